/**
 * Rendered HTML as the few blocks pdf.render lays out (PDF-07..10, 14, 15): text blocks
 * of styled runs, rules, nested lists and tables. Everything else is read for its text
 * only; `script`, `style` and other non-content elements are left out with their content.
 */
import { readHtml, type HtmlToken } from '../../templates/index.js';
import { toWinAnsi } from './win-ansi.js';

export interface Run {
  /** Spaces collapsed; `\n` is a line break. */
  text: string;
  bold: boolean;
  italic: boolean;
}

export type TextStyle = 'p' | 'div' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export type Block =
  | { kind: 'text'; style: TextStyle; runs: Run[] }
  | { kind: 'rule' }
  | { kind: 'list'; ordered: boolean; items: Block[][] }
  | { kind: 'table'; rows: TableRow[] };

export interface TableRow {
  /** In `<thead>`, or made of `<th>` cells only: drawn shaded (PDF-09). */
  header: boolean;
  cells: Run[][];
}

/** Elements left out with everything inside them (PDF-15). */
const HIDDEN = new Set(['script', 'style', 'head', 'title', 'template', 'noscript', 'iframe', 'object', 'svg', 'math', 'select', 'noembed', 'noframes', 'xmp', 'textarea']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const BOLD = new Set(['b', 'strong']);
const ITALIC = new Set(['i', 'em', 'cite', 'var', 'dfn']);
/** Other elements that start and end a block of text, like `div`. */
const BLOCKS = new Set(
  'div section article header footer main nav aside blockquote address figure figcaption center form fieldset legend dl dt dd body html details summary caption'.split(' '),
);

const SPACES = /[\t\n\f\r ]+/g;

interface Container {
  blocks: Block[];
  /** Runs of the text block being collected, and its style. */
  runs: Run[];
  style: TextStyle;
}

interface TableContext {
  table: Extract<Block, { kind: 'table' }>;
  /** The container the table sits in, where text outside cells goes (before the table). */
  owner: Container;
  inHead: boolean;
  row?: { row: TableRow; allTh: boolean };
  cell?: Run[];
  /** Depth of tables inside this table's current cell: they are read as text. */
  nested: number;
}

/** Trims spaces at the edges of lines, joins runs of one style and drops empty ones. */
export function normalizeRuns(runs: readonly Run[], keepSpaces = false): Run[] {
  const out: Run[] = [];
  let lineStart = true;
  for (const run of runs) {
    let text = run.text;
    if (!keepSpaces) {
      if (lineStart) text = text.replace(/^ +/, '');
      text = text.replace(/ *\n */g, '\n');
    }
    if (text === '') continue;
    lineStart = text.endsWith('\n');
    const last = out.at(-1);
    if (last && last.bold === run.bold && last.italic === run.italic) last.text = keepSpaces ? last.text + text : (last.text + text).replace(/ {2,}/g, ' ');
    else if (last && !keepSpaces && last.text.endsWith(' ') && text.startsWith(' ')) out.push({ ...run, text: text.slice(1) });
    else out.push({ ...run, text });
  }
  if (!keepSpaces) {
    // Spaces at the end of a line, across run edges, and empty runs left by it.
    for (let i = out.length - 1; i >= 0; i--) {
      const run = out[i]!;
      const next = out[i + 1];
      if (!next || next.text.startsWith('\n')) run.text = run.text.replace(/ +$/, '');
    }
  }
  const result = out.filter((run) => run.text !== '');
  while (result.length > 0 && result.at(-1)!.text.endsWith('\n')) {
    const last = result.at(-1)!;
    last.text = last.text.replace(/\n+$/, '');
    if (last.text === '') result.pop();
  }
  return result.map((run) => ({ ...run, text: toWinAnsi(run.text) }));
}

class BlockBuilder {
  readonly root: Container = { blocks: [], runs: [], style: 'div' };
  private readonly containers: Container[] = [this.root];
  /** Styles of open text blocks, restored when they close. */
  private readonly styles: TextStyle[] = [];
  private readonly lists: { block: Extract<Block, { kind: 'list' }>; container: Container }[] = [];
  private readonly tables: TableContext[] = [];
  private bold = 0;
  private italic = 0;
  private pre = 0;

  private get container(): Container {
    return this.containers.at(-1)!;
  }

  private get table(): TableContext | undefined {
    return this.tables.at(-1);
  }

  /** Where inline text goes now: a table cell, text before a table, or the open text block. */
  private get runs(): Run[] {
    const table = this.table;
    if (table && this.container === table.owner) return table.cell ?? this.foster(table);
    return this.container.runs;
  }

  /** Text in a table outside any cell is shown before the table, as browsers do. */
  private foster(table: TableContext): Run[] {
    const owner = table.owner;
    const index = owner.blocks.indexOf(table.table);
    const before = owner.blocks[index - 1];
    if (before?.kind === 'text' && before.style === 'div' && (before as { foster?: boolean }).foster) return before.runs;
    const block = { kind: 'text' as const, style: 'div' as const, runs: [] as Run[], foster: true };
    owner.blocks.splice(index, 0, block);
    return block.runs;
  }

  text(text: string): void {
    const shown = this.pre > 0 ? text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ') : text.replace(SPACES, ' ');
    if (shown === '') return;
    const table = this.table;
    if (table && this.container === table.owner && !table.cell && shown.trim() === '') return;
    this.runs.push({ text: shown, bold: this.bold > 0, italic: this.italic > 0 });
  }

  lineBreak(): void {
    this.runs.push({ text: '\n', bold: this.bold > 0, italic: this.italic > 0 });
  }

  /** Ends the text block being collected, if it holds any text. */
  flush(): void {
    const container = this.container;
    if (this.table && container === this.table.owner) return;
    const runs = normalizeRuns(container.runs, this.pre > 0);
    container.runs = [];
    if (runs.length > 0) container.blocks.push({ kind: 'text', style: container.style, runs });
  }

  private add(block: Block): void {
    this.flush();
    this.container.blocks.push(block);
  }

  private inCell(): TableContext | undefined {
    const table = this.table;
    return table && this.container === table.owner && table.cell ? table : undefined;
  }

  start(name: string): void {
    if (BOLD.has(name)) this.bold++;
    else if (ITALIC.has(name)) this.italic++;
    else if (name === 'br') this.lineBreak();
    else if (name === 'pre') this.openText('div', true);
    else if (this.inCell() && name !== 'table' && name !== 'td' && name !== 'th' && name !== 'tr' && (HEADINGS.has(name) || BLOCKS.has(name) || name === 'p' || name === 'li' || name === 'hr' || name === 'ul' || name === 'ol')) {
      // Blocks inside a cell: only their line breaks remain.
      if (HEADINGS.has(name)) this.bold++;
      this.cellBreak();
    } else if (HEADINGS.has(name)) this.openText(name as TextStyle);
    else if (name === 'p') this.openText('p');
    else if (BLOCKS.has(name)) this.openText('div');
    else if (name === 'hr') this.add({ kind: 'rule' });
    else if (name === 'ul' || name === 'ol') {
      const block: Block = { kind: 'list', ordered: name === 'ol', items: [] };
      this.add(block);
      this.lists.push({ block, container: this.container });
    } else if (name === 'li') this.openItem();
    else if (name === 'table') this.openTable();
    else if (name === 'thead' && this.table) this.table.inHead = true;
    else if ((name === 'tbody' || name === 'tfoot') && this.table) this.table.inHead = false;
    else if (name === 'tr') this.openRow();
    else if (name === 'td' || name === 'th') this.openCell(name === 'th');
  }

  end(name: string): void {
    if (BOLD.has(name)) this.bold = Math.max(0, this.bold - 1);
    else if (ITALIC.has(name)) this.italic = Math.max(0, this.italic - 1);
    else if (name === 'pre') this.closeText(true);
    else if (this.inCell() && name !== 'table' && name !== 'td' && name !== 'th' && name !== 'tr' && (HEADINGS.has(name) || BLOCKS.has(name) || name === 'p' || name === 'li' || name === 'ul' || name === 'ol')) {
      if (HEADINGS.has(name)) this.bold = Math.max(0, this.bold - 1);
      this.cellBreak();
    } else if (HEADINGS.has(name) || name === 'p' || BLOCKS.has(name)) this.closeText();
    else if (name === 'ul' || name === 'ol') this.closeList();
    else if (name === 'li') this.closeItem();
    else if (name === 'table') this.closeTable();
    else if (name === 'thead' && this.table) this.table.inHead = false;
    else if (name === 'tr') this.closeRow();
    else if (name === 'td' || name === 'th') this.closeCell();
  }

  private openText(style: TextStyle, pre = false): void {
    this.flush();
    this.styles.push(this.container.style);
    this.container.style = style;
    if (pre) this.pre++;
  }

  private closeText(pre = false): void {
    this.flush();
    if (pre) this.pre = Math.max(0, this.pre - 1);
    if (this.styles.length > 0) this.container.style = this.styles.pop()!;
  }

  private cellBreak(): void {
    const cell = this.table!.cell!;
    if (cell.length > 0 && !cell.at(-1)!.text.endsWith('\n')) this.lineBreak();
  }

  private openItem(): void {
    this.flush();
    let list = this.lists.at(-1);
    if (!list || list.container !== this.container) {
      // An item outside any list still gets a bullet.
      const block: Block = { kind: 'list', ordered: false, items: [] };
      this.add(block);
      list = { block, container: this.container };
      this.lists.push(list);
    }
    const item: Block[] = [];
    list.block.items.push(item);
    this.containers.push({ blocks: item, runs: [], style: 'div' });
  }

  private closeItem(): void {
    const list = this.lists.at(-1);
    if (!list || this.containers.length < 2 || this.containers.at(-2) !== list.container) return;
    this.flush();
    this.containers.pop();
  }

  private closeList(): void {
    // Items left open close with their list.
    const list = this.lists.at(-1);
    if (!list) return;
    while (this.containers.length > 1 && this.container !== list.container) {
      this.flush();
      this.containers.pop();
    }
    this.lists.pop();
  }

  private openTable(): void {
    const outer = this.inCell();
    if (outer) {
      outer.nested++;
      this.cellBreak();
      return;
    }
    this.flush();
    const table: Extract<Block, { kind: 'table' }> = { kind: 'table', rows: [] };
    this.container.blocks.push(table);
    this.tables.push({ table, owner: this.container, inHead: false, nested: 0 });
  }

  private closeTable(): void {
    const table = this.table;
    if (!table || this.container !== table.owner) return;
    if (table.nested > 0) {
      table.nested--;
      this.cellBreak();
      return;
    }
    this.closeRow();
    this.tables.pop();
    if (table.table.rows.length === 0) table.owner.blocks.splice(table.owner.blocks.indexOf(table.table), 1);
  }

  private openRow(): void {
    const table = this.table;
    if (!table || this.container !== table.owner) return;
    if (table.nested > 0) return this.cellBreak();
    this.closeRow();
    table.row = { row: { header: table.inHead, cells: [] }, allTh: true };
  }

  private closeRow(): void {
    const table = this.table;
    if (!table || this.container !== table.owner || table.nested > 0) return;
    this.closeCell();
    if (!table.row) return;
    const { row, allTh } = table.row;
    table.row = undefined;
    if (row.cells.length === 0) return;
    row.header = row.header || allTh;
    table.table.rows.push(row);
  }

  private openCell(th: boolean): void {
    const table = this.table;
    if (!table || this.container !== table.owner) return;
    if (table.nested > 0) {
      table.cell!.push({ text: ' ', bold: false, italic: false });
      return;
    }
    this.closeCell();
    if (!table.row) table.row = { row: { header: table.inHead, cells: [] }, allTh: true };
    if (!th) table.row.allTh = false;
    table.cell = [];
  }

  private closeCell(): void {
    const table = this.table;
    if (!table || this.container !== table.owner || table.nested > 0 || !table.cell) return;
    table.row!.row.cells.push(normalizeRuns(table.cell));
    table.cell = undefined;
  }

  finish(): Block[] {
    while (this.tables.length > 0) {
      const table = this.table!;
      while (this.container !== table.owner) {
        this.flush();
        this.containers.pop();
      }
      table.nested = 0;
      this.closeTable();
    }
    while (this.containers.length > 1) {
      this.flush();
      this.containers.pop();
    }
    this.flush();
    return dropFosterMarks(this.root.blocks);
  }
}

function dropFosterMarks(blocks: Block[]): Block[] {
  return blocks
    .map((block): Block | undefined => {
      if (block.kind === 'text') {
        const runs = normalizeRuns(block.runs);
        return runs.length === 0 ? undefined : { kind: 'text', style: block.style, runs };
      }
      if (block.kind === 'list') return { ...block, items: block.items.map(dropFosterMarks) };
      return block;
    })
    .filter((block): block is Block => block !== undefined);
}

/** The blocks of rendered HTML. */
export function htmlBlocks(html: string): Block[] {
  const builder = new BlockBuilder();
  let hidden: string | undefined;
  let hiddenDepth = 0;
  const tokens: HtmlToken[] = readHtml(html);
  for (const token of tokens) {
    if (hidden !== undefined) {
      if (token.type === 'start' && token.name === hidden && !token.selfClosing) hiddenDepth++;
      if (token.type === 'end' && token.name === hidden && --hiddenDepth === 0) hidden = undefined;
      continue;
    }
    if (token.type === 'text') {
      if (!token.raw) builder.text(token.text);
    } else if (token.type === 'start') {
      if (HIDDEN.has(token.name)) {
        if (!token.selfClosing) {
          hidden = token.name;
          hiddenDepth = 1;
        }
      } else builder.start(token.name);
    } else builder.end(token.name);
  }
  return builder.finish();
}
