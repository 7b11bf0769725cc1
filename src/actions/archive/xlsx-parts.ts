/**
 * The parts of an `.xlsx` package that xlsx.read needs (ECMA-376 SpreadsheetML), read
 * with the same strict XML reader as xml.parse, so a part with a DOCTYPE or an unknown
 * entity is refused like any XML. Element and attribute names are compared by local
 * name, which covers both the transitional and the strict namespaces.
 *
 * Text in cells and shared strings is decoded from the `_xHHHH_` form Excel uses for
 * characters XML cannot hold (`_x000D_` for a carriage return, `_x005F_` for `_`).
 */
import { formatError } from '../../engine/errors.js';
import { readXml, type XmlAttributes } from '../xml/reader.js';
import { builtInDateKind, customDateKind, isoToSerial, serialToIso, type DateKind } from './excel-dates.js';
import { partText, type WorkbookPackage } from './xlsx-package.js';

const LABEL = 'artifact';
/** Parts are machine-written and shallow; the item limit of xml.parse does not apply to them. */
const PART_LIMITS = { maxDepth: 64, maxItems: Number.POSITIVE_INFINITY, checkCharacters: false };

const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
};

/** An attribute by name as written, else by local name (strict files may prefix it). */
function attribute(attributes: XmlAttributes, name: string): string | undefined {
  for (let i = 0; i < attributes.length; i += 2) if (attributes[i] === name) return attributes[i + 1];
  for (let i = 0; i < attributes.length; i += 2) if (localName(attributes[i]!) === name) return attributes[i + 1];
  return undefined;
}

/** The relationship id of a `sheet`: the prefixed `r:id`, never a plain `id`. */
function relationshipId(attributes: XmlAttributes): string | undefined {
  for (let i = 0; i < attributes.length; i += 2) {
    const name = attributes[i]!;
    if (name.includes(':') && localName(name) === 'id') return attributes[i + 1];
  }
  return undefined;
}

