/**
 * Compiling a template once (syntax, places of values, size and nesting limits) so it
 * can be rendered many times; compiled templates are cached by their text.
 */
import { checkValuePlaces } from './check-places.js';
import type { TemplateIssue } from './issues.js';
import { Renderer, prepareText, type PreparedText } from './render.js';
import { parseTemplate, type TemplateNode } from './syntax.js';

export const MAX_TEMPLATE_BYTES = 512 * 1024;
const CACHE_SIZE = 32;

export interface CompiledTemplate {
  /** The HTML for `data` (an object; anything else reads as having no values). */
  render(data: unknown): string;
}

export interface CompileResult {
  /** Present only when there are no issues. */
  template?: CompiledTemplate;
  issues: TemplateIssue[];
}

const cache = new Map<string, CompileResult>();

/** Line where the text passes the size limit (TPL-29), or undefined when it stays under. */
function lineOverLimit(source: string): number | undefined {
  if (source.length <= MAX_TEMPLATE_BYTES / 3) return undefined;
  if (Buffer.byteLength(source, 'utf8') <= MAX_TEMPLATE_BYTES) return undefined;
  let bytes = 0;
  let line = 1;
  for (const char of source) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (bytes > MAX_TEMPLATE_BYTES) return line;
    if (char === '\n') line++;
  }
  return line;
}

function prepareTexts(nodes: readonly TemplateNode[], texts: WeakMap<object, PreparedText>): void {
  for (const node of nodes) {
    if (node.kind === 'text') texts.set(node, prepareText(node.text));
    else if (node.kind === 'each') prepareTexts(node.body, texts);
    else if (node.kind === 'if') {
      prepareTexts(node.then, texts);
      prepareTexts(node.otherwise, texts);
    }
  }
}

function compileUncached(source: string): CompileResult {
  const overLine = lineOverLimit(source);
  if (overLine !== undefined) return { issues: [{ line: overLine, message: 'the template is larger than 512 KB' }] };
  const { nodes, issues } = parseTemplate(source);
  if (issues.length > 0) return { issues };
  const placeIssues = checkValuePlaces(nodes);
  if (placeIssues.length > 0) return { issues: placeIssues };
  const texts = new WeakMap<object, PreparedText>();
  prepareTexts(nodes, texts);
  return { template: { render: (data) => new Renderer(data, texts).render(nodes) }, issues: [] };
}

/** Save-time checks and compilation (TPL-12..20, 28..30); cached by source text. */
export function compileTemplate(source: string): CompileResult {
  const cached = cache.get(source);
  if (cached) {
    // Refresh its place as the most recently used.
    cache.delete(source);
    cache.set(source, cached);
    return { ...cached, issues: [...cached.issues] };
  }
  const result = compileUncached(source);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(source, result);
  return { ...result, issues: [...result.issues] };
}

/** The problems of one file under `templates/`, for `flowgate validate` (CLI-20). */
export function checkTemplateFile(source: string): TemplateIssue[] {
  return compileTemplate(source).issues;
}
