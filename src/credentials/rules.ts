/**
 * The one credential rule set, as a catalogue: what the scan of test data (SCAN-01,
 * scan-values.ts) and the save-time check of script code (CTX-06, scan-text.ts) look for.
 * Organised as data like gitleaks' config: token formats (format-rules.ts), provider keys
 * known by their name (name-rules.ts), names that say secret with per-alphabet entropy
 * (field-names.ts, values.ts, entropy.ts), and allowlists and stopwords (stand-ins.ts).
 * Patterns imported from gitleaks keep its MIT notice (GITLEAKS-NOTICE).
 */
import { FORMAT_RULES } from './format-rules.js';
import { NAME_RULES } from './name-rules.js';
import { FIELD_RULES } from './values.js';

export { FORMAT_RULES, type FormatRule } from './format-rules.js';
export { NAME_RULES, type NameRule } from './name-rules.js';
export { FIELD_RULES, type FieldRule } from './values.js';

/** Every rule id the scan can report, with what a finding says it looks like. */
export const CREDENTIAL_RULES: ReadonlyMap<string, string> = new Map([
  ...FORMAT_RULES.map((rule) => [rule.id, rule.description] as const),
  ...NAME_RULES.map((rule) => [rule.id, rule.description] as const),
  ...Object.values(FIELD_RULES).map((rule) => [rule.id, rule.description] as const),
]);

export const CREDENTIAL_RULE_IDS: readonly string[] = [...CREDENTIAL_RULES.keys()];
