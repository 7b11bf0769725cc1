/**
 * Dates for `now()`, `today()`, `formatDate` and `addDays` (EXPR-19/20/24, SET-13/14).
 * Everything is UTC: a run's output must not depend on the machine's time zone.
 */

const DAY_MS = 86_400_000;

/** UTC RFC 3339 with `Z`, milliseconds only when not zero: `2026-01-05T08:00:00Z`. */
export function formatRfc3339(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso;
}

/** `YYYY-MM-DD` of the UTC day. */
export function formatDay(date: Date): string {
  return formatDatePattern(date, 'YYYY-MM-DD');
}

/** A parsed date value, remembering whether it was a calendar date or a date-time. */
export interface ParsedDate {
  readonly form: 'date' | 'date-time';
  readonly date: Date;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

/** Reads RFC 3339 `full-date` or `date-time` text; null when the text is neither or names an impossible date. */
export function parseRfc3339(text: string): ParsedDate | null {
  const day = DATE_ONLY.exec(text);
  if (day !== null) {
    const date = utcDate(Number(day[1]), Number(day[2]), Number(day[3]), 0, 0, 0, 0);
    return date === null ? null : { form: 'date', date };
  }
  const full = DATE_TIME.exec(text);
  if (full === null) return null;
  const [, y, mo, d, h, mi, s, fraction, zulu, sign, offH, offM] = full;
  const millis = fraction === undefined ? 0 : Number(fraction.slice(0, 3).padEnd(3, '0'));
  const local = utcDate(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s), millis);
  if (local === null) return null;
  let offsetMinutes = 0;
  if (zulu === undefined) {
    const hours = Number(offH);
    const minutes = Number(offM);
    if (hours > 23 || minutes > 59) return null;
    offsetMinutes = (sign === '-' ? -1 : 1) * (hours * 60 + minutes);
  }
  const date = new Date(local.getTime() - offsetMinutes * 60_000);
  return Number.isNaN(date.getTime()) ? null : { form: 'date-time', date };
}

/** Builds a UTC date, refusing fields out of range (Feb 30, hour 24…) instead of rolling over. */
function utcDate(year: number, month: number, day: number, hour: number, minute: number, second: number, millis: number): Date | null {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not turn years 0..99 into 1900..1999.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millis);
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? date : null;
}

type TokenWriter = (date: Date) => string;

/** SET-13: the pattern tokens; anything else in a pattern is copied as written. */
const PATTERN_TOKENS: ReadonlyArray<readonly [string, TokenWriter]> = [
  ['YYYY', (d) => pad(d.getUTCFullYear(), 4)],
  ['MM', (d) => pad(d.getUTCMonth() + 1, 2)],
  ['DD', (d) => pad(d.getUTCDate(), 2)],
  ['HH', (d) => pad(d.getUTCHours(), 2)],
  ['mm', (d) => pad(d.getUTCMinutes(), 2)],
  ['ss', (d) => pad(d.getUTCSeconds(), 2)],
];

export function formatDatePattern(date: Date, pattern: string): string {
  let out = '';
  let at = 0;
  outer: while (at < pattern.length) {
    for (const [token, write] of PATTERN_TOKENS) {
      if (pattern.startsWith(token, at)) {
        out += write(date);
        at += token.length;
        continue outer;
      }
    }
    out += pattern[at];
    at++;
  }
  return out;
}

/** SET-14: the result keeps the form of the input; null when it leaves the representable range. */
export function addDaysTo(parsed: ParsedDate, days: number): string | null {
  const date = new Date(parsed.date.getTime() + days * DAY_MS);
  if (Number.isNaN(date.getTime())) return null;
  return parsed.form === 'date' ? formatDay(date) : formatRfc3339(date);
}

function pad(n: number, width: number): string {
  const text = String(Math.abs(n)).padStart(width, '0');
  return n < 0 ? `-${text}` : text;
}
