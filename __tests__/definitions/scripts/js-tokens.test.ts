import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../src/definitions/scripts/js-tokens.js';

const shape = (code: string) => tokenize(code).tokens.map((token) => `${token.kind}:${token.value}`);

describe('the save-check tokenizer (CTX-03..06)', () => {
  it('CTX-04 tells strings, comments and code apart, with lines and columns', () => {
    const { tokens, error } = tokenize("// eval()\nconst a = 'x\\'y'; /* eval */ eval(a)");
    expect(error).toBeUndefined();
    expect(tokens.map((t) => [t.kind, t.value, t.line, t.col])).toEqual([
      ['name', 'const', 2, 1],
      ['name', 'a', 2, 7],
      ['punct', '=', 2, 9],
      ['string', "x'y", 2, 11],
      ['punct', ';', 2, 17],
      ['name', 'eval', 2, 30],
      ['punct', '(', 2, 34],
      ['name', 'a', 2, 35],
      ['punct', ')', 2, 36],
    ]);
  });

  it('CTX-04 reads nested template literals, keeping the code inside ${ } as code', () => {
    expect(shape('`a ${ b ? `c ${ eval(d) }` : "e" } f`')).toEqual([
      'template:a ', 'punct:${', 'name:b', 'punct:?', 'template:c ', 'punct:${', 'name:eval', 'punct:(', 'name:d', 'punct:)',
      'template:', 'punct::', 'string:e', 'template: f',
    ]);
  });

  it('CTX-04 tells a regex literal from a division', () => {
    expect(shape('x = a / b / c')).toEqual(['name:x', 'punct:=', 'name:a', 'punct:/', 'name:b', 'punct:/', 'name:c']);
    expect(shape("x = /eval('[/]')/g.test(y)")).toEqual(['name:x', 'punct:=', "regex:/eval('[/]')/g", 'punct:.', 'name:test', 'punct:(', 'name:y', 'punct:)']);
    expect(shape('return /a/')).toEqual(['name:return', 'regex:/a/']);
    expect(shape('f() / 2')).toEqual(['name:f', 'punct:(', 'punct:)', 'punct:/', 'number:2']);
  });

  it('CTX-04 decodes escapes in names, so e\\u0076al is eval', () => {
    expect(shape('e\\u0076al(1); \\u{65}val')).toEqual(['name:eval', 'punct:(', 'number:1', 'punct:)', 'punct:;', 'name:eval']);
  });

  it('CTX-06 decodes escapes in strings', () => {
    expect(shape("'\\x41\\u0042\\n'")).toEqual(['string:AB\n']);
  });

  it('reports an unterminated string or comment with its place, keeping the tokens before it', () => {
    expect(tokenize("a;\n  'open")).toMatchObject({ tokens: [{ value: 'a' }, { value: ';' }], error: { line: 2, col: 3, message: 'unterminated string', unbalanced: false } });
    expect(tokenize('/* open').error).toMatchObject({ line: 1, col: 1, message: 'unterminated comment' });
  });

  it('reports a } that closes more than was opened', () => {
    expect(tokenize('{ } }').error).toMatchObject({ line: 1, col: 5, unbalanced: true });
  });
});
