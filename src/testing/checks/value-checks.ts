/**
 * Value checks (§2.8): payload entries and the path part of step checks. One check
 * gives one sentence joining its fields ("… equals 3 and matches /x/"); when it fails,
 * `expected` names the fields that failed and `actual` what the path found, both written
 * alike: an `equals` expects the value alone, as JSON, so the two compare value to value.
 */
import { resolvePath, subjectOf } from './json-path.js';
import { containsValue, deepEqual } from './values.js';
import { searchText } from './pattern.js';
import { sentenceValue, shorten, showPattern, showValue } from './show.js';
import type { Redactor, ValueFields } from './types.js';

type Field = keyof ValueFields;

/** What a path found, as the field judges see it. */
interface Found {
  /** Every value the path found (a query that is not singular may find several). */
  values: unknown[];
  /** Whether there is a value to test: always for a query that is not singular (the list). */
  found: boolean;
  /** The value tested: the one value of a singular query, or the list of any other. */
  value: unknown;
}

interface Judgement {
  holds: boolean;
  /** What came out, redacted; read only when the field fails. */
  actual: string;
}

interface FieldRule {
  phrase(fields: ValueFields, redact: Redactor): string;
  /** What a failed field expected, written as the actual is (REPORT-13): for `equals` the value alone. */
  wanted?(fields: ValueFields, redact: Redactor): string;
  judge(fields: ValueFields, found: Found, redact: Redactor): Judgement;
}

const NO_VALUE = 'no value';

function shown(found: Found, redact: Redactor): string {
  return found.found ? showValue(found.value, redact) : NO_VALUE;
}

/** The order fields take in a sentence. */
const FIELD_RULES: ReadonlyArray<[Field, FieldRule]> = [
  [
    'exists',
    {
      phrase: (f) => (f.exists ? 'exists' : 'does not exist'),
      // CHECK-11/CHECK-12: any value counts, null included.
      judge: (f, found, redact) => {
        const exists = found.values.length > 0;
        if (f.exists) return { holds: exists, actual: NO_VALUE };
        const actual = found.values.length === 1 ? `the value ${showValue(found.values[0], redact)}` : `${found.values.length} values: ${showValue(found.values, redact)}`;
        return { holds: !exists, actual };
      },
    },
  ],
  [
    'equals',
    {
      phrase: (f, redact) => `equals ${sentenceValue(f.equals, redact)}`,
      wanted: (f, redact) => showValue(f.equals, redact),
      judge: (f, found, redact) => ({ holds: found.found && deepEqual(found.value, f.equals), actual: shown(found, redact) }),
    },
  ],
  [
    'contains',
    {
      phrase: (f, redact) => `contains ${sentenceValue(f.contains, redact)}`,
      wanted: (f, redact) => `contains ${showValue(f.contains, redact)}`,
      judge: (f, found, redact) => {
        if (!found.found) return { holds: false, actual: NO_VALUE };
        const verdict = containsValue(found.value, f.contains);
        if (!verdict.applies) return { holds: false, actual: `${shown(found, redact)} (${verdict.why})` };
        return { holds: verdict.holds, actual: shown(found, redact) };
      },
    },
  ],
  [
    'matches',
    {
      phrase: (f, redact) => `matches ${showPattern(String(f.matches), redact)}`,
      judge: (f, found, redact) => {
        if (!found.found) return { holds: false, actual: NO_VALUE };
        const value = found.value;
        if (typeof value !== 'string' && typeof value !== 'number') return { holds: false, actual: `${shown(found, redact)} (not text)` };
        const verdict = searchText(String(f.matches), String(value));
        if (!verdict.ok) return { holds: false, actual: `${shown(found, redact)} (${verdict.why})` };
        return { holds: verdict.holds, actual: shown(found, redact) };
      },
    },
  ],
  [
    'length',
    {
      phrase: (f) => `has length ${String(f.length)}`,
      // CHECK-13
      judge: (f, found, redact) => {
        if (!found.found) return { holds: false, actual: NO_VALUE };
        const value = found.value;
        if (!Array.isArray(value) && typeof value !== 'string') return { holds: false, actual: `${shown(found, redact)} (not a list or text)` };
        return { holds: value.length === f.length, actual: `length ${value.length}: ${shown(found, redact)}` };
      },
    },
  ],
];

export function setFields(fields: ValueFields): Field[] {
  return FIELD_RULES.map(([field]) => field).filter((field) => fields[field] !== undefined);
}

/** The fields as the sentence writes them: "equals 3 and matches /x/". */
export function fieldsPhrase(fields: ValueFields, redact: Redactor): string {
  return FIELD_RULES.filter(([field]) => fields[field] !== undefined)
    .map(([, rule]) => rule.phrase(fields, redact))
    .join(' and ');
}

export interface ValueVerdict {
  holds: boolean;
  expected?: string;
  actual?: string;
}

/** Tests the value fields of a check against what `path` finds in `document`. */
export function judgeValue(path: string, fields: ValueFields, document: unknown, redact: Redactor): ValueVerdict {
  const rules = FIELD_RULES.filter(([field]) => fields[field] !== undefined);
  const resolution = resolvePath(path, document);
  if (!resolution.ok) {
    return {
      holds: false,
      expected: rules.map(([, rule]) => rule.phrase(fields, redact)).join(' and '),
      actual: `the path could not be read (${shorten(redact.hide(resolution.reason))})`,
    };
  }
  const subject = subjectOf(resolution);
  const found: Found = { values: resolution.values, found: subject.found, value: subject.value };
  const failed: { expected: string; actual: string }[] = [];
  for (const [, rule] of rules) {
    const judgement = rule.judge(fields, found, redact);
    if (!judgement.holds) failed.push({ expected: (rule.wanted ?? rule.phrase)(fields, redact), actual: judgement.actual });
  }
  if (failed.length === 0) return { holds: true };
  return {
    holds: false,
    expected: failed.map((f) => f.expected).join(' and '),
    actual: [...new Set(failed.map((f) => f.actual))].join('; '),
  };
}
