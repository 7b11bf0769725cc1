/**
 * Excel dates (XLSXR-14..16). A date cell is a number (days since the workbook's epoch)
 * with a date or time number format; which part the text shows follows the format.
 *
 * - 1900 system: day 1 is 1900-01-01 and Excel counts a 29 February 1900 that never was
 *   (day 60), so days from 61 on are one off from a plain count. Day 60 is given as the
 *   text `1900-02-29`, as Excel shows it. Day 0 has no date: such a value is a time.
 * - 1904 system (`date1904` in the workbook): day 0 is 1904-01-01.
 *
 * Text is local time as written, without a zone: `2024-03-01`, `2024-03-01T14:30:00`,
 * `14:30:00`; milliseconds appear only when not zero. Negative values and days past
 * 9999-12-31 are not dates Excel can show: they stay numbers.
 */

export type DateKind = 'date' | 'time' | 'datetime';

const MS_PER_DAY = 86_400_000;
const EPOCH_1900_SHIFTED = Date.UTC(1899, 11, 30); // day 61 onwards
const EPOCH_1900_EARLY = Date.UTC(1899, 11, 31); // days 1..59
const EPOCH_1904 = Date.UTC(1904, 0, 1);
const LAST_DAY_MS = Date.UTC(9999, 11, 31);

/** Built-in number formats that show dates or times (ECMA-376 §18.8.30, with the East Asian ids). */
const BUILT_IN: ReadonlyMap<number, DateKind> = new Map<number, DateKind>([
  ...[14, 15, 16, 17, 27, 28, 29, 30, 31, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58].map((id): [number, DateKind] => [id, 'date']),
  ...[18, 19, 20, 21, 32, 33, 34, 35, 45, 46, 47].map((id): [number, DateKind] => [id, 'time']),
  [22, 'datetime'],
]);

export function builtInDateKind(id: number): DateKind | undefined {
  return BUILT_IN.get(id);
}

/** What a custom number format shows, judged by its first section; undefined for a non-date format. */
export function customDateKind(formatCode: string): DateKind | undefined {
  let code = formatCode.split(';')[0] ?? '';
  code = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '');
  const elapsed = /\[(h+|m+|s+)\]/i.test(code);
  code = code.replace(/\[[^\]]*\]/g, '').replace(/general/gi, '');
  const hasTime = elapsed || /[hs]/i.test(code) || /am\/pm|a\/p/i.test(code);
  // `m` is a month unless it stands beside hours or seconds.
  const hasDate = /[yd]/i.test(code) || (/m/i.test(code) && !/[hs]/i.test(code));
  if (!hasDate && !hasTime) return undefined;
  return hasDate && hasTime ? 'datetime' : hasDate ? 'date' : 'time';
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function timeText(msOfDay: number): string {
  const ms = msOfDay % 1000;
  const seconds = Math.floor(msOfDay / 1000);
  const text = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  return ms ? `${text}.${pad(ms, 3)}` : text;
}

function dayText(days: number, date1904: boolean): string | undefined {
  if (!date1904 && days === 60) return '1900-02-29';
  const epoch = date1904 ? EPOCH_1904 : days < 60 ? EPOCH_1900_EARLY : EPOCH_1900_SHIFTED;
  const ms = epoch + days * MS_PER_DAY;
  if (ms > LAST_DAY_MS) return undefined;
  return new Date(ms).toISOString().slice(0, 10);
}

/** A date cell's value as ISO 8601 text, or the serial itself when it is no date Excel can show. */
export function serialToIso(serial: number, date1904: boolean, kind: DateKind): string | number {
  if (!Number.isFinite(serial) || serial < 0) return serial;
  const totalMs = Math.round(serial * MS_PER_DAY);
  const days = Math.floor(totalMs / MS_PER_DAY);
  const msOfDay = totalMs - days * MS_PER_DAY;
  if (days === 0 && (kind === 'time' || !date1904)) return timeText(msOfDay);
  const date = dayText(days, date1904);
  if (date === undefined) return serial;
  if (kind === 'date' && msOfDay === 0) return date;
  return `${date}T${timeText(msOfDay)}`;
}

/** The serial of an ISO date or date-time (cells of type `d`), or undefined when it is not one. */
export function isoToSerial(text: string, date1904: boolean): number | undefined {
  const ms = Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(text) || !text.includes('T') ? text : `${text}Z`);
  if (Number.isNaN(ms)) return undefined;
  if (date1904) return (ms - EPOCH_1904) / MS_PER_DAY;
  const days = (ms - EPOCH_1900_SHIFTED) / MS_PER_DAY;
  return days >= 61 ? days : (ms - EPOCH_1900_EARLY) / MS_PER_DAY;
}
