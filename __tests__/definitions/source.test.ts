import { describe, expect, it } from 'vitest';
import { SourceSyntaxError, readJson, readYaml } from '../../src/definitions/source.js';

function syntaxError(read: () => unknown): SourceSyntaxError {
  try {
    read();
  } catch (error) {
    if (error instanceof SourceSyntaxError) return error;
    throw error;
  }
  throw new Error('expected a SourceSyntaxError');
}

const workflowYaml = [
  'name: overdue-invoices', // 1
  'on:', // 2
  '  webhook: {}', // 3
  'steps:', // 4
  '  - id: fetch', // 5
  '    uses: platform/http.request@v1', // 6
  '    with:', // 7
  '      url: /invoices', // 8
  '  - id: tally', // 9
  '    script: |', // 10
  '      return { n: 1 };', // 11
  '',
].join('\n');

describe('readYaml', () => {
  it('reads the value with YAML 1.2 rules (on stays a key, yes stays text)', () => {
    const source = readYaml('workflow.yaml', `${workflowYaml}x: yes\nz: 0x10\n`);
    expect(source.file).toBe('workflow.yaml');
    expect(source.value).toMatchObject({ name: 'overdue-invoices', on: { webhook: {} }, x: 'yes' });
    expect((source.value as { steps: unknown[] }).steps).toHaveLength(2);
  });

  it('CLI-19 gives the line and column of keys and list items', () => {
    const source = readYaml('workflow.yaml', workflowYaml);
    expect(source.position([])).toEqual({ line: 1, col: 1 });
    expect(source.position(['on', 'webhook'])).toEqual({ line: 3, col: 3 });
    expect(source.position(['steps', 1])).toEqual({ line: 9, col: 5 });
    expect(source.position(['steps', 0, 'with', 'url'])).toEqual({ line: 8, col: 7 });
    expect(source.position(['steps', 1, 'script'])).toEqual({ line: 10, col: 5 });
  });

  it('CLI-19 a path that does not exist points at its deepest existing ancestor', () => {
    const source = readYaml('workflow.yaml', workflowYaml);
    expect(source.position(['steps', 0, 'with', 'method'])).toEqual({ line: 7, col: 5 });
    expect(source.position(['steps', 5, 'id'])).toEqual({ line: 4, col: 1 });
    expect(source.position(['nope', 'deeper'])).toEqual({ line: 1, col: 1 });
    expect(source.position(['name', 'x'])).toEqual({ line: 1, col: 1 });
  });

  it('hostile: YAML type tags do not smuggle non-JSON values in', () => {
    const source = readYaml('w.yaml', 'a: !!binary aGVsbG8=\nb: !!set { x }\nc: !!timestamp 2026-01-05\n');
    expect(JSON.parse(JSON.stringify(source.value))).toEqual(source.value);
    expect((source.value as Record<string, unknown>)['a']).toBe('aGVsbG8=');
  });

  it('follows aliases to the anchored node', () => {
    const source = readYaml('w.yaml', 'base: &b\n  url: /x\nstep:\n  with: *b\n');
    expect(source.value).toEqual({ base: { url: '/x' }, step: { with: { url: '/x' } } });
    expect(source.position(['step', 'with', 'url'])).toEqual({ line: 2, col: 3 });
  });

  it('a duplicate key is a syntax error with its line and the key name', () => {
    const error = syntaxError(() => readYaml('workflows/a/workflow.yaml', 'name: a\non:\n  manual: {}\nname: b\n'));
    expect(error).toMatchObject({ file: 'workflows/a/workflow.yaml', line: 4, col: 1, message: "duplicate key 'name'" });
    const nested = syntaxError(() => readYaml('w.yaml', 'steps:\n  - id: a\n    uses: x\n    id: b\n'));
    expect(nested).toMatchObject({ line: 4, col: 5, message: "duplicate key 'id'" });
  });

  it('broken YAML is a syntax error with a line, and never quotes the text', () => {
    const error = syntaxError(() => readYaml('w.yaml', "name: a\nsecret: 'sk-live-abcdef\n"));
    expect(error.line).toBe(3);
    expect(error.message).not.toContain('sk-live');
    const flow = syntaxError(() => readYaml('w.yaml', 'a: [1, 2\nb: 3\n'));
    expect(flow.line).toBe(2);
    expect(flow.message).not.toContain('\n');
  });

  it('more than one document is an error', () => {
    const error = syntaxError(() => readYaml('w.yaml', 'a: 1\n---\nb: 2\n'));
    expect(error).toMatchObject({ line: 2, message: expect.stringContaining('more than one YAML document') });
  });

  it('hostile: an unresolved alias or an alias bomb is an error, not a crash or a hang', () => {
    expect(syntaxError(() => readYaml('w.yaml', 'a: 1\nb: *nope\n')).line).toBe(2);
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 12; i++) bomb.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${String.fromCharCode(96 + i)}`).join(',')}]`);
    const error = syntaxError(() => readYaml('bomb.yaml', `${bomb.join('\n')}\n`));
    expect(error.line).toBeGreaterThan(1);
  });

  it('an empty file reads as null at line 1', () => {
    const source = readYaml('empty.yaml', '');
    expect(source.value).toBeNull();
    expect(source.position(['name'])).toEqual({ line: 1, col: 1 });
  });

  it('SourceSyntaxError turns into a problem without a path', () => {
    const error = syntaxError(() => readYaml('w.yaml', 'a: 1\na: 2\n'));
    expect(error.toProblem()).toEqual({ file: 'w.yaml', line: 2, col: 1, path: '', message: "duplicate key 'a'", code: 'syntax_error' });
  });
});

