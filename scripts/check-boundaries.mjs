// Checks the import boundaries of src/ against .dependency-cruiser.cjs (docs/architecture.md).
// `node scripts/check-boundaries.mjs [ROOT]`: ROOT (default: this repository) is the folder whose
// src/ is checked, so tests can run the same rules on a fixture tree. Prints each offending import as
// `src/a.ts → src/b.ts: rule` and exits 1 when there is one.
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const CONFIG = fileURLToPath(new URL('../.dependency-cruiser.cjs', import.meta.url));
const root = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));

const options = await extractDepcruiseOptions(CONFIG);
const { output } = await cruise(['src'], { ...options, baseDir: root, validate: true });

/** One line per offending import, naming every rule it breaks (a cycle also shows its way round). */
const rulesByImport = new Map();
for (const violation of output.summary.violations) {
  const key = `${violation.from} → ${violation.to}`;
  const cycle = violation.cycle ? ` (cycle: ${[violation.from, ...violation.cycle.map((step) => step.name)].join(' → ')})` : '';
  const rules = rulesByImport.get(key) ?? new Set();
  rules.add(`${violation.rule.name}${cycle}`);
  rulesByImport.set(key, rules);
}
for (const [key, rules] of [...rulesByImport].sort(([a], [b]) => a.localeCompare(b))) process.stdout.write(`${key}: ${[...rules].join(', ')}\n`);
process.stdout.write(
  rulesByImport.size
    ? `${rulesByImport.size} ${rulesByImport.size === 1 ? 'import breaks' : 'imports break'} the import rules of .dependency-cruiser.cjs\n`
    : `import boundaries kept: ${output.summary.totalCruised} modules, ${output.summary.totalDependenciesCruised} imports\n`,
);
process.exitCode = rulesByImport.size ? 1 : 0;
