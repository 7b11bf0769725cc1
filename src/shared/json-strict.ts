/**
 * Strict reading of JSON from other systems (built-in-actions.md http.request rule 6):
 * whole numbers too large for a double keep their digits as text (HTTP-27), and
 * nesting deeper than 64 levels is refused (HTTP-29) before any parsing work.
 */

export const MAX_JSON_DEPTH = 64;

/** 2^53: from here on a double can no longer hold every whole number. */
const UNSAFE_WHOLE_NUMBER = 2 ** 53;

/** A JSON number literal without fraction or exponent: the digits are the whole value. */
const INTEGER_LITERAL = /^-?\d+$/;

export type StrictJsonResult = { ok: true; value: unknown } | { ok: false; reason: 'invalid' | 'too_deep' };

/** The deepest nesting of objects and arrays in JSON text; strings are skipped. */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) depth--;
  }
  return deepest;
}

/**
 * Whether a value nests objects and lists deeper than `max` levels (a top-level object
 * or list is level 1, as in jsonNestingDepth). Iterative, so any depth, or a cycle, is
 * safe to ask about.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) if (typeof child === 'object' && child !== null) pending.push([child, depth + 1]);
  }
  return false;
}

interface ReviverContext {
  source?: string;
}

/** Keeps the digits of whole numbers of 2^53 or more (either sign) as text. */
function keepBigWholeNumbers(_key: string, value: unknown, context?: ReviverContext): unknown {
  if (typeof value !== 'number' || Math.abs(value) < UNSAFE_WHOLE_NUMBER) return value;
  const source = context?.source;
  if (source !== undefined && INTEGER_LITERAL.test(source)) return source;
  return value;
}

/**
 * Parses JSON strictly. Needs the reviver's source text (Node 22+), which is what keeps
 * the digits that a double would round.
 */
/** 2^53 has 16 digits: text without a run of 16 digits holds no number a double would round. */
const LONG_DIGIT_RUN = /\d{16}/;

export function parseJsonStrict(text: string): StrictJsonResult {
  if (jsonNestingDepth(text) > MAX_JSON_DEPTH) return { ok: false, reason: 'too_deep' };
  try {
    // The reviver costs a call per value; only text that could hold a big number needs it.
    if (!LONG_DIGIT_RUN.test(text)) return { ok: true, value: JSON.parse(text) };
    return { ok: true, value: JSON.parse(text, keepBigWholeNumbers as (key: string, value: unknown) => unknown) };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
