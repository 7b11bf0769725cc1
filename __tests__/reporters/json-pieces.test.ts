import { describe, expect, it } from 'vitest';
import { jsonReportPieces } from '../../src/reporters/json.js';

const whole = (value: object) => `${JSON.stringify(value, null, 2)}\n`;
const pieced = (value: object) => [...jsonReportPieces(value)].join('');

describe('the JSON report written a version at a time', () => {
  it('is the same text as the whole report stringified, for a report of several versions', () => {
    const report = {
      passed: false,
      summary: { total: 3, passed: 2, failed: 1 },
      versions: [
        { kind: 'workflow', name: 'a', report: { cases: [{ name: 'one "quoted"\nline', checks: [] }], problems: [] } },
        { kind: 'action', name: 'b', report: { cases: [], nested: { deep: [1, [2, { three: null }]] } } },
      ],
    };
    expect(pieced(report)).toBe(whole(report));
    expect([...jsonReportPieces(report)].length).toBeGreaterThan(3);
  });

  it('treats empty lists, empty objects and members without a JSON form as JSON.stringify does', () => {
    for (const report of [
      {},
      { versions: [] },
      { passed: true, versions: [], summary: {} },
      { gone: undefined, fn: () => 1, versions: [undefined, () => 2, { kept: undefined }], last: 'x' },
      { only: undefined },
    ]) {
      expect(pieced(report)).toBe(whole(report));
    }
  });
});
