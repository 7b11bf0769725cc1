/**
 * Check paths (definitions/test-list/check-path.ts): RFC 9535 JSONPath with flowgate's
 * trailing `.length` and its singular/list rule, refused when the case is read if it does
 * not parse, with the standard spelling for what older JSONPath dialects wrote.
 * The whole compliance suite runs in check-path-compliance.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { formatPath } from '../../src/definitions/problems.js';
import { checkPathProblem, findValues, readCheckPath } from '../../src/definitions/test-list/check-path.js';
import { expectProblems } from '../../src/definitions/test-list/expect-rules.js';

const document = {
  outcome: 'success',
  emails: [
    { to: ['x@y.example'], subject: 'Invoice' },
    { to: ['z@y.example', 'w@y.example'], subject: 'Receipt' },
  ],
  items: [
    { id: 'INV-1', total: 2 },
    { id: 'INV-2', total: 5.5 },
    { id: 'INV-3', total: 0 },
  ],
  xml: { invoice: { '@id': 'A-1', '#text': 'paid' } },
  odd: { '\n': 'newline', 'a b': 'space', 'content-type': 'text/plain' },
  box: { length: 'long' },
  text: 'héllo',
};

/** What a path finds in `document`, and whether it is singular. */
function find(path: string, doc: unknown = document): { singular: boolean; values: unknown[] } {
  const reading = readCheckPath(path);
  if (!reading.ok) throw new Error(`${path}: ${reading.problem.reason}`);
  const found = findValues(reading.path, doc);
  if (!found.ok) throw new Error(`${path}: ${found.reason}`);
  return { singular: reading.path.singular, values: found.values };
}

describe('standard JSONPath (RFC 9535)', () => {
  it.each([
    ["$.items[?@.id=='INV-2'].total", [5.5]],
    ["$.emails[?@.to[0]=='x@y.example'].subject", ['Invoice']],
    ['$.items[?@.total > 1 && @.total < 5].id', ['INV-1']],
    ['$.emails[?length(@.to) == 2].subject', ['Receipt']],
    ['$.emails[?count(@.to[*]) > 1].subject', ['Receipt']],
    ["$.items[?match(@.id, 'INV-[12]')].id", ['INV-1', 'INV-2']],
    ["$.items[?search(@.id, '3')].id", ['INV-3']],
    ['$.items[?value(@.total) == 0].id', ['INV-3']],
    ['$.items[-1].id', ['INV-3']],
    ['$.items[-2:].id', ['INV-2', 'INV-3']],
    ['$.items[::-1].total', [0, 5.5, 2]],
    ['$.odd["\\n"]', ['newline']],
    ["$.odd['a b']", ['space']],
    ['$ .outcome', ['success']],
    ['$.items[0, 0].id', ['INV-1', 'INV-1']],
    ["$.xml.invoice['@id']", ['A-1']],
    ["$.xml.invoice['#text']", ['paid']],
    ['$..total', [2, 5.5, 0]],
  ])('CHECK-14 %s finds what the standard says', (path, values) => {
    expect(find(path).values).toEqual(values);
  });

  it('CHECK-14 a singular query (names and indices only) yields one value; any other the list of what it finds', () => {
    expect(find('$.items[-1].id')).toEqual({ singular: true, values: ['INV-3'] });
    expect(find("$['outcome']")).toEqual({ singular: true, values: ['success'] });
    expect(find('$')).toMatchObject({ singular: true });
    for (const path of ['$.items[*].id', '$.items[0,1].id', '$.items[0:1].id', '$..id', "$.items[?@.id=='INV-1'].id"]) {
      expect(find(path).singular, path).toBe(false);
    }
    // A list even when one value turns up.
    expect(find('$.items[0:1].id')).toEqual({ singular: false, values: ['INV-1'] });
  });

  it('CHECK-14 old spellings that mean the same in the standard keep working', () => {
    expect(find('$.items[?(@.total > 1)].id').values).toEqual(['INV-1', 'INV-2']);
    expect(find('$.items[?(@.id == "INV-3")].total').values).toEqual([0]);
    expect(find("$.items[?(@.id != 'INV-3' && @.total >= 2)].id").values).toEqual(['INV-1', 'INV-2']);
    expect(find('$.emails[*].subject').values).toEqual(['Invoice', 'Receipt']);
    expect(find('$.items[-1:]').values).toEqual([document.items[2]]);
    expect(find('$.items[:1].id').values).toEqual(['INV-1']);
    expect(find("$['items'][0]['id']").values).toEqual(['INV-1']);
  });

  it('CHECK-14 a null document is a value; no document has none', () => {
    expect(find('$', null).values).toEqual([null]);
    expect(find('$.a', null).values).toEqual([]);
    const root = readCheckPath('$');
    expect(root.ok && findValues(root.path, undefined)).toEqual({ ok: true, values: [] });
  });

  it('CHECK-14 match() with a pattern that backtracks for ever is stopped, not left to hang the harness', () => {
    const reading = readCheckPath("$[?match(@, '(a+)+')]");
    if (!reading.ok) throw new Error(reading.problem.reason);
    expect(findValues(reading.path, [`${'a'.repeat(40)}b`])).toEqual({ ok: false, reason: 'the path took longer than 1000 ms to evaluate' });
  });
});

