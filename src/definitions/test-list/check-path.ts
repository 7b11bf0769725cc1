/**
 * Check paths (CHECK-14, CHECK-15, CHECK-03): JSONPath as RFC 9535 defines it, read by
 * json-p3, plus flowgate's two additions:
 * - a trailing `.length` gives, for each value the path before it finds, its length: the
 *   item count of a list, the character count of a text, or, for an object that really has
 *   a `length` member, that member (as RFC 9535 reads it); anything else gives no value;
 * - a singular query (names and indices only) yields one value, any other the list of
 *   what it finds. Deciding by the path, not by how many values turned up, keeps a check's
 *   meaning from changing with the data.
 *
 * The intake reads every check path when it reads a case, so a path that does not parse
 * makes the case invalid before anything runs; the harness evaluates the path it read.
 * json-p3 was picked by measurement: it passes all 703 selectors of the JSONPath
 * Compliance Test Suite (jsonpath-rfc9535 1.3.0: 662, jsonpath-plus 11.3.0: 129). Where it
 * is more lenient than the RFC (a `-` inside a dotted name) the path is refused here, and
 * spellings that other JSONPath libraries read (jsonpath-plus's JavaScript filters, `===`,
 * script expressions) are refused with the standard spelling.
 */
import vm from 'node:vm';
import { jsonpath, type JSONPathQuery } from 'json-p3';

const { expressions, selectors, JSONPathEnvironment, JSONPathError, TokenKind } = jsonpath;
type FilterExpression = jsonpath.expressions.FilterExpression;

/** Nesting `..` walks into before giving up; far past the 64 levels a JSON value may have. */
const MAX_DESCENT_DEPTH = 1024;

/** A path can call match() and search() with a pattern that backtracks for ever. */
export const PATH_TIME_LIMIT_MS = 1000;

const environment = new JSONPathEnvironment({ maxRecursionDepth: MAX_DESCENT_DEPTH });

/** A check path that parsed. */
export interface CheckPath {
  /** A singular query (names and indices only): the check tests its one value, if any. */
  readonly singular: boolean;
  /** Ends in flowgate's `.length`: each value the query finds gives its length. */
  readonly counts: boolean;
  /** The RFC 9535 query; without the trailing `.length` when `counts`. */
  readonly query: JSONPathQuery;
  /** Calls match() or search(): evaluated under a time limit. */
  readonly searchesText: boolean;
}

/** Why a path does not parse and where: `character` counts from 1. */
export interface CheckPathProblem {
  readonly reason: string;
  readonly character: number;
}

export type CheckPathReading = { ok: true; path: CheckPath } | { ok: false; problem: CheckPathProblem };

/**
 * Spellings other JSONPath dialects (mostly jsonpath-plus, which flowgate used before)
 * accept and RFC 9535 does not, each with the standard spelling. They are looked for
 * outside quoted strings, and only in a path that does not parse.
 */
