/**
 * The template language's syntax (built-in-actions.md §2): `{{ path }}`, `{{#each path}}`,
 * `{{#if path}}`, `{{else}}`, `{{/each}}`, `{{/if}}`. Parsing gives a block tree and
 * the syntax issues, each naming its line (TPL-28); nesting is limited (TPL-30).
 */
import type { TemplateIssue } from './issues.js';

export const MAX_NESTING = 16;

/** `{{ customer.name }}`, `{{ this.lines }}`, `{{ @index }}`, `{{ rows.0.id }}`. */
export interface ValuePath {
  /** `data`: a bare name, always the top-level data (TPL-23); `this`: the loop item; `index`: `@index`. */
  readonly root: 'data' | 'this' | 'index';
  readonly parts: readonly string[];
}

interface Located {
  readonly line: number;
  readonly col: number;
}

export interface TextNode extends Located {
  readonly kind: 'text';
  readonly text: string;
}
export interface ValueNode extends Located {
  readonly kind: 'value';
  readonly path: ValuePath;
}
export interface EachNode extends Located {
  readonly kind: 'each';
  readonly path: ValuePath;
  readonly body: TemplateNode[];
}
export interface IfNode extends Located {
  readonly kind: 'if';
  readonly path: ValuePath;
  readonly then: TemplateNode[];
  readonly otherwise: TemplateNode[];
}
export type TemplateNode = TextNode | ValueNode | EachNode | IfNode;

const NAME = '[A-Za-z_$][A-Za-z0-9_$-]*';
const PART = `(?:${NAME}|[0-9]+)`;
const PATH = new RegExp(`^(?:@index|this(?:\\.${PART})*|${PART}(?:\\.${PART})*)$`);
const OPEN_BLOCK = /^#\s*([A-Za-z]+)(?:\s+([\s\S]*))?$/;
const CLOSE_BLOCK = /^\/\s*([A-Za-z]+)$/;

function parsePath(text: string): ValuePath | undefined {
  if (!PATH.test(text)) return undefined;
  if (text === '@index') return { root: 'index', parts: [] };
  const parts = text.split('.');
  if (parts[0] === 'this') return { root: 'this', parts: parts.slice(1) };
  return { root: 'data', parts };
}

/** 1-based line and column of offsets in a text. */
function positions(source: string): (offset: number) => Located {
  const starts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, col: offset - starts[low]! + 1 };
  };
}

interface OpenBlock {
  node: EachNode | IfNode;
  inElse: boolean;
}

export function parseTemplate(source: string): { nodes: TemplateNode[]; issues: TemplateIssue[] } {
  const at = positions(source);
  const issues: TemplateIssue[] = [];
  const root: TemplateNode[] = [];
  const stack: OpenBlock[] = [];
  const issue = (where: Located, message: string) => issues.push({ line: where.line, col: where.col, message });
  const target = (): TemplateNode[] => {
    const top = stack.at(-1);
    if (!top) return root;
    return top.node.kind === 'each' ? top.node.body : top.inElse ? top.node.otherwise : top.node.then;
  };
  const loopDepth = () => stack.filter((b) => b.node.kind === 'each').length;

  const pathOf = (text: string, where: Located, what: string): ValuePath => {
    const path = parsePath(text);
    if (!path) {
      issue(where, `${what} needs a value path such as customer.name, rows.0.id, this.name or @index`);
      return { root: 'data', parts: [] };
    }
    if (path.root === 'index' && loopDepth() === 0) issue(where, '{{ @index }} is only available inside {{#each}}');
    return path;
  };

  let from = 0;
  while (from < source.length) {
    const open = source.indexOf('{{', from);
    const textEnd = open < 0 ? source.length : open;
    if (textEnd > from) {
      const where = at(from);
      target().push({ kind: 'text', text: source.slice(from, textEnd), ...where });
    }
    if (open < 0) break;
    const where = at(open);
    if (source[open + 2] === '{') {
      issue(where, '{{{ }}} is not supported: every value is escaped for its place, there is no raw form');
      const end = source.indexOf('}}}', open + 3);
      from = end < 0 ? source.length : end + 3;
      continue;
    }
    const close = source.indexOf('}}', open + 2);
    if (close < 0) {
      issue(where, '{{ is never closed with }}');
      break;
    }
    from = close + 2;
    const inner = source.slice(open + 2, close).trim();
    if (inner.includes('{{')) {
      issue(where, '{{ inside {{ }}: a tag is never closed with }}');
      continue;
    }
    if (inner === '') {
      issue(where, '{{ }} is empty; write a value path such as customer.name');
      continue;
    }
    const opening = OPEN_BLOCK.exec(inner);
    if (opening) {
      const [, name, argument] = opening;
      if (name !== 'each' && name !== 'if') {
        issue(where, `{{#${name}}} is not a block of the template language; use {{#each}} or {{#if}}`);
        continue;
      }
      if (stack.length >= MAX_NESTING) issue(where, `blocks nest deeper than ${MAX_NESTING} levels`);
      const path = pathOf((argument ?? '').trim(), where, `{{#${name}}}`);
      const node: EachNode | IfNode =
        name === 'each' ? { kind: 'each', path, body: [], ...where } : { kind: 'if', path, then: [], otherwise: [], ...where };
      target().push(node);
      stack.push({ node, inElse: false });
      continue;
    }
    const closing = CLOSE_BLOCK.exec(inner);
    if (closing) {
      const name = closing[1]!;
      const top = stack.at(-1);
      if (name !== 'each' && name !== 'if') issue(where, `{{/${name}}} is not a block of the template language`);
      else if (!top) issue(where, `{{/${name}}} has no {{#${name}}} to close`);
      else {
        if (top.node.kind !== name) issue(where, `{{/${name}}} closes {{#${top.node.kind}}} opened on line ${top.node.line}`);
        stack.pop();
      }
      continue;
    }
    if (inner === 'else') {
      const top = stack.at(-1);
      if (!top || top.node.kind !== 'if') issue(where, '{{else}} belongs inside {{#if}} … {{/if}}');
      else if (top.inElse) issue(where, `{{#if}} opened on line ${top.node.line} has a second {{else}}`);
      else top.inElse = true;
      continue;
    }
    if (/^[!>^&/#]/.test(inner)) {
      issue(where, `{{${inner[0]}…}} is not part of the template language: it has values, {{#each}} and {{#if}}`);
      continue;
    }
    target().push({ kind: 'value', path: pathOf(inner, where, '{{ }}'), ...where });
  }
  for (const open of stack) issue(open.node, `{{#${open.node.kind}}} opened on line ${open.node.line} is never closed`);
  return { nodes: root, issues };
}