describe("flowgate's trailing .length (CHECK-03)", () => {
  it('CHECK-03 counts the items of a list and the characters of a text', () => {
    expect(find('$.items.length')).toEqual({ singular: true, values: [3] });
    expect(find('$.text.length').values).toEqual([5]);
    expect(find('$.length', [1, 2]).values).toEqual([2]);
    expect(find('$.emails[*].to.length')).toEqual({ singular: false, values: [1, 2] });
  });

  it('CHECK-03 an object with a length member gives that member, as the standard reads it; other values have no length', () => {
    expect(find('$.box.length').values).toEqual(['long']);
    expect(find('$.outcome.missing.length').values).toEqual([]);
    expect(find('$.items[0].total.length').values).toEqual([]);
  });

  it("CHECK-03 CHECK-14 only a trailing .length counts: ['length'] and ..length are the standard's member named length", () => {
    expect(find("$.items['length']").values).toEqual([]);
    expect(find('$..length').values).toEqual(['long']);
  });
});

describe('paths that are not RFC 9535 JSONPath (CHECK-15)', () => {
  it.each([
    ['$.emails[0.text', "unexpected token '.' in bracketed selection (at character 11)"],
    ['$..', '`..` must be followed by a name, `*` or brackets (at character 4)'],
    ['$.a.', 'a path cannot end with `.` (at character 5)'],
    ['$ ', 'unexpected character (blank space may stand only between segments) (at character 3)'],
    ["$[?match(@.a, 'x') == true]", 'result of match() is not comparable (at character 4)'],
    ['$[0 2]', 'expected token comma, found index (at character 5)'],
  ])('CHECK-15 %s is refused, saying where it breaks', (path, reason) => {
    expect(checkPathProblem(path)).toBe(`is not RFC 9535 JSONPath: ${reason}`);
  });

  it.each([
    ['$.items[?(@.total === 1)]', '`===` is not JSONPath; write `==`', 19],
    ['$.items[?(@.total !== 1)]', '`!==` is not JSONPath; write `!=`', 19],
    ['$.items[(@.length-1)]', '`[(@.length-1)]` is a script expression; write `[-1]`', 8],
    ['$.items[(@.length - 2)].id', '`[(@.length-2)]` is a script expression; write `[-2]`', 8],
    ['$.items[(1+1)]', 'is a script expression, which JSONPath does not have', 8],
    ['$.items[?(@.id =~ /INV/)]', "`=~` is not JSONPath; write `search(@.name, 'pattern')`", 16],
    ["$.emails[?(@.subject.startsWith('Inv'))]", '`.startsWith(…)` is JavaScript, not JSONPath', 21],
    ["$.items[?(@property == 'id')]", '`@property` is a jsonpath-plus extension, not JSONPath', 11],
    ['$.items[?(@.total > @root.min)]', '`@root` is not JSONPath; write `$`', 21],
    ['$.items[0]^', '`^` (the parent) is a jsonpath-plus extension', 11],
    ['$.items[0].*~', '`~` (member names) is a jsonpath-plus extension', 13],
    ['items[0].id', 'a check path starts with `$`', 1],
    ['$.items.0.id', "a dotted name cannot start with a digit; write `[0]` for an index or `['0']` for a name", 8],
    ['$[items]', "a name in brackets is quoted; write `['items']`", 2],
    ['$.odd.content-type', "`-` cannot be part of a dotted name; write `['content-type']`", 7],
    ['$.emails[?(@.to.length > 1)]', "inside a filter `.length` is a member named length; to count, write `length(@.to)`; for the member, write `@.to['length']`", 16],
  ])('CHECK-15 the old spelling %s is refused with the standard one', (path, advice, character) => {
    const problem = checkPathProblem(path);
    expect(problem).toContain(advice);
    expect(problem).toMatch(new RegExp(`\\(at character ${character}\\)$`));
  });

  it('CHECK-15 old spellings inside quoted names and texts are data, not syntax', () => {
    expect(find("$.items[?@.id == 'a===b' || @.id == '[(@.length-1)]']").values).toEqual([]);
    expect(find("$.odd['content-type']").values).toEqual(['text/plain']);
  });

  it('CHECK-15 the reason is one line whatever the path holds', () => {
    const problem = checkPathProblem('$..\na');
    expect(problem).toBeDefined();
    expect(problem).not.toMatch(/[\n\r]/);
    expect(problem).toContain('\\u000a');
  });

  it('CHECK-15 absurd nesting is refused, not thrown', () => {
    expect(checkPathProblem(`$[?${'('.repeat(20_000)}@.a${')'.repeat(20_000)}]`)).toMatch(/^is not RFC 9535 JSONPath: /);
  });
});

describe('the intake reads check paths (CHECK-15)', () => {
  const problems = (expect: Parameters<typeof expectProblems>[0]) => expectProblems(expect).map(({ at, message }) => ({ path: formatPath(at), message }));

  it('CHECK-15 a payload path that does not parse makes the case invalid, naming the field and the character', () => {
    expect(problems({ outcome: 'success', payload: [{ path: '$.outcome', equals: 'success' }, { path: '$.emails[0.text', exists: true }] })).toEqual([
      { path: 'expect.payload[1].path', message: "is not RFC 9535 JSONPath: unexpected token '.' in bracketed selection (at character 11)" },
    ]);
    expect(problems({ outcome: 'success', payload: { path: '$..', exists: true } }).map((p) => p.path)).toEqual(['expect.payload.path']);
  });

  it('CHECK-15 a step check path is read too; a step check without a path reads $', () => {
    expect(problems({ outcome: 'success', step_outputs: [{ step: 'a', path: '$.result[(@.length-1)]', equals: 1 }, { step: 'a', equals: 2 }] })).toEqual([
      { path: 'expect.step_outputs[0].path', message: 'is not RFC 9535 JSONPath: `[(@.length-1)]` is a script expression; write `[-1]` (at character 9)' },
    ]);
  });

  it('CHECK-14 standard paths and the trailing .length are fine', () => {
    expect(problems({ outcome: 'success', payload: [{ path: "$.emails[?@.to[0]=='x@y.example'].subject", exists: true }, { path: '$.artifacts.length', equals: 0 }] })).toEqual([]);
  });
});
