/**
 * What a credential written into a script looks like (CTX-06). Two tables: literal
 * shapes that are credentials wherever they appear (comments included), and names that
 * make a plain string literal assigned to them a credential.
 */

/** The test-case dummies (`test-dummy-<secret name>`) are never credentials. */
export const TEST_DUMMY_PREFIX = 'test-dummy-';

export interface CredentialShape {
  /** Shown in the message; the value never is (ERR-02). */
  kind: string;
  pattern: RegExp;
}

export const CREDENTIAL_SHAPES: readonly CredentialShape[] = [
  { kind: 'private key', pattern: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/ },
  { kind: 'GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/ },
  { kind: 'Stripe live key', pattern: /\b(?:sk|rk|pk)_live_[A-Za-z0-9]{10,}/ },
  { kind: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { kind: 'Slack token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/ },
  { kind: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}/ },
  { kind: 'AI provider API key', pattern: /\bsk-(?:ant-|proj-)?[A-Za-z0-9_-]{20,}/ },
  { kind: 'npm token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/ },
  { kind: 'JSON web token', pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/ },
  { kind: 'password in a URL', pattern: /\b[a-z][a-z0-9+.-]*:\/\/[^\s/:@'"`]+:[^\s/@'"`]+@/i },
  { kind: 'Authorization header value', pattern: /\b(?:Bearer|Basic)\s+[A-Za-z0-9._~+/-]{16,}=*/ },
];

/**
 * Names (lower case, without `_`, `-` and spaces) whose literal value is a password or
 * key: `password`, `db_password`, `apiKey`, `X-Api-Key`, `clientSecret`, `authToken`…
 * Matched on the end of the name, so `tokenUrl` and `secretName` are not.
 */
const SECRET_NAME_ENDINGS = [
  'password', 'passwd', 'passphrase', 'pwd', 'secret', 'token', 'apikey', 'accesskey',
  'secretkey', 'privatekey', 'signingkey', 'credential', 'credentials',
];
const SECRET_NAMES_EXACT = new Set(['pass', 'pw', 'key']);

export function isSecretName(name: string): boolean {
  const normal = name.toLowerCase().replace(/[-_\s]/g, '');
  return SECRET_NAMES_EXACT.has(normal) || SECRET_NAME_ENDINGS.some((ending) => normal.endsWith(ending));
}

/** Placeholders people write where a secret will go: not credentials themselves. */
const PLACEHOLDER = /^(?:x+|\*+|\.+|-+|<[^>]*>|\{\{.*\}\}|\$\{.*\}|%s|changeme|change-me|redacted|todo|tbd|none|null|undefined|example[\w-]*|your[\w -]*)$/i;

/** A secret's name rather than its value, e.g. `{ secret: 'PARTNER_HOOK_SECRET' }`. */
const SECRET_REFERENCE = /^[A-Z][A-Z0-9_]*$/;

/** Whether a literal assigned to a secret-looking name looks like a real value. */
export function looksLikeSecretValue(value: string): boolean {
  const text = value.trim();
  if (text.length < 4) return false;
  if (text.startsWith(TEST_DUMMY_PREFIX)) return false;
  if (PLACEHOLDER.test(text) || SECRET_REFERENCE.test(text)) return false;
  if (text.includes('://') || text.includes('${{')) return false;
  return true;
}

/** The credential shapes found on one line of text, dummies left out. */
export function credentialKindsIn(line: string): string[] {
  const kinds: string[] = [];
  for (const shape of CREDENTIAL_SHAPES) {
    const match = shape.pattern.exec(line);
    if (match && !match[0].includes(TEST_DUMMY_PREFIX)) kinds.push(shape.kind);
  }
  return kinds;
}
