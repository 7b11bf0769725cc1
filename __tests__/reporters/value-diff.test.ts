/** REPORT-13: a failed check shows the expected value and the actual one, compared value to value. */
import { describe, expect, it } from 'vitest';
import { valueDiff } from '../../src/reporters/format/diff.js';
import { expectedActualLines, type Style } from '../../src/reporters/pretty.js';

const plain: Style = { ok: (t) => t, bad: (t) => t, dim: (t) => t, bold: (t) => t };
const marking: Style = { ...plain, mark: (t, kind) => `[${kind}:${t}]` };

describe('expected against actual in the terminal', () => {
  it('REPORT-13 two texts: values only, a line of ^ under the characters that differ without colours', () => {
    expect(expectedActualLines({ expected: '"Invoice INV-7 is late"', actual: '"Invoice INV-7 is overdue"' }, plain)).toEqual([
      'expected: "Invoice INV-7 is late"',
      // "lat" and "overdu": the final e is in both.
      '                            ^^^',
      'actual:   "Invoice INV-7 is overdue"',
      '                            ^^^^^^',
    ]);
  });

  it('REPORT-13 two texts in colour: the characters that differ are marked, nothing else', () => {
    expect(expectedActualLines({ expected: '"C-78."', actual: '"C-77."' }, marking)).toEqual(['expected: "C-7[del:8]."', 'actual:   "C-7[ins:7]."']);
  });

  it('REPORT-13 two objects: field by field, - as expected and + as it came out, after the shared path', () => {
    const lines = expectedActualLines({ expected: 'output $.total: {"total":120.5,"currency":"EUR"}', actual: 'output $.total: {"total":99.5,"currency":"EUR","note":"x"}' }, plain);
    expect(lines).toEqual([
      'output $.total: - expected  + actual',
      '  {',
      '-   "total": 120.5',
      '+   "total": 99.5',
      '    "currency": "EUR"',
      '+   "note": "x"',
      '  }',
    ]);
  });

  it('REPORT-13 anything else reads as written', () => {
    expect(expectedActualLines({ expected: 'email to a@b.example', actual: 'no email was sent' }, plain)).toEqual(['expected: email to a@b.example', 'actual:   no email was sent']);
    expect(valueDiff('3', '"3"').kind).toBe('plain');
  });
});
