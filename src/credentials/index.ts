/**
 * The one credential rule set (foundation layer: imports nothing but src/shared). The
 * test-data scan and the save-time script check both judge by it, so a provider key
 * format is flagged the same way in both places.
 */
export { HIDDEN_KEY, scanForCredentials, type CredentialFinding } from './scan-values.js';
export { credentialsInText, literalSecretRule, type TextFinding } from './scan-text.js';
export { CREDENTIAL_RULE_IDS, CREDENTIAL_RULES } from './rules.js';
export { shannonEntropy } from './entropy.js';
