// Writes DIR shaped like examples/: the project settings, connections, API documents,
// templates and the library action once, and the example workflows COPIES times under new
// names, so the mix (every action kind, scripts, library actions, AI with model mocks, file
// stores, contract checks) scales.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function generateRealistic(root, examples, copies) {
  mkdirSync(root, { recursive: true });
  for (const shared of ['flowgate.yaml', 'connections.yaml', 'apis', 'templates', 'actions']) {
    if (existsSync(join(examples, shared))) cpSync(join(examples, shared), join(root, shared), { recursive: true });
  }
  const workflows = readdirSync(join(examples, 'workflows'));
  for (let copy = 0; copy < copies; copy += 1) {
    for (const workflow of workflows) {
      const name = `${workflow}-${String(copy).padStart(4, '0')}`;
      const from = join(examples, 'workflows', workflow);
      const to = join(root, 'workflows', name);
      mkdirSync(to, { recursive: true });
      const yaml = readFileSync(join(from, 'workflow.yaml'), 'utf8').replace(/^name: .*$/m, `name: ${name}`);
      writeFileSync(join(to, 'workflow.yaml'), yaml);
      cpSync(join(from, 'tests.json'), join(to, 'tests.json'));
    }
  }
  return { versions: copies * workflows.length + readdirSync(join(examples, 'actions')).length };
}
