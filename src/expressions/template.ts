import { collectReferences, compileNode, emptyReferences, type Evaluator } from './compile.js';
import { ExpressionSyntaxError } from './errors.js';
import { parseExpression } from './parser.js';
import { registerReferences } from './reference-registry.js';
import type { ExpressionScope } from './scope.js';
import { toText } from './values.js';

export interface CompiledTemplate {
  /** True when the text holds no `${{`: evaluation returns the text itself. */
  readonly constant: boolean;
  readonly source: string;
  evaluate(scope: ExpressionScope): unknown;
}

const OPEN = '${{';
const CLOSE = '}}';

/** True when the text contains `${{`, i.e. is not a plain constant. */
export function hasExpression(text: string): boolean {
  return text.includes(OPEN);
}

/** One `${{ … }}` found in a template: where it sits and where its expression text is. */
export interface ExpressionSpan {
  /** Offset of `${{`. */
  readonly start: number;
  /** Offset just past `}}`. */
  readonly end: number;
  readonly innerStart: number;
  readonly innerEnd: number;
}

/**
 * Finds every `${{ … }}`. The closing `}}` is the first one outside a quoted text
 * literal, so `${{ format('}}', x) }}` is one expression.
 */
export function scanTemplate(text: string): ExpressionSpan[] {
  const spans: ExpressionSpan[] = [];
  let from = 0;
  for (;;) {
    const start = text.indexOf(OPEN, from);
    if (start < 0) return spans;
    const innerStart = start + OPEN.length;
    let at = innerStart;
    let quoteAt = -1;
    for (;;) {
      if (at >= text.length) {
        if (quoteAt >= 0) throw new ExpressionSyntaxError('unterminated text literal (missing closing quote)', quoteAt);
        throw new ExpressionSyntaxError("unterminated '${{' (missing '}}')", start);
      }
      const c = text[at];
      if (quoteAt >= 0) {
        // `''` inside a literal is a quote: closing and reopening gives the same result.
        if (c === "'") quoteAt = -1;
        at++;
      } else if (c === "'") {
        quoteAt = at++;
      } else if (c === '}' && text[at + 1] === '}') {
        break;
      } else {
        at++;
      }
    }
    spans.push({ start, end: at + CLOSE.length, innerStart, innerEnd: at });
    from = at + CLOSE.length;
  }
}

/**
 * Compiles a string that may hold `${{ … }}`. Exactly one expression and nothing
 * around it yields the value with its type (EXPR-01); otherwise each value is inserted
 * as text (EXPR-02..04). Syntax errors carry the offset into `text`.
 */
export function compileTemplate(text: string): CompiledTemplate {
  const refs = emptyReferences();
  const spans = scanTemplate(text);
  let compiled: CompiledTemplate;
  if (spans.length === 0) {
    compiled = { constant: true, source: text, evaluate: () => text };
  } else {
    const evaluators = spans.map((span) => {
      const node = parseExpression(text, span.innerStart, span.innerEnd);
      collectReferences(node, refs);
      return compileNode(node);
    });
    const only = spans[0]!;
    if (spans.length === 1 && only.start === 0 && only.end === text.length) {
      compiled = { constant: false, source: text, evaluate: evaluators[0]! };
    } else {
      compiled = { constant: false, source: text, evaluate: interpolate(text, spans, evaluators) };
    }
  }
  registerReferences(compiled, refs);
  return compiled;
}

function interpolate(text: string, spans: readonly ExpressionSpan[], evaluators: readonly Evaluator[]): Evaluator {
  // literals[i] precedes evaluators[i]; the last literal follows the last expression.
  const literals: string[] = [];
  let from = 0;
  for (const span of spans) {
    literals.push(text.slice(from, span.start));
    from = span.end;
  }
  const tail = text.slice(from);
  return (scope) => {
    let out = '';
    for (let i = 0; i < evaluators.length; i++) out += literals[i]! + toText(evaluators[i]!(scope));
    return out + tail;
  };
}
