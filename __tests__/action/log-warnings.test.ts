/**
 * GHA-21: the Action's log shows no runtime warnings. Node prints some deprecations
 * (DEP0005 `new Buffer()`) only for code outside node_modules, which is where ncc puts
 * every dependency: so the bundle itself runs here, on the examples plus a workflow
 * with the built-in actions the examples leave out, and its stderr must stay empty.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtInActionNames } from '../../src/actions/registry.js';
import { writeFiles } from '../helpers/repo.js';

const repo = join(import.meta.dirname, '..', '..');

const EVERY_ACTION_WORKFLOW = `name: every-action
description: The built-in actions the examples do not use.
on:
  manual: {}
steps:
  - id: last
    uses: platform/state.get@v1
    with: { key: last_run, default: none }
  - id: pause
    uses: platform/wait@v1
    with: { seconds: 1 }
  - id: csv
    uses: platform/csv.parse@v1
    with: { text: "id,name\\n1,Ada\\n2,Grace\\n" }
  - id: xml
    uses: platform/xml.parse@v1
    with: { text: "<orders><order><id>1</id></order></orders>" }
  - id: records
    uses: platform/xml.split@v1
    with: { path: orders.order, text: "<orders><order><id>1</id></order><order><id>2</id></order></orders>" }
  - id: xmlfile
    uses: platform/xml.build@v1
    with: { value: { orders: { order: [{ id: 1 }, { id: 2 }] } }, filename: orders.xml }
  - id: sheet
    uses: platform/xlsx.write@v1
    with: { rows: "\${{ steps.csv.outputs.rows }}", filename: people.xlsx }
  - id: readback
    uses: platform/xlsx.read@v1
    with: { artifact: "\${{ artifacts[steps.sheet.outputs.artifact] }}" }
  - id: fixedfile
    uses: platform/fixed.build@v1
    with:
      rows: "\${{ steps.csv.outputs.rows }}"
      fields: [{ name: id, width: 4 }, { name: name, width: 10 }]
      unit: chars
      filename: people.txt
  - id: fixedrows
    uses: platform/fixed.parse@v1
    with:
      artifact: "\${{ artifacts[steps.fixedfile.outputs.artifact] }}"
      fields: [{ name: id, width: 4 }, { name: name, width: 10 }]
      unit: chars
  - id: pack
    uses: platform/zip@v1
    with: { files: ["\${{ artifacts[steps.sheet.outputs.artifact] }}"], filename: people.zip }
  - id: unpack
    uses: platform/unzip@v1
    with: { artifact: "\${{ artifacts[steps.pack.outputs.artifact] }}", prefix: unpacked- }
  - id: changes
    uses: platform/sync.diff@v1
    with: { source: "\${{ steps.readback.outputs.rows }}", target: [{ id: 1, name: Ada }], key: id }
  - id: drop
    uses: platform/files.upload@v1
    connections: { store: outbox }
    with: { path: people.txt, text: hello }
  - id: clean
    uses: platform/files.delete@v1
    connections: { store: outbox }
    with: { path: people.txt }
`;

const EVERY_ACTION_CASES = [
  {
    name: 'runs every step',
    kind: 'happy',
    expect: {
      outcome: 'success',
      step_outputs: [
        { step: 'readback', path: '$.count', equals: 2 },
        { step: 'fixedrows', path: '$.rows[1].name', equals: 'Grace' },
        { step: 'records', path: '$.count', equals: 2 },
        { step: 'unpack', path: '$.count', equals: 1 },
      ],
    },
  },
  {
    name: 'the outbox is down',
    kind: 'upstream_failure',
    given: { stub_steps: { drop: { outcome: 'failure', error_code: 'upstream_error', message: 'the outbox answered 503' } } },
    expect: { outcome: 'error', failed_step: 'drop' },
  },
];

/** The built-in actions named by `uses:` in the definition files under `folder`. */
function builtInsUsed(folder: string): Set<string> {
  const used = new Set<string>();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/^(workflow|action)\.ya?ml$/.test(entry.name)) continue;
    for (const match of readFileSync(join(entry.parentPath, entry.name), 'utf8').matchAll(/uses:\s*platform\/([a-z0-9_.]+)@v1/g)) used.add(match[1]!);
  }
  return used;
}

describe("the Action's log (GHA-21)", () => {
  let workspace = '';
  let run: { status: number | null; stdout: string; stderr: string; outputs: string };

  beforeAll(() => {
    const folder = mkdtempSync(join(tmpdir(), 'flowgate-action-log-'));
    // A copy, so that a bundle rebuilt meanwhile cannot change it under the test.
    cpSync(join(repo, 'dist'), join(folder, 'dist'), { recursive: true });
    workspace = join(folder, 'workspace');
    cpSync(join(repo, 'examples'), workspace, { recursive: true });
    writeFiles(workspace, { 'workflows/every-action/workflow.yaml': EVERY_ACTION_WORKFLOW, 'workflows/every-action/tests.json': EVERY_ACTION_CASES });
    const outputFile = join(folder, 'output.txt');
    writeFileSync(outputFile, '');
    writeFileSync(join(folder, 'summary.md'), '');
    mkdirSync(join(folder, 'elsewhere'));
    // Only what GitHub sets: no NODE_OPTIONS or NODE_NO_WARNINGS from the test runner to hide a warning.
    const env = {
      PATH: process.env.PATH ?? '',
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: workspace,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: join(folder, 'summary.md'),
      RUNNER_TEMP: join(folder, 'temp'),
      INPUT_JUNIT: 'junit.xml',
    };
    const result = spawnSync(process.execPath, [join(folder, 'dist', 'index.js')], { cwd: join(folder, 'elsewhere'), env, encoding: 'utf8', timeout: 120_000 });
    run = { status: result.status, stdout: result.stdout, stderr: result.stderr, outputs: readFileSync(outputFile, 'utf8') };
  }, 180_000);

  it('GHA-21 the repository it runs uses every built-in action', () => {
    const missing = builtInActionNames().filter((name) => !builtInsUsed(workspace).has(name));
    expect(missing, 'add a step with each to EVERY_ACTION_WORKFLOW').toEqual([]);
  });

  it('GHA-21 every case ran and passed, so every action ran', () => {
    expect(run.status, run.stdout).toBe(0);
    expect(run.outputs).toMatch(/^passed<<.*\ntrue\n/m);
  });

  it('GHA-21 nothing is printed on stderr: no deprecation (DEP0005 from the xlsx.write zip writer) or other warning', () => {
    expect(run.stderr).toBe('');
    expect(run.stdout).not.toMatch(/^::warning/m);
  });
});
