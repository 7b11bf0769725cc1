import { addDaysTo, formatDatePattern, formatDay, formatRfc3339, parseRfc3339, type ParsedDate } from './dates.js';
import { MAX_JSON_DEPTH, jsonNestingDepth } from '../shared/json-strict.js';
import { ExpressionRuntimeError } from './errors.js';
import type { ExpressionScope } from './scope.js';
import { deepEqual, kindOf, orNull, toText, writeJson } from './values.js';

/**
 * The function table (EXPR-19..24). Arity is checked when the expression is compiled
 * (EXPR-25), so implementations may rely on the argument count. Functions given null
 * where they expect data treat it as a missing value rather than failing the step:
 * the same leniency as reading a property of null (EXPR-27).
 */
export interface FunctionDefinition {
  readonly minArgs: number;
  readonly maxArgs: number;
  call(args: readonly unknown[], scope: ExpressionScope): unknown;
}

const fail = (message: string): never => {
  throw new ExpressionRuntimeError(message);
};

function clockOf(scope: ExpressionScope, name: string): Date {
  const date = scope.now();
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) fail(`${name}(): the run's clock is not a valid time`);
  return date;
}

/** Text to search in or for; numbers and booleans read as their text, null as absent. */
function searchText(value: unknown, name: string, position: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return fail(`${name}() needs text as its ${position} argument, not ${kindOf(value)}`);
  return toText(value);
}

function textSearch(name: string, test: (text: string, part: string) => boolean): FunctionDefinition {
  return {
    minArgs: 2,
    maxArgs: 2,
    call: ([text, part]) => {
      const whole = searchText(text, name, 'first');
      const piece = searchText(part, name, 'second');
      return whole !== null && piece !== null && test(whole, piece);
    },
  };
}

function dateArgument(value: unknown, name: string): ParsedDate | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return fail(`${name}() needs an RFC 3339 date or date-time text, not ${kindOf(value)}`);
  return parseRfc3339(value) ?? fail(`${name}() needs an RFC 3339 date or date-time text`);
}

const FORMAT_PLACE = /\{\{|\}\}|\{(\d+)\}/g;

export const FUNCTIONS: Readonly<Record<string, FunctionDefinition>> = {
  now: { minArgs: 0, maxArgs: 0, call: (_, scope) => formatRfc3339(clockOf(scope, 'now')) },
  today: { minArgs: 0, maxArgs: 0, call: (_, scope) => formatDay(clockOf(scope, 'today')) },
  lookup: {
    minArgs: 2,
    maxArgs: 2,
    call: ([table, key], scope) => {
      if (typeof table !== 'string') return fail(`lookup() needs a table name as text, not ${kindOf(table)}`);
      return orNull(scope.lookup(table, key));
    },
  },
  contains: {
    minArgs: 2,
    maxArgs: 2,
    call: ([haystack, needle]) => {
      if (Array.isArray(haystack)) return haystack.some((element) => deepEqual(element, needle));
      if (typeof haystack === 'object' && haystack !== null) return fail('contains() needs text or a list as its first argument, not an object');
      const whole = searchText(haystack, 'contains', 'first');
      const piece = searchText(needle, 'contains', 'second');
      return whole !== null && piece !== null && whole.includes(piece);
    },
  },
  startsWith: textSearch('startsWith', (text, part) => text.startsWith(part)),
  endsWith: textSearch('endsWith', (text, part) => text.endsWith(part)),
  format: {
    minArgs: 1,
    maxArgs: Number.POSITIVE_INFINITY,
    call: ([pattern, ...values]) => {
      if (typeof pattern !== 'string') return fail(`format() needs a text pattern as its first argument, not ${kindOf(pattern)}`);
      // SET-15: `{n}` is the n-th value after the pattern; `{{` and `}}` are literal braces.
      return pattern.replace(FORMAT_PLACE, (match, place: string | undefined) => {
        if (place === undefined) return match[0]!;
        const n = Number(place);
        return n < values.length ? toText(values[n]) : fail(`format() has no value for place {${place}}`);
      });
    },
  },
  join: {
    minArgs: 1,
    maxArgs: 2,
    call: ([list, separator = ',']) => {
      if (typeof separator !== 'string') return fail(`join() needs text as its separator, not ${kindOf(separator)}`);
      if (list === null || list === undefined) return '';
      if (typeof list === 'string') return list;
      if (!Array.isArray(list)) return fail(`join() needs a list, not ${kindOf(list)}`);
      return list.map(toText).join(separator);
    },
  },
  toJSON: { minArgs: 1, maxArgs: 1, call: ([value]) => writeJson(value, 'toJSON()') },
  fromJSON: {
    minArgs: 1,
    maxArgs: 1,
    call: ([text]) => {
      if (text === null || text === undefined) return null;
      if (typeof text !== 'string') return fail(`fromJSON() needs text, not ${kindOf(text)}`);
      // As for JSON from other systems (HTTP-29): deeper data would break later walks over it.
      if (jsonNestingDepth(text) > MAX_JSON_DEPTH) return fail(`fromJSON(): the text is nested deeper than ${MAX_JSON_DEPTH} levels`);
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return fail('fromJSON(): the text is not valid JSON');
      }
    },
  },
  formatDate: {
    minArgs: 2,
    maxArgs: 2,
    call: ([value, pattern]) => {
      if (typeof pattern !== 'string') return fail(`formatDate() needs a text pattern, not ${kindOf(pattern)}`);
      const parsed = dateArgument(value, 'formatDate');
      return parsed === null ? null : formatDatePattern(parsed.date, pattern);
    },
  },
  addDays: {
    minArgs: 2,
    maxArgs: 2,
    call: ([value, days]) => {
      if (typeof days !== 'number') return fail(`addDays() needs a whole number of days, not ${kindOf(days)}`);
      if (!Number.isInteger(days)) return fail('addDays() needs a whole number of days');
      const parsed = dateArgument(value, 'addDays');
      if (parsed === null) return null;
      return addDaysTo(parsed, days) ?? fail('addDays(): the result is outside the supported date range');
    },
  },
};

export function findFunction(name: string): FunctionDefinition | undefined {
  return Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
}
