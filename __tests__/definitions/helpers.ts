import { readJson, readYaml } from '../../src/definitions/source.js';
import { schemaProblems, schemaValidator, type SchemaName } from '../../src/definitions/schemas.js';
import { pathInCase, readTestList } from '../../src/definitions/test-list/intake.js';
import type { Problem } from '../../src/definitions/problems.js';

export type Shown = Pick<Problem, 'path' | 'message'>;

const shown = (problems: Problem[]): Shown[] => problems.map(({ path, message }) => ({ path, message }));

/** Problems of one case as the test-list intake finds them, written the way a tests.json holds it (as item 0 of a list). */
export function caseIssues(testCase: unknown): Shown[] {
  const [entry] = readTestList('tests.json', JSON.stringify([testCase], null, 2)).cases;
  return entry!.problems.map((problem) => ({ path: pathInCase(entry!, problem), message: problem.message }));
}

/** Problems of a YAML or JSON document against one of flowgate's schemas. */
export function documentIssues(name: SchemaName, value: unknown, format: 'yaml' | 'json' = 'json'): Shown[] {
  const text = JSON.stringify(value, null, 2);
  const source = format === 'json' ? readJson(`${name}.json`, text) : readYaml(`${name}.yaml`, text);
  const validate = schemaValidator(name);
  return validate(source.value) ? [] : shown(schemaProblems(validate.errors, source));
}

export const baseCase = (): Record<string, unknown> => ({
  name: 'sends a reminder',
  expect: { outcome: 'success', recipients: ['ops@example.com'] },
});

export const caseWithGiven = (given: Record<string, unknown>): Record<string, unknown> => ({ ...baseCase(), given });

export const caseWithExpect = (expect: Record<string, unknown>): Record<string, unknown> => ({ ...baseCase(), expect });

export const mock = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  match: { method: 'GET', path: '/invoices' },
  respond: { status: 200, json: { items: [] } },
  ...extra,
});
