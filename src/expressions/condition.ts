import { collectReferences, compileNode, emptyReferences } from './compile.js';
import { ExpressionSyntaxError } from './errors.js';
import { parseExpression } from './parser.js';
import { registerReferences } from './reference-registry.js';
import type { ExpressionScope } from './scope.js';
import { scanTemplate } from './template.js';
import { isTruthy } from './values.js';

export interface CompiledCondition {
  readonly source: string;
  evaluate(scope: ExpressionScope): boolean;
}

/**
 * For `if:`: either one `${{ expr }}` (whitespace around it allowed) or a bare `expr`,
 * GitHub Actions style; the value counts by the truth rules (WF-17). Text mixing
 * `${{ }}` with anything else is refused: as a template it would always be non-empty
 * text, hence always true, which is never what the author meant.
 */
export function compileCondition(text: string): CompiledCondition {
  const spans = scanTemplate(text);
  let start = 0;
  let end = text.length;
  if (spans.length > 0) {
    const first = spans[0]!;
    const outside = text.slice(0, first.start) + text.slice(first.end);
    if (spans.length > 1 || outside.trim() !== '') {
      const offset = spans.length > 1 ? spans[1]!.start : text.slice(0, first.start).trim() !== '' ? 0 : first.end;
      throw new ExpressionSyntaxError("a condition is one '${{ … }}' expression or a bare expression, not text around one", offset);
    }
    start = first.innerStart;
    end = first.innerEnd;
  } else if (text.trim() === '') {
    throw new ExpressionSyntaxError('empty condition', 0);
  }
  const node = parseExpression(text, start, end);
  const refs = emptyReferences();
  collectReferences(node, refs);
  const evaluator = compileNode(node);
  const compiled: CompiledCondition = { source: text, evaluate: (scope) => isTruthy(evaluator(scope)) };
  registerReferences(compiled, refs);
  return compiled;
}