const ESCAPED = /_x([0-9A-Fa-f]{4})_/g;
function unescapeText(text: string): string {
  return text.indexOf('_x') === -1 ? text : text.replace(ESCAPED, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

const damaged = (message: string): never => {
  throw formatError(`${LABEL}: is damaged (${message})`);
};

/** Reads a part with a handler that sees local names and the path of open elements. */
function readPart(
  pkg: WorkbookPackage,
  path: string,
  handler: { open?(path: readonly string[], attributes: XmlAttributes): void; text?(path: readonly string[], value: string): void; close?(path: readonly string[]): void },
): boolean {
  const data = pkg.part(path);
  if (!data) return false;
  const stack: string[] = [];
  readXml(
    partText(data, path),
    {
      open(name, attributes) {
        stack.push(localName(name));
        handler.open?.(stack, attributes);
      },
      text(value) {
        handler.text?.(stack, value);
      },
      close() {
        handler.close?.(stack);
        stack.pop();
      },
    },
    { label: `${LABEL} (${path})`, ...PART_LIMITS },
  );
  return true;
}

const endsWith = (path: readonly string[], ...tail: string[]) =>
  path.length >= tail.length && tail.every((name, i) => path[path.length - tail.length + i] === name);

// ---------------------------------------------------------------------------------------
// Relationships

interface Relationship {
  id: string;
  type: string;
  target: string;
}

/** `xl/_rels/workbook.xml.rels` for `xl/workbook.xml`; `_rels/.rels` for the package (path ''). */
function relsPathOf(partPath: string): string {
  const slash = partPath.lastIndexOf('/');
  return `${partPath.slice(0, slash + 1)}_rels/${partPath.slice(slash + 1)}.rels`;
}

/** A relationship target as a package path, relative to the folder of the part that names it. */
function resolveTarget(partPath: string, target: string): string {
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    // A target with a stray % is taken as written.
  }
  const base = decoded.startsWith('/') ? [] : partPath.split('/').slice(0, -1);
  for (const part of decoded.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') base.pop();
    else base.push(part);
  }
  return base.join('/');
}

function readRelationships(pkg: WorkbookPackage, partPath: string): Relationship[] {
  const relationships: Relationship[] = [];
  readPart(pkg, relsPathOf(partPath), {
    open(path, attributes) {
      if (path[path.length - 1] !== 'Relationship' || attribute(attributes, 'TargetMode') === 'External') return;
      const id = attribute(attributes, 'Id');
      const target = attribute(attributes, 'Target');
      if (id !== undefined && target !== undefined) {
        relationships.push({ id, type: attribute(attributes, 'Type') ?? '', target: resolveTarget(partPath, target) });
      }
    },
  });
  return relationships;
}

const byType = (relationships: readonly Relationship[], suffix: string) => relationships.find((r) => r.type.endsWith(suffix))?.target;

// ---------------------------------------------------------------------------------------
// Workbook

export interface SheetRef {
  name: string;
  path: string;
}

export interface Workbook {
  sheets: SheetRef[];
  date1904: boolean;
  sharedStringsPath: string | undefined;
  stylesPath: string | undefined;
}

export function readWorkbook(pkg: WorkbookPackage): Workbook {
  const workbookPath = byType(readRelationships(pkg, ''), '/officeDocument') ?? 'xl/workbook.xml';
  const relationships = readRelationships(pkg, workbookPath);
  const sheets: SheetRef[] = [];
  let date1904 = false;
  const found = readPart(pkg, workbookPath, {
    open(path, attributes) {
      const name = path[path.length - 1];
      if (name === 'workbookPr') {
        const flag = attribute(attributes, 'date1904')?.toLowerCase();
        date1904 = flag === '1' || flag === 'true';
      } else if (name === 'sheet' && endsWith(path, 'sheets', 'sheet')) {
        const sheetName = attribute(attributes, 'name');
        const id = relationshipId(attributes);
        const target = relationships.find((r) => r.id === id)?.target;
        if (sheetName === undefined || target === undefined) damaged('a sheet has no name or no part');
        sheets.push({ name: sheetName!, path: target! });
      }
    },
  });
  if (!found) throw formatError(`${LABEL}: is not an .xlsx workbook (no workbook part)`);
  return {
    sheets,
    date1904,
    sharedStringsPath: byType(relationships, '/sharedStrings') ?? 'xl/sharedStrings.xml',
    stylesPath: byType(relationships, '/styles') ?? 'xl/styles.xml',
  };
}

/** Shared strings in order; a rich-text string is its runs joined, phonetic guides left out. */
export function readSharedStrings(pkg: WorkbookPackage, path: string | undefined): string[] {
  const strings: string[] = [];
  let current = '';
  if (path === undefined) return strings;
  readPart(pkg, path, {
    open(stack) {
      if (stack[stack.length - 1] === 'si') current = '';
    },
    text(stack, value) {
      if (endsWith(stack, 'si', 't') || endsWith(stack, 'si', 'r', 't')) current += value;
    },
    close(stack) {
      if (stack[stack.length - 1] === 'si') strings.push(unescapeText(current));
    },
  });
  return strings;
}

/** Per cell style index, the kind of date its number format shows, or undefined. */
export function readDateStyles(pkg: WorkbookPackage, path: string | undefined): (DateKind | undefined)[] {
  const custom = new Map<number, string>();
  const formats: number[] = [];
  if (path !== undefined) {
    readPart(pkg, path, {
      open(stack, attributes) {
        if (endsWith(stack, 'numFmts', 'numFmt')) {
          const id = Number(attribute(attributes, 'numFmtId'));
          const code = attribute(attributes, 'formatCode');
          if (Number.isInteger(id) && code !== undefined) custom.set(id, code);
        } else if (endsWith(stack, 'cellXfs', 'xf')) {
          formats.push(Number(attribute(attributes, 'numFmtId') ?? 0));
        }
      },
    });
  }
  return formats.map((id) => {
    const code = custom.get(id);
    return code !== undefined ? customDateKind(code) : builtInDateKind(id);
  });
}

// ---------------------------------------------------------------------------------------
// Worksheet

export interface SheetLimits {
  maxRows: number;
  maxColumns: number;
  /** Rows × columns of the grid handed back; guards a sparse sheet with cells far apart. */
  maxCells: number;
  /** Printed in messages. */
  rowsLabel: string;
  columnsLabel: string;
}

export interface SheetOptions {
  strings: readonly string[];
  dateStyles: readonly (DateKind | undefined)[];
  date1904: boolean;
  dates: 'iso' | 'serial';
  limits: SheetLimits;
}

export interface SheetGrid {
  /** Rows from row 1 to the last row with a value, each as wide as the widest. */
  rows: unknown[][];
  formulas: number;
}

/** Column number (from 1) of a cell reference such as `AB12`; 0 when there are no letters. */
function columnOf(reference: string): number {
  let column = 0;
  for (let i = 0; i < reference.length; i += 1) {
    const code = reference.charCodeAt(i) | 0x20; // lower case
    if (code < 0x61 || code > 0x7a) break;
    column = column * 26 + (code - 0x60);
  }
  return column;
}

export function readSheet(pkg: WorkbookPackage, path: string, options: SheetOptions): SheetGrid {
  const { strings, dateStyles, date1904, dates, limits } = options;
  const cellsByRow = new Map<number, unknown[]>();
  let formulas = 0;
  let lastRow = 0;
  let width = 0;

  let rowNumber = 0;
  let column = 0;
  let type = 'n';
  let style = 0;
  let value = '';
  let hasValue = false;
  let inline = '';
  let hasInline = false;
  let hasFormula = false;
  let inCell = false;

  const cellValue = (): unknown => {
    switch (type) {
      case 's': {
        if (!hasValue) return null;
        const index = Number(value);
        if (!Number.isInteger(index) || index < 0 || index >= strings.length) damaged('a cell refers to a shared string that does not exist');
        return strings[index];
      }
      case 'inlineStr':
        return hasInline ? unescapeText(inline) : null;
      case 'str':
        return hasValue ? unescapeText(value) : null;
      case 'b':
        return hasValue ? value === '1' || value.toLowerCase() === 'true' : null;
      case 'e':
        return hasValue ? value : null;
      case 'd': {
        if (!hasValue) return null;
        if (dates === 'iso') return value;
        return isoToSerial(value, date1904) ?? value;
      }
      default: {
        if (!hasValue || value.trim() === '') return null;
        const number = Number(value);
        if (Number.isNaN(number)) damaged('a number cell does not hold a number');
        const kind = dateStyles[style];
        return kind && dates === 'iso' ? serialToIso(number, date1904, kind) : number;
      }
    }
  };

  const found = readPart(pkg, path, {
    open(stack, attributes) {
      const name = stack[stack.length - 1];
      if (name === 'c' && stack[stack.length - 2] === 'row') {
        const reference = attribute(attributes, 'r');
        const at = reference === undefined ? 0 : columnOf(reference);
        column = at > 0 ? at : column + 1;
        type = attribute(attributes, 't') ?? 'n';
        style = Number(attribute(attributes, 's') ?? 0);
        value = '';
        inline = '';
        hasValue = hasInline = hasFormula = false;
        inCell = true;
      } else if (name === 'row' && stack[stack.length - 2] === 'sheetData') {
        const reference = attribute(attributes, 'r');
        const number = reference === undefined ? Number.NaN : Number(reference);
        rowNumber = Number.isInteger(number) && number > 0 ? number : rowNumber + 1;
        column = 0;
      } else if (inCell) {
        if (name === 'f') hasFormula = true;
        else if (name === 'v') hasValue = true;
        else if (name === 'is') hasInline = true;
      }
    },
    text(stack, text) {
      if (!inCell) return;
      const name = stack[stack.length - 1];
      if (name === 'v' && stack[stack.length - 2] === 'c') value += text;
      else if (name === 't' && (endsWith(stack, 'is', 't') || endsWith(stack, 'is', 'r', 't'))) inline += text;
    },
    close(stack) {
      if (stack[stack.length - 1] !== 'c' || !inCell) return;
      inCell = false;
      if (hasFormula) formulas += 1;
      const cell = cellValue();
      if (cell === null && !hasFormula) return;
      // A cell without its own reference inherits the row's number from its position.
      const row = rowNumber || 1;
      if (row > limits.maxRows) throw formatError(`${LABEL}: the sheet has more than ${limits.rowsLabel} rows`);
      if (column > limits.maxColumns) throw formatError(`${LABEL}: the sheet has more than ${limits.columnsLabel} columns`);
      let cells = cellsByRow.get(row);
      if (!cells) cellsByRow.set(row, (cells = []));
      while (cells.length < column - 1) cells.push(null);
      cells[column - 1] = cell;
      if (row > lastRow) lastRow = row;
      if (column > width) width = column;
    },
  });
  if (!found) damaged('a sheet part is missing');

  if (lastRow * width > limits.maxCells) {
    throw formatError(`${LABEL}: the sheet's used range is too large to read (more than ${limits.maxCells.toLocaleString('en-US')} cells from A1 to its last cell)`);
  }
  const rows: unknown[][] = new Array(lastRow);
  for (let r = 1; r <= lastRow; r += 1) {
    const cells = cellsByRow.get(r);
    const row = new Array<unknown>(width);
    for (let c = 0; c < width; c += 1) row[c] = cells?.[c] ?? null;
    rows[r - 1] = row;
  }
  return { rows, formulas };
}
