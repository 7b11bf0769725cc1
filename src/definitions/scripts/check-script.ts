/**
 * Save-time checks of a script (CTX-03..06, TRANSFORM-04, TRANSFORM-05): syntax, the
 * constructs scripts may not use, credentials written into the code, and `${{ }}` in a
 * transform. Best effort by design: the sandbox enforces the same bans at run time.
 * Loads without the sandbox (`flowgate validate` never starts one).
 */
import { Script } from 'node:vm';
import { credentialsInText, literalSecretRule } from '../../credentials/index.js';
import type { ScriptMode } from '../../engine/scripts.js';
import { SCRIPT_FILENAME, scriptColumn, wrapScript } from '../../shared/script-wrapper.js';
import { tokenize, type Token } from './js-tokens.js';

export type ScriptIssueCode = 'script_forbidden' | 'script_syntax' | 'script_secret' | 'script_expression';

export interface ScriptIssue {
  line: number;
  col?: number;
  code: ScriptIssueCode;
  message: string;
}

export function checkScript(code: string, mode: ScriptMode): ScriptIssue[] {
  const issues: ScriptIssue[] = [];
  if (mode === 'transform') {
    if (code.trim() === '') issues.push({ line: 1, code: 'script_syntax', message: 'the script is empty; write the body of a function that receives `input`' });
    issues.push(...expressionIssues(code));
  }
  const { tokens, error } = tokenize(code);
  const forbidden = forbiddenIssues(tokens);
  issues.push(...forbidden);
  // V8 accepts `return 1 }); (function () {` inside the wrapper; the tokenizer does not.
  const unbalanced = error?.unbalanced ? { line: error.line, col: error.col, code: 'script_syntax' as const, message: `syntax error: ${error.message}` } : undefined;
  const syntax = syntaxIssue(code, mode) ?? unbalanced;
  // `import x from 'y'` is also a syntax error; the ban says more than the parser does.
  if (syntax && !forbidden.some((issue) => issue.line === syntax.line)) issues.push(syntax);
  issues.push(...secretIssues(code, tokens));
  return issues.sort((a, b) => a.line - b.line || (a.col ?? 0) - (b.col ?? 0));
}

/** TRANSFORM-05: expressions are never substituted into a transform; data comes in through `input`. */
function expressionIssues(code: string): ScriptIssue[] {
  const issues: ScriptIssue[] = [];
  code.split('\n').forEach((text, index) => {
    const at = text.indexOf('${{');
    if (at >= 0) {
      issues.push({
        line: index + 1,
        col: at + 1,
        code: 'script_expression',
        message: 'a transform script cannot contain `${{ }}`; pass the value in through `input` and read it as `input`',
      });
    }
  });
  return issues;
}

/** Compiles without running, in the host's own V8: parsing executes nothing. */
function syntaxIssue(code: string, mode: ScriptMode): ScriptIssue | undefined {
  try {
    new Script(wrapScript(code, mode), { filename: SCRIPT_FILENAME });
    return undefined;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const stackLines = String(error.stack ?? '').split('\n');
    const where = /^script\.js:(\d+)$/.exec(stackLines[0] ?? '');
    const lastLine = code.split('\n').length;
    const line = Math.min(where ? Number(where[1]) : 1, lastLine);
    const caret = (stackLines[2] ?? '').indexOf('^');
    const col = where && Number(where[1]) <= lastLine && caret >= 0 ? scriptColumn(line, caret + 1, mode) : undefined;
    return { line, ...(col === undefined ? {} : { col }), code: 'script_syntax', message: `syntax error: ${error.message}` };
  }
}

interface TokenView {
  tokens: Token[];
  at(index: number): Token | undefined;
}

type ForbiddenRule = (index: number, view: TokenView) => string | undefined;

const isPunct = (token: Token | undefined, value: string): boolean => token?.kind === 'punct' && token.value === value;
const isName = (token: Token | undefined, value: string): boolean => token?.kind === 'name' && token.value === value;
const afterDot = (index: number, view: TokenView): boolean => isPunct(view.at(index - 1), '.') || isPunct(view.at(index - 1), '?.');
/** `{ import: 1 }`, `{ eval: x }`: a property name, not a use. */
const isObjectKey = (index: number, view: TokenView): boolean =>
  isPunct(view.at(index + 1), ':') && (isPunct(view.at(index - 1), '{') || isPunct(view.at(index - 1), ','));
/** `x['eval']`: a string used as a property name. */
const isBracketKey = (index: number, view: TokenView): boolean =>
  isPunct(view.at(index - 1), '[') && isPunct(view.at(index + 1), ']');

/** `.constructor` or `['constructor']` at `index`; returns the index after it, or -1. */
function constructorAccessEnd(index: number, view: TokenView): number {
  const token = view.at(index);
  if ((isPunct(token, '.') || isPunct(token, '?.')) && isName(view.at(index + 1), 'constructor')) return index + 2;
  if (isPunct(token, '[') && view.at(index + 1)?.kind === 'string' && view.at(index + 1)?.value === 'constructor' && isPunct(view.at(index + 2), ']')) {
    return index + 3;
  }
  return -1;
}

/** Whether `.constructor` / `['constructor']` ends right before `index` (reported once, as the pair). */
function followsConstructorAccess(index: number, view: TokenView): boolean {
  return [index - 2, index - 3].some((start) => constructorAccessEnd(start, view) === index);
}

