/**
 * The rule hits every scan looks for in a text, whatever holds it: token formats and
 * Authorization scheme values. The test-data scan adds hits for field names; the script
 * check adds literals given to secret names.
 */
import type { Hit } from './overlaps.js';
import { PATTERN_RULES, formatMatches, schemeValueMatches, type FieldRule, type Strictness } from './rules.js';

/** A token format outranks everything: its rule id says the most. */
export const FIELD_PRIORITY = PATTERN_RULES.length;
/** Names and schemes written inside a text rank last. */
export const NAME_IN_TEXT_PRIORITY = PATTERN_RULES.length + 1;

export function hitOf(rule: FieldRule, start: number, end: number, priority: number): Hit {
  return { rule: rule.id, description: rule.description, start, end, priority };
}

export function formatAndSchemeHits(text: string, strictness: Strictness): Hit[] {
  const hits: Hit[] = formatMatches(text, strictness).map((match) => ({
    rule: match.rule.id,
    description: match.rule.description,
    start: match.start,
    end: match.end,
    priority: match.priority,
    standIn: match.standIn,
  }));
  for (const { start, end, rule } of schemeValueMatches(text, strictness)) {
    if (rule !== null) hits.push(hitOf(rule, start, end, NAME_IN_TEXT_PRIORITY));
  }
  return hits;
}