const OTHER_DIALECTS: ReadonlyArray<{ pattern: RegExp; advice: (match: RegExpExecArray) => string }> = [
  { pattern: /===/, advice: () => '`===` is not JSONPath; write `==`' },
  { pattern: /!==/, advice: () => '`!==` is not JSONPath; write `!=`' },
  { pattern: /\[\s*\(\s*@\.length\s*-\s*(\d+)\s*\)\s*\]/, advice: (m) => `\`[(@.length-${m[1]})]\` is a script expression; write \`[-${m[1]}]\`` },
  { pattern: /\[\s*\(/, advice: () => '`[(…)]` is a script expression, which JSONPath does not have; write an index such as `[-1]`, a slice or a filter `[?…]`' },
  { pattern: /=~/, advice: () => "`=~` is not JSONPath; write `search(@.name, 'pattern')`, or `match(…)` for a whole-text match" },
  { pattern: /@root\b/, advice: () => '`@root` is not JSONPath; write `$`' },
  { pattern: /@(parentProperty|property|parent|path)\b/, advice: (m) => `\`@${m[1]}\` is a jsonpath-plus extension, not JSONPath` },
  {
    pattern: /\.\s*([A-Za-z_]\w*)\s*\(/,
    advice: (m) => `\`.${m[1]}(…)\` is JavaScript, not JSONPath; filters have the functions length(), count(), match(), search() and value()`,
  },
  { pattern: /\^/, advice: () => '`^` (the parent) is a jsonpath-plus extension, not JSONPath' },
  { pattern: /~/, advice: () => '`~` (member names) is a jsonpath-plus extension, not JSONPath' },
  { pattern: /^[^$\s]/, advice: () => 'a check path starts with `$`, the document checked (e.g. `$.a.b`)' },
  { pattern: /(?<=[A-Za-z_\]*])\.\s*(\d+)/, advice: (m) => `a dotted name cannot start with a digit; write \`[${m[1]}]\` for an index or \`['${m[1]}']\` for a name` },
  { pattern: /\[\s*([A-Za-z_][\w-]*)\s*\]/, advice: (m) => `a name in brackets is quoted; write \`['${m[1]}']\`` },
];

/** json-p3's wording where it is jargon or names its own tokens. */
const REWORDED: ReadonlyArray<[RegExp, (match: string, ...groups: string[]) => string]> = [
  [/^bald descendant segment$/, () => '`..` must be followed by a name, `*` or brackets'],
  [/^can't backup beyond start$/, () => 'a path cannot end with `.`'],
  [/^unexpected token 'TOKEN_ERROR'$/, () => 'unexpected character (blank space may stand only between segments)'],
  [/'TOKEN_([A-Z_]+)'/g, (_, kind = '') => kind.toLowerCase().replaceAll('_', ' ')],
  [/at index (\d+)/g, (_, index = '0') => `at character ${Number(index) + 1}`],
  // One line whatever the path holds: a control character in a quoted token is escaped.
  [/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`],
];

/** The path with quoted strings blanked out, so dialect spellings inside names and literals are not taken for syntax. */
function outsideStrings(text: string): string {
  return text.replace(/'(?:[^'\\]|\\.)*'?|"(?:[^"\\]|\\.)*"?/gs, (quoted) => quoted[0] + ' '.repeat(Math.max(0, quoted.length - 1)));
}

function otherDialect(text: string): CheckPathProblem | undefined {
  const scanned = outsideStrings(text);
  for (const { pattern, advice } of OTHER_DIALECTS) {
    const match = pattern.exec(scanned);
    if (match) return { reason: advice(match), character: match.index + 1 };
  }
  return undefined;
}

function libraryProblem(error: unknown, text: string): CheckPathProblem {
  if (!(error instanceof JSONPathError)) {
    // A stack overflow on absurd nesting is the only other way json-p3 fails to parse.
    return { reason: error instanceof RangeError ? 'the path is nested too deeply' : 'the path cannot be read', character: 1 };
  }
  // json-p3 ends its message with a quote of the path around the error: the position says that.
  let reason = error.message.replace(/ \('[\s\S]*':\d+\)$/, '');
  for (const [pattern, replacement] of REWORDED) reason = reason.replace(pattern, replacement);
  return { reason, character: Math.min(error.token.index, text.length) + 1 };
}

/** The expression and every expression inside it, down into the filters of its queries. */
function* within(expression: FilterExpression): Generator<FilterExpression> {
  yield expression;
  if (expression instanceof expressions.FilterQuery) yield* filterExpressions(expression.path);
  else if (expression instanceof expressions.InfixExpression) {
    yield* within(expression.left);
    yield* within(expression.right);
  }
  else if (expression instanceof expressions.PrefixExpression) yield* within(expression.right);
  else if (expression instanceof expressions.LogicalExpression) yield* within(expression.expression);
  else if (expression instanceof expressions.FunctionExtension) for (const arg of expression.args) yield* within(arg);
}

/** Every filter expression of the query, nested ones included. */
function* filterExpressions(query: JSONPathQuery): Generator<FilterExpression> {
  for (const segment of query.segments) {
    for (const selector of segment.selectors) if (selector instanceof selectors.FilterSelector) yield* within(selector.expression);
  }
}

/** The query and the queries inside its filters. */
function queriesIn(query: JSONPathQuery): JSONPathQuery[] {
  return [query, ...[...filterExpressions(query)].flatMap((expression) => (expression instanceof expressions.FilterQuery ? [expression.path] : []))];
}

/** The last segment is `.length` written as a child shorthand (not `['length']`, not `..length`). */
function endsInShorthandLength(query: JSONPathQuery): boolean {
  const last = query.segments.at(-1);
  return last !== undefined && last.token.kind === TokenKind.NAME && last.token.value === 'length';
}

/** What json-p3 reads but RFC 9535 refuses, or means otherwise than the old checks did. */
function beyondTheStandard(query: JSONPathQuery, text: string): CheckPathProblem | undefined {
  const dashed = queriesIn(query)
    .flatMap((each) => each.segments.flatMap((segment) => segment.selectors))
    .find((selector) => selector instanceof selectors.NameSelector && selector.token.kind === TokenKind.NAME && selector.name.includes('-'));
  if (dashed) {
    return { reason: `\`-\` cannot be part of a dotted name; write \`['${dashed.token.value}']\``, character: dashed.token.index + 1 };
  }
  const lengthInFilter = [...filterExpressions(query)].find((expression) => expression instanceof expressions.FilterQuery && endsInShorthandLength(expression.path));
  if (lengthInFilter instanceof expressions.FilterQuery) {
    // jsonpath-plus read `@.items.length` as JavaScript; RFC 9535 reads a member named length.
    const dot = text.lastIndexOf('.', lengthInFilter.path.segments.at(-1)!.token.index);
    const counted = text.slice(lengthInFilter.token.index, dot).trim();
    return {
      reason: `inside a filter \`.length\` is a member named length; to count, write \`length(${counted})\`; for the member, write \`${counted}['length']\``,
      character: dot + 1,
    };
  }
  return undefined;
}

/** match() and search() run a regular expression from the path, which can backtrack for ever. */
function searchesText(query: JSONPathQuery): boolean {
  return [...filterExpressions(query)].some((expression) => expression instanceof expressions.FunctionExtension && ['match', 'search'].includes(expression.name));
}

/** Parses a check path; a problem says why it is not a check path and where. */
export function readCheckPath(text: string): CheckPathReading {
  let query: JSONPathQuery;
  try {
    query = environment.compile(text);
  } catch (error) {
    return { ok: false, problem: otherDialect(text) ?? libraryProblem(error, text) };
  }
  const problem = beyondTheStandard(query, text);
  if (problem) return { ok: false, problem };
  const counts = endsInShorthandLength(query);
  const base = counts ? new jsonpath.JSONPathQuery(environment, query.segments.slice(0, -1)) : query;
  return { ok: true, path: { singular: query.singularQuery(), counts, query: base, searchesText: searchesText(query) } };
}

/** "`===` is not JSONPath; write `==` (at character 12)" */
export function describeProblem(problem: CheckPathProblem): string {
  return `${problem.reason} (at character ${problem.character})`;
}

/** The one-line reason a path is not a check path (CHECK-15), or undefined when it is one. */
export function checkPathProblem(text: string): string | undefined {
  const reading = readCheckPath(text);
  return reading.ok ? undefined : `is not RFC 9535 JSONPath: ${describeProblem(reading.problem)}`;
}

function lengthOf(value: unknown): { has: true; length: unknown } | { has: false } {
  if (Array.isArray(value) || typeof value === 'string') return { has: true, length: value.length };
  if (value !== null && typeof value === 'object' && Object.hasOwn(value, 'length')) {
    return { has: true, length: (value as Record<string, unknown>).length };
  }
  return { has: false };
}

export type Finding = { ok: true; values: unknown[] } | { ok: false; reason: string };

let watchdog: vm.Context | undefined;
const QUERY = new vm.Script('run()');

/** Runs the query; one that searches text runs under a time limit, which V8 enforces even inside a regular expression. */
function run(path: CheckPath, document: unknown): unknown[] {
  const query = () => path.query.query(document as Parameters<JSONPathQuery['query']>[0]).values();
  // The watchdog costs a thread per run (about half a millisecond): only a regular expression needs it.
  if (!path.searchesText) return query();
  watchdog ??= vm.createContext({ run: undefined });
  watchdog.run = query;
  try {
    return QUERY.runInContext(watchdog, { timeout: PATH_TIME_LIMIT_MS }) as unknown[];
  } finally {
    watchdog.run = undefined;
  }
}

/** Every value the path finds in the document, in document order. */
export function findValues(path: CheckPath, document: unknown): Finding {
  // A step without outputs has none: not even `$` finds a value.
  if (document === undefined) return { ok: true, values: [] };
  let found: unknown[];
  try {
    found = run(path, document);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      return { ok: false, reason: `the path took longer than ${PATH_TIME_LIMIT_MS} ms to evaluate` };
    }
    return { ok: false, reason: error instanceof Error ? (error.message.split('\n')[0] ?? 'unknown error') : String(error) };
  }
  if (!path.counts) return { ok: true, values: found };
  return { ok: true, values: found.map(lengthOf).flatMap((measured) => (measured.has ? [measured.length] : [])) };
}