describe('readJson', () => {
  const testsJson = JSON.stringify(
    [
      { name: 'happy', expect: { outcome: 'success' } },
      { name: 'mock', given: { http: [{ match: { metod: 'GET', path: '/x' } }], artifacts: { 'x.csv': { text: 'a' } } }, expect: { outcome: 'error' } },
    ],
    null,
    2,
  );

  it('reads the value with JSON.parse', () => {
    const source = readJson('tests.json', testsJson);
    expect(source.value).toEqual(JSON.parse(testsJson));
  });

  it('CASE-03 CLI-19 gives the line of a nested key in a JSON file', () => {
    const source = readJson('tests.json', testsJson);
    const lines = testsJson.split('\n');
    const metodLine = lines.findIndex((l) => l.includes('"metod"')) + 1;
    const position = source.position([1, 'given', 'http', 0, 'match', 'metod']);
    expect(position).toEqual({ line: metodLine, col: lines[metodLine - 1]!.indexOf('"metod"') + 1 });
    expect(source.position([1])).toEqual({ line: lines.findIndex((l, i) => i > 5 && l === '  {') + 1, col: 3 });
    expect(source.position([1, 'given', 'artifacts', 'x.csv'])?.line).toBe(lines.findIndex((l) => l.includes('"x.csv"')) + 1);
  });

  it('CLI-19 a missing key in JSON points at its deepest existing ancestor', () => {
    const source = readJson('tests.json', testsJson);
    const matchLine = testsJson.split('\n').findIndex((l) => l.includes('"match"')) + 1;
    expect(source.position([1, 'given', 'http', 0, 'match', 'url'])?.line).toBe(matchLine);
    expect(source.position([7, 'name'])).toEqual({ line: 1, col: 1 });
  });

  it('handles escaped keys, a byte-order mark, compact JSON and CRLF lines', () => {
    const source = readJson('t.json', '\uFEFF{"a\\"b":{"c":[1,{"d":2}]},\r\n"e":3}');
    expect(source.value).toEqual({ 'a"b': { c: [1, { d: 2 }] }, e: 3 });
    expect(source.position(['a"b', 'c', 1, 'd'])).toEqual({ line: 1, col: 18 });
    expect(source.position(['e'])).toEqual({ line: 2, col: 1 });
  });

  it('computes positions lazily and only once', () => {
    // A file whose positions were never asked for costs only JSON.parse.
    const big = JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ name: `case ${i}`, expect: { outcome: 'success' } })), null, 2);
    const source = readJson('big.json', big);
    const first = source.position([1999, 'expect', 'outcome']);
    expect(first?.line).toBeGreaterThan(2000 * 5);
    expect(source.position([1999, 'expect', 'outcome'])).toEqual(first);
  });

  const broken: [string, string, number, number, RegExp][] = [
    ['missing comma', '{\n  "a": 1\n  "b": 2\n}', 3, 3, /',' or '}' is expected/],
    ['trailing comma', '[\n  1,\n  2,\n]', 3, 4, /trailing comma/],
    ['unclosed list', '[\n  {"a": 1}', 2, 11, /']' is missing/],
    ['single quotes', "{\n  'a': 1\n}", 2, 3, /double quotes/],
    ['bare word', '{"a": tru}', 1, 7, /a value is expected/],
    ['empty file', '', 1, 1, /value is missing/],
    ['text after the value', '{}\n{}', 2, 1, /after the end/],
    ['newline in text', '{"a": "x\ny"}', 1, 9, /not closed before the end of the line/],
    ['bad escape', '{"a": "\\x"}', 1, 8, /invalid escape/],
    ['leading zero', '[01]', 1, 3, /',' or ']' is expected/],
  ];
  for (const [title, text, line, col, message] of broken) {
    it(`a JSON syntax error has its line and column: ${title}`, () => {
      const error = syntaxError(() => readJson('tests.json', text));
      expect({ file: error.file, line: error.line, col: error.col }).toEqual({ file: 'tests.json', line, col });
      expect(error.message).toMatch(message);
    });
  }

  it('a JSON syntax error never quotes the text (it may hold a secret)', () => {
    const error = syntaxError(() => readJson('tests.json', '[{"secrets": {"K": "sk-live-abc123"}, tru]'));
    expect(error.message).not.toContain('sk-live');
    expect(error.col).toBe(39);
    expect(error.message).toMatch(/field name/);
  });

  it('hostile: deep nesting neither overflows the stack nor hides the error line', () => {
    const deep = `${'['.repeat(100000)}\n${']'.repeat(99999)}`;
    const error = syntaxError(() => readJson('deep.json', deep));
    expect(error.line).toBe(2);
    const ok = readJson('deep.json', `${'['.repeat(5000)}${']'.repeat(5000)}`);
    expect(ok.position(Array(4000).fill(0))).toEqual({ line: 1, col: 4001 });
  });
});
