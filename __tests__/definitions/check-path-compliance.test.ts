/**
 * CHECK-14: check paths are RFC 9535 JSONPath. Every selector of the JSONPath Compliance
 * Test Suite (vendored under fixtures/jsonpath-compliance-test-suite, BSD-2) goes through
 * flowgate's check paths: a valid selector finds exactly the nodes the suite expects (or
 * one of the orders it allows), an invalid one is refused when the case is read (CHECK-15).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPathProblem, findValues, readCheckPath } from '../../src/definitions/test-list/check-path.js';

interface ComplianceTest {
  name: string;
  selector: string;
  document?: unknown;
  result?: unknown[];
  results?: unknown[][];
  invalid_selector?: boolean;
}

const SUITE = new URL('../fixtures/jsonpath-compliance-test-suite/cts.json', import.meta.url);
const { tests } = JSON.parse(readFileSync(SUITE, 'utf8')) as { tests: ComplianceTest[] };
const valid = tests.filter((test) => test.invalid_selector !== true);
const invalid = tests.filter((test) => test.invalid_selector === true);

describe('the JSONPath Compliance Test Suite', () => {
  it('CHECK-14 the vendored suite is whole: 703 selectors, 247 of them invalid', () => {
    expect([tests.length, invalid.length]).toEqual([703, 247]);
  });

  it.each(valid)('CHECK-14 $name', (test) => {
    const reading = readCheckPath(test.selector);
    if (!reading.ok) expect.fail(`refused: ${reading.problem.reason}`);
    const found = findValues(reading.path, test.document);
    if (!found.ok) expect.fail(`not evaluated: ${found.reason}`);
    expect(test.results ?? [test.result]).toContainEqual(found.values);
  });

  it.each(invalid)('CHECK-15 $name is refused', (test) => {
    expect(checkPathProblem(test.selector)).toMatch(/^is not RFC 9535 JSONPath: .+ \(at character \d+\)$/);
  });
});
