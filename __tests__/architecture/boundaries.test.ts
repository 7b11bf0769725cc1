import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const CHECK = fileURLToPath(new URL('../../scripts/check-boundaries.mjs', import.meta.url));

/** Runs the boundary check of `npm test` on a fixture tree; returns its exit status and the rules named per offending import. */
function checkBoundaries(fixture: 'violating' | 'clean') {
  const root = fileURLToPath(new URL(`../fixtures/layering/${fixture}`, import.meta.url));
  const { status, stdout, stderr } = spawnSync(process.execPath, [CHECK, root], { encoding: 'utf8' });
  const rulesByImport = new Map<string, string[]>();
  for (const line of stdout.split('\n')) {
    const match = /^(\S+ → \S+): (.+)$/.exec(line);
    if (match) rulesByImport.set(match[1]!, match[2]!.split(', '));
  }
  return { status, stdout, stderr, rulesByImport };
}

describe('import boundaries (.dependency-cruiser.cjs, run by npm test)', () => {
  let violating: ReturnType<typeof checkBoundaries>;
  beforeAll(() => {
    violating = checkBoundaries('violating');
  });

  it('reports an engine module importing the world with the rules it breaks, and fails', () => {
    const { status, rulesByImport } = violating;
    expect(rulesByImport.get('src/engine/x.ts → src/world/y.ts')).toEqual(
      expect.arrayContaining(['engine-imports-only-lower-layers', 'engine-stays-out-of-the-world']),
    );
    expect(status).toBe(1);
  });

  it('counts a type-only upward import as coupling too', () => {
    const { rulesByImport } = violating;
    expect(rulesByImport.get('src/engine/typed.ts → src/world/y.ts')).toContain('engine-imports-only-lower-layers');
  });

  it('reports an action importing the test world, although the world is a lower layer', () => {
    const { rulesByImport } = violating;
    expect(rulesByImport.get('src/actions/action.ts → src/world/test/test-world.ts')).toEqual(['actions-use-no-world-or-sandbox']);
  });

  it("keeps the HTML report's page to its own folder and the pure formatters, types aside, and both out of Node", () => {
    const { rulesByImport } = violating;
    const page = 'src/reporters/html-page/main.ts';
    const formatters = 'src/reporters/format/words.ts';
    expect(rulesByImport.get(`${page} → src/reporters/text.ts`)).toEqual(['html-page-imports-only-pure-modules']);
    expect(rulesByImport.get(`${page} → src/testing/report.ts`)).toEqual(['html-page-imports-only-pure-modules']);
    expect(rulesByImport.get(`${page} → fs`)).toEqual(expect.arrayContaining(['html-page-imports-only-pure-modules', 'browser-code-uses-no-node']));
    expect(rulesByImport.has(`${page} → ${formatters}`)).toBe(false);
    expect(rulesByImport.get(`${formatters} → src/reporters/text.ts`)).toEqual(['pure-formatters-stay-pure']);
    expect(rulesByImport.get(`${formatters} → os`)).toEqual(expect.arrayContaining(['pure-formatters-stay-pure', 'browser-code-uses-no-node']));
    // A type-only import of the report's model is fine.
    expect(rulesByImport.has(`${formatters} → src/testing/report.ts`)).toBe(false);
  });

  it('passes a tree whose imports only go down the layers', () => {
    const { status, stdout, stderr } = checkBoundaries('clean');
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    expect(stdout).toMatch(/^import boundaries kept: 4 modules, 3 imports$/m);
  });
});