/** Whether the member chain ending before `index` starts with `new` (`new this.constructor(x)`). */
function chainFollowsNew(index: number, view: TokenView): boolean {
  let at = index - 1;
  while (at >= 0) {
    const token = view.at(at)!;
    if (token.kind === 'name' && !isName(token, 'new')) at--;
    else if (isPunct(token, '.') || isPunct(token, '?.')) at--;
    else break;
  }
  return isName(view.at(at), 'new');
}

/** Names of the global object: `globalThis.eval` is eval, `cache.eval` is not. */
const GLOBAL_NAMES = new Set(['globalThis', 'this', 'self', 'window', 'global']);

/** Each rule says why the token at `index` is refused, or nothing (CTX-02..05). */
const FORBIDDEN_RULES: readonly ForbiddenRule[] = [
  (index, view) => {
    const token = view.at(index);
    if (!isName(token, 'import') || afterDot(index, view) || isObjectKey(index, view)) return undefined;
    return '`import` is not available in scripts; data comes in through `ctx` (or `input`)';
  },
  (index, view) => {
    if (!isName(view.at(index), 'require') || afterDot(index, view) || !isPunct(view.at(index + 1), '(')) return undefined;
    return '`require` is not available in scripts; data comes in through `ctx` (or `input`)';
  },
  (index, view) => {
    const token = view.at(index);
    const onGlobal = !afterDot(index, view) || GLOBAL_NAMES.has(view.at(index - 2)?.value ?? '');
    const named = isName(token, 'eval') && onGlobal && !isObjectKey(index, view);
    const keyed = token?.kind === 'string' && token.value === 'eval' && isBracketKey(index, view);
    return named || keyed ? '`eval` is not available in scripts' : undefined;
  },
  (index, view) => {
    const token = view.at(index);
    const named = isName(token, 'Function') && (isPunct(view.at(index + 1), '(') || isName(view.at(index - 1), 'new'));
    const keyed = token?.kind === 'string' && token.value === 'Function' && isBracketKey(index, view);
    return named || keyed ? 'the `Function` constructor is not available in scripts' : undefined;
  },
  (index, view) => {
    const end = constructorAccessEnd(index, view);
    if (end < 0) return undefined;
    if (constructorAccessEnd(end, view) >= 0) return '`.constructor.constructor` reaches the `Function` constructor, which is not available in scripts';
    if (isPunct(view.at(end), '(') && !chainFollowsNew(index, view) && !followsConstructorAccess(index, view)) {
      return 'calling `.constructor(...)` reaches the `Function` constructor, which is not available in scripts';
    }
    return undefined;
  },
];

function forbiddenIssues(tokens: Token[]): ScriptIssue[] {
  const view: TokenView = { tokens, at: (index) => (index >= 0 ? tokens[index] : undefined) };
  const issues: ScriptIssue[] = [];
  for (let index = 0; index < tokens.length; index++) {
    for (const rule of FORBIDDEN_RULES) {
      const message = rule(index, view);
      if (message) {
        const token = tokens[index]!;
        issues.push({ line: token.line, col: token.col, code: 'script_forbidden', message });
      }
    }
  }
  return issues;
}

/**
 * CTX-06: credential formats anywhere in the text, and literals given to secret-looking
 * names (the rules are src/credentials', shared with the scan of test data).
 */
function secretIssues(code: string, tokens: Token[]): ScriptIssue[] {
  const found = new Map<number, string>();
  for (const { line, rule, description } of credentialsInText(code)) {
    found.set(line, `the script contains a credential (${description}, rule ${rule}); read it from \`ctx.secrets\` instead`);
  }
  for (const { line, name } of literalsGivenToSecretNames(tokens)) {
    if (!found.has(line)) found.set(line, `\`${name}\` is given a literal value; read it from \`ctx.secrets\` instead`);
  }
  return [...found].map(([line, message]) => ({ line, code: 'script_secret' as const, message }));
}

const ASSIGNMENT = new Set(['=', ':', '||=', '??=']);
/** What may follow a literal that is the whole value (not `'Bearer ' + token`). */
const VALUE_END = new Set([',', ';', '}', ')', ']']);

/**
 * `password = '…'`, `{ apiKey: '…' }`, `headers['X-Api-Key'] = '…'`, `'client_secret': '…'`
 * (which names and literals count: `literalSecretRule`).
 */
function literalsGivenToSecretNames(tokens: Token[]): { line: number; name: string }[] {
  const found: { line: number; name: string }[] = [];
  tokens.forEach((token, index) => {
    if (token.kind !== 'name' && token.kind !== 'string') return;
    // A quoted name counts as a key only in `{ 'k': … }` or `x['k'] = …`.
    let assignAt = index + 1;
    if (token.kind === 'string' && isPunct(tokens[index + 1], ']')) assignAt = index + 2;
    const assign = tokens[assignAt];
    if (assign?.kind !== 'punct' || !ASSIGNMENT.has(assign.value)) return;
    const value = tokens[assignAt + 1];
    if (value?.kind !== 'string' && value?.kind !== 'template') return;
    // A template with `${…}` is built from other values.
    if (value.kind === 'template' && isPunct(tokens[assignAt + 2], '${')) return;
    const after = tokens[assignAt + 2];
    if (after && !(after.kind === 'punct' && VALUE_END.has(after.value)) && after.line === value.line) return;
    if (literalSecretRule(token.value, value.value) !== null) found.push({ line: value.line, name: token.value });
  });
  return found;
}
