/**
 * Rendering a parsed template with data. Values are looked up (own properties only),
 * turned into text and escaped for the place the tokenizer finds them in the output so
 * far; their text is never read as template syntax again (TPL-09). Loop rounds and
 * output size are limited (TPL-31, TPL-32).
 */
import { isTruthy, toText } from '../expressions/index.js';
import { escapeStrict, escapeText } from './escape.js';
import { HtmlCursor, INITIAL_STATE, type HtmlState } from './html-context.js';
import { TemplateError } from './issues.js';
import type { EachNode, TemplateNode, ValueNode, ValuePath } from './syntax.js';
import { BLOCKED_URL, OPEN_URL, urlSteps } from './url-start.js';
import { decodeLiberally } from './entities.js';
import { valuePlace } from './value-place.js';

export const MAX_LOOP_ROUNDS = 200_000;
export const MAX_OUTPUT_BYTES = 8 * 1024 * 1024;

/** Memoised state changes per text piece: most renders repeat a few states many times. */
const MAX_MEMO = 256;

interface Frame {
  readonly item: unknown;
  readonly index: number;
}

/** A text piece with what rendering needs precomputed. */
export interface PreparedText {
  readonly text: string;
  readonly bytes: number;
  readonly next: Map<string, HtmlState>;
}

function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) bytes += 1;
    else if (code >= 0xd800 && code <= 0xdbff) i++, (bytes += 1);
    else bytes += 2;
  }
  return bytes;
}

export function prepareText(text: string): PreparedText {
  return { text, bytes: utf8Length(text), next: new Map() };
}

/** Reads a path part of a value: list positions and own properties, never inherited ones. */
function member(value: unknown, part: string): unknown {
  if (Array.isArray(value)) return /^[0-9]+$/.test(part) ? value[Number(part)] : undefined;
  if (value !== null && typeof value === 'object' && Object.hasOwn(value, part)) return (value as Record<string, unknown>)[part];
  return undefined;
}

export class Renderer {
  private readonly out: string[] = [];
  private bytes = 0;
  private rounds = 0;
  private state: HtmlState = INITIAL_STATE;
  private readonly frames: Frame[] = [];

  constructor(
    private readonly data: unknown,
    private readonly texts: WeakMap<object, PreparedText>,
  ) {}

  render(nodes: readonly TemplateNode[]): string {
    this.nodes(nodes);
    return this.out.join('');
  }

  private lookup(path: ValuePath): unknown {
    const frame = this.frames.at(-1);
    if (path.root === 'index') return frame?.index;
    // Outside every loop `this` is the data itself.
    let value = path.root === 'this' && frame ? frame.item : this.data;
    for (const part of path.parts) {
      value = member(value, part);
      if (value === undefined) return undefined;
    }
    return value;
  }

  private write(text: string, bytes: number, line: number): void {
    this.bytes += bytes;
    if (this.bytes > MAX_OUTPUT_BYTES) throw new TemplateError(line, 'the output would be larger than 8 MB');
    this.out.push(text);
  }

  private nodes(nodes: readonly TemplateNode[]): void {
    for (const node of nodes) {
      switch (node.kind) {
        case 'text': {
          const prepared = this.texts.get(node)!;
          this.write(prepared.text, prepared.bytes, node.line);
          let next = prepared.next.get(this.state.key);
          if (!next) {
            next = new HtmlCursor(this.state).feed(prepared.text).state();
            if (prepared.next.size >= MAX_MEMO) prepared.next.clear();
            prepared.next.set(this.state.key, next);
          }
          this.state = next;
          break;
        }
        case 'value':
          this.value(node);
          break;
        case 'if':
          this.nodes(isTruthy(this.lookup(node.path)) ? node.then : node.otherwise);
          break;
        case 'each':
          this.each(node);
          break;
      }
    }
  }

  /** A missing or empty list, or anything that is not a list, shows nothing (TPL-26). */
  private each(node: EachNode): void {
    const list = this.lookup(node.path);
    if (!Array.isArray(list)) return;
    for (let index = 0; index < list.length; index++) {
      if (++this.rounds > MAX_LOOP_ROUNDS) throw new TemplateError(node.line, `more than ${MAX_LOOP_ROUNDS} loop rounds`);
      this.frames.push({ item: list[index], index });
      try {
        this.nodes(node.body);
      } finally {
        this.frames.pop();
      }
    }
  }

  private value(node: ValueNode): void {
    const raw = this.lookup(node.path);
    let text: string;
    try {
      text = toText(raw);
    } catch {
      throw new TemplateError(node.line, 'the value cannot be written as text');
    }
    const state = this.state;
    const place = valuePlace(state);
    let output: string;
    let blocked = false;
    switch (place.kind) {
      case 'refused':
        // Save-time checks keep templates from getting here; the output is not trusted if it does.
        throw new TemplateError(node.line, place.message);
      case 'text':
        // Escaped text cannot change where the next value lands.
        output = escapeText(text);
        this.write(output, utf8Length(output), node.line);
        return;
      case 'comment':
        output = escapeStrict(text);
        break;
      case 'quoted':
      case 'unquoted': {
        const start = place.kind === 'unquoted' && place.start;
        const url = start ? (place.url ? OPEN_URL : null) : state.url;
        if (url?.verdict === 'open' && urlSteps(url, decodeLiberally(text)).verdict === 'unsafe') {
          text = BLOCKED_URL;
          blocked = true;
        }
        if (place.kind === 'quoted') output = escapeText(text);
        else output = start && text === '' ? '""' : escapeStrict(text);
        if (!start && url?.verdict !== 'open') {
          // Escaped, it cannot end the attribute value, and nothing else is being read.
          this.write(output, utf8Length(output), node.line);
          return;
        }
        break;
      }
    }
    this.write(output, utf8Length(output), node.line);
    const cursor = new HtmlCursor(state).feed(output);
    if (blocked) cursor.settleUrl();
    this.state = cursor.state();
  }
}
