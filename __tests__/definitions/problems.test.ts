import { describe, expect, it } from 'vitest';
import { formatPath, formatProblem } from '../../src/definitions/problems.js';

describe('formatPath', () => {
  it('CASE-03 writes keys with dots and list indexes in brackets', () => {
    expect(formatPath(['given', 'http', 0, 'match', 'metod'])).toBe('given.http[0].match.metod');
    expect(formatPath([])).toBe('');
    expect(formatPath([3, 'name'])).toBe('[3].name');
    expect(formatPath(['steps', 0, 'with', 'url'])).toBe('steps[0].with.url');
  });

  it('quotes keys that are not identifiers, as expressions read them', () => {
    expect(formatPath(['given', 'artifacts', 'x.csv'])).toBe("given.artifacts['x.csv']");
    expect(formatPath(['x.csv', 'text'])).toBe("['x.csv'].text");
    expect(formatPath(['headers', 'Retry-After'])).toBe("headers['Retry-After']");
    expect(formatPath(['map', '0'])).toBe("map['0']");
    expect(formatPath(['map', ''])).toBe("map['']");
    expect(formatPath(['a', "it's"])).toBe("a['it''s']");
  });

  it('hostile: a key with a line break stays on one line', () => {
    expect(formatPath(['a', 'x\ny'])).toBe("a['x\\u000ay']");
  });
});

describe('formatProblem', () => {
  it('CLI-19 writes FILE:LINE:COL PATH: MESSAGE', () => {
    expect(
      formatProblem({ file: 'workflows/a/tests.json', line: 12, col: 9, path: '[0].given.http[0].match.metod', message: 'unknown field' }),
    ).toBe('workflows/a/tests.json:12:9 [0].given.http[0].match.metod: unknown field');
  });

  it('CLI-19 leaves out what is not known', () => {
    expect(formatProblem({ file: 'w.yaml', line: 4, path: 'steps[0].id', message: 'must not be empty' })).toBe('w.yaml:4 steps[0].id: must not be empty');
    expect(formatProblem({ file: 'w.yaml', line: 4, col: 1, path: '', message: "duplicate key 'name'" })).toBe("w.yaml:4:1: duplicate key 'name'");
    expect(formatProblem({ file: 'w.yaml', line: 4, path: '', message: 'x' })).toBe('w.yaml:4: x');
    expect(formatProblem({ file: 'a/tests.json', path: '', message: 'file is missing' })).toBe('a/tests.json: file is missing');
    expect(formatProblem({ file: 'a/tests.json', path: 'x', message: 'y' })).toBe('a/tests.json x: y');
  });

  it('CLI-19 every problem is one line', () => {
    const line = formatProblem({ file: 'f', line: 1, path: 'p', message: 'first\r\n  second\nthird' });
    expect(line).toBe('f:1 p: first second third');
    expect(line).not.toMatch(/[\r\n]/);
  });
});
