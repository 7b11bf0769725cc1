/**
 * Save-time check of where values land (TPL-12..20): the tokenizer follows the template
 * over every way its blocks can go — both sides of each `{{#if}}`, zero or more rounds
 * of each `{{#each}}` — keeping the set of HTML states that can occur. A value must be
 * allowed in every state it can meet; blocks inside tags are fine (TPL-20).
 */
import { INITIAL_STATE, HtmlCursor, advance, type HtmlState } from './html-context.js';
import type { TemplateIssue } from './issues.js';
import type { TemplateNode, ValueNode } from './syntax.js';
import { OPEN_URL, URL_ATTRIBUTES } from './url-start.js';
import { valuePlace } from './value-place.js';
import { brandError, FlowgateError } from '../shared/errors.js';

type StateSet = Map<string, HtmlState>;

/** Bounds on the search; real templates stay far below them. */
const MAX_STATES = 64;
const MAX_LOOP_PASSES = 24;
/**
 * Characters read over all states, each state visit counted as STATE_COST characters:
 * a plain 512 KB template needs about a million; blocks that keep many states alive
 * for long reach the bound in about a second.
 */
const MAX_WORK = 20_000_000;
const STATE_COST = 64;
const MAX_ISSUES = 100;

const setOf = (states: Iterable<HtmlState>): StateSet => new Map([...states].map((s) => [s.key, s]));

function union(a: StateSet, b: StateSet): StateSet {
  const merged = new Map(a);
  for (const [key, state] of b) merged.set(key, state);
  return merged;
}

/** States after a value in an open address: its text is unknown, it may or may not settle the start. */
function afterValueInAttribute(state: HtmlState, line: number): HtmlState[] {
  if (state.url?.verdict !== 'open') return [state];
  const unknown = new HtmlCursor(state);
  unknown.markValue(line);
  const settled = new HtmlCursor(state);
  settled.settleUrl();
  return [unknown.state(), settled.state()];
}

class PlaceChecker {
  private readonly found = new Map<string, TemplateIssue>();
  /**
   * What a list of nodes makes of one state. The walk is the same for each state, so
   * loop rounds and nested loops meet most states again and reuse the answer.
   */
  private readonly memo = new Map<readonly TemplateNode[], Map<string, StateSet>>();

  get issues(): TemplateIssue[] {
    return [...this.found.values()].sort((a, b) => a.line - b.line || (a.col ?? 0) - (b.col ?? 0));
  }

  /** Characters and values read so far, over every state; bounded so no template can stall a save. */
  private work = 0;

  private spend(amount: number): void {
    this.work += amount;
    if (this.work > MAX_WORK) throw new TooComplex();
  }

  private report(line: number, col: number | undefined, message: string): void {
    const key = `${line}:${col ?? ''}:${message}`;
    if (!this.found.has(key)) this.found.set(key, col === undefined ? { line, message } : { line, col, message });
  }

  run(nodes: readonly TemplateNode[], start: StateSet): StateSet {
    let memo = this.memo.get(nodes);
    if (!memo) this.memo.set(nodes, (memo = new Map()));
    const result: StateSet = new Map();
    for (const [key, state] of start) {
      let out = memo.get(key);
      if (!out) {
        out = this.walk(nodes, setOf([state]));
        memo.set(key, out);
      }
      for (const [outKey, outState] of out) result.set(outKey, outState);
    }
    return result;
  }

  private walk(nodes: readonly TemplateNode[], start: StateSet): StateSet {
    let states = start;
    for (const node of nodes) {
      switch (node.kind) {
        case 'text':
          this.spend(states.size * (node.text.length + STATE_COST));
          states = setOf([...states.values()].map((state) => advance(state, node.text, (valueLine) => this.colonAfterValue(valueLine, state.attr))));
          break;
        case 'value':
          this.spend(states.size * STATE_COST);
          states = setOf([...states.values()].flatMap((state) => this.value(node, state)));
          break;
        case 'if':
          states = union(this.run(node.then, states), this.run(node.otherwise, states));
          break;
        case 'each':
          states = this.loop(node.body, states, node.line, node.col);
          break;
      }
      if (states.size > MAX_STATES) {
        this.report(node.line, node.col, 'the blocks before this point leave too many different HTML states to check; close tags and attributes inside each block');
        states = new Map([...states].slice(0, MAX_STATES));
      }
    }
    return states;
  }

  /** Zero or more rounds: grow the set until another round adds nothing. */
  private loop(body: readonly TemplateNode[], start: StateSet, line: number, col: number): StateSet {
    let states = start;
    for (let pass = 0; pass < MAX_LOOP_PASSES; pass++) {
      const merged = union(states, this.run(body, states));
      if (merged.size === states.size) return merged;
      if (merged.size > MAX_STATES) break;
      states = merged;
    }
    this.report(line, col, 'each round of this {{#each}} leaves the HTML in a new state; close every tag, attribute and quote the loop body opens');
    return states;
  }

  private value(node: ValueNode, state: HtmlState): HtmlState[] {
    const place = valuePlace(state);
    switch (place.kind) {
      case 'refused':
        this.report(node.line, node.col, place.message);
        return [state];
      case 'text':
        return [state];
      case 'comment':
        // An empty value leaves the comment as it was; any other ends what the comment end could have been.
        return [state, state.with({ tail: '', fresh: false })];
      case 'quoted':
        return afterValueInAttribute(state, node.line);
      case 'unquoted': {
        if (!place.start) return afterValueInAttribute(state, node.line);
        // Empty, it is written as "" and the tag goes on; otherwise it starts the unquoted value.
        const empty = state.with({ mode: 'beforeAttrName', attr: '', url: null, ref: '' });
        const started = state.with({ mode: 'attrUnquoted', url: URL_ATTRIBUTES.has(state.attr) ? OPEN_URL : null, ref: '' });
        return [empty, ...afterValueInAttribute(started, node.line)];
      }
    }
  }

  private colonAfterValue(valueLine: number, attr: string): void {
    this.report(
      valueLine,
      undefined,
      `a value followed by a colon in ${attr} could choose the kind of address; write its start in the template, as in ${attr}="https://{{ host }}/…"`,
    );
  }
}

class TooComplex extends FlowgateError {
  static {
    brandError(this, 'TooComplex');
  }

  override readonly code = 'FLOWGATE_TEMPLATE_TOO_COMPLEX';
}

export function checkValuePlaces(nodes: readonly TemplateNode[]): TemplateIssue[] {
  const checker = new PlaceChecker();
  try {
    checker.run(nodes, setOf([INITIAL_STATE]));
  } catch (error) {
    if (!(error instanceof TooComplex)) throw error;
    return [{ line: 1, message: 'the template is too complex to check: its blocks leave too many different HTML states; close tags and attributes inside each block' }];
  }
  const issues = checker.issues;
  if (issues.length <= MAX_ISSUES) return issues;
  return [...issues.slice(0, MAX_ISSUES), { line: issues[MAX_ISSUES]!.line, message: `and ${issues.length - MAX_ISSUES} more places like these` }];
}
