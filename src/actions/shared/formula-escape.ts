/**
 * Spreadsheet formula escaping (CSVB-18..21, XLSXW): a text that a spreadsheet would
 * read as a formula gets a leading apostrophe, which spreadsheets show as plain text.
 * Shared by csv.build and xlsx.write so both refuse the same starts.
 */

/** `=`, `+`, `-`, `@`, tab, carriage return and their full-width forms start a formula. */
const FORMULA_STARTS = new Set([0x3d, 0x2b, 0x2d, 0x40, 0x09, 0x0d, 0xff1d, 0xff0b, 0xff0d, 0xff20]);

/** Spreadsheets skip these before looking for a formula start: space, no-break space, ideographic space. */
const LEADING_SPACES = new Set([0x20, 0xa0, 0x3000]);

/** True when a spreadsheet could read `text` as a formula. */
export function startsLikeFormula(text: string): boolean {
  let index = 0;
  let code = text.charCodeAt(0);
  while (LEADING_SPACES.has(code)) code = text.charCodeAt(++index);
  return FORMULA_STARTS.has(code);
}

/** `text` with a leading apostrophe when it could start a formula; otherwise unchanged. */
export function escapeFormula(text: string): string {
  return startsLikeFormula(text) ? `'${text}` : text;
}
