/**
 * Precision of the names-that-say-secret rules: a name is split into words before it is
 * read, and a value under it is judged by what it is (a path, a file name, an
 * identifier, a short typed value, an id) and by entropy the way gitleaks judges generic
 * keys, before it is taken for a secret. Each case sits beside the near miss that must
 * still be flagged, so a rule cannot buy precision with recall. Values are built from
 * seeded random parts; none is written in the repository.
 */
import { describe, expect, it } from 'vitest';
import { scanForCredentials } from '../../src/credentials/index.js';
import { readTestList } from '../../src/definitions/test-list/intake.js';
import { formatProblem } from '../../src/definitions/problems.js';
import { generateCorpus, randomText, seededRandom, type Alphabet } from './corpus.js';

const random = seededRandom(3030);
const rand = (alphabet: Alphabet, length: number) => randomText(random, alphabet, length);
const rulesIn = (value: unknown): string[] => scanForCredentials([value]).map((finding) => finding.rule);
const uuid = () => {
  const hex = rand('hex', 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
};

describe('names are split into words before they are read (SCAN-06, SCAN-08)', () => {
  const key = rand('alnum', 32);

  it.each(['storage_key', 'storageKey', 'idempotency_key', 'Idempotency-Key', 'authProfile', 'auth_provider', 'token_type', '$skiptoken', '$deltatoken', 'skipToken', 'bearerFormat', 'pass-through', 'AuthFailure', 'key_jti'])(
    'SCAN-08 %s names no credential: a random value under it passes',
    (name) => {
      expect(rulesIn({ [name]: key })).toEqual([]);
    },
  );

  it('SCAN-08 keys that are paths or package names name no field', () => {
    expect(rulesIn({ packages: { '@acme/token-tools': { integrity: `sha512-${rand('base64', 86)}==` } } })).toEqual([]);
    expect(rulesIn({ exports: { './auth/*': { import: './auth/*.mjs' } } })).toEqual([]);
  });

  it.each(['auth', 'x-auth', 'db_pass', 'auth_token', 'authKey', 'pass_key', 'auth_string', 'storage_account_key', 'api_key', 'authorization_code', 'AUTH_TOKEN_PROD', 'secret_key_base'])(
    'SCAN-06 %s still names a credential: the same value is flagged',
    (name) => {
      expect(rulesIn({ [name]: key })).toHaveLength(1);
    },
  );

  it('SCAN-08 a page token written as one word is a page token in text too', () => {
    expect(rulesIn({ next: `https://api.partner.test/v1/Orders?$top=50&$skiptoken=${rand('alnum', 24)}` })).toEqual([]);
    expect(rulesIn({ next: `https://api.partner.test/v1/Orders?top=50&api_token=${rand('alnum', 24)}` })).toEqual(['secret-field']);
  });
});

describe('a value under a name that says secret is judged by what it is (SCAN-08)', () => {
  it.each([
    ['a storage key with a UUID folder', () => `attachments/${uuid()}/${['site', 'plan'].join('_')}.pdf`],
    ['a dated storage key with a hex name', () => `media/2025/03/${rand('hex', 32)}.webp`],
    ['a content-addressed path', () => `${rand('hex', 2)}/${rand('hex', 2)}/${rand('hex', 40)}`],
    ['a file name', () => 'quarterly_statement.xlsx'],
    ['a subresource integrity digest', () => `sha384-${rand('base64', 64)}`],
    ['an identifier in PascalCase', () => 'ServicePrincipalCertificate'],
    ['an identifier with an acronym and a version', () => 'OIDCFederationProviderV2'],
    ['an enum of acronyms with versions', () => 'RSA2048-SHA384'],
    ['a slug of words', () => 'partnerhub-salesforcesync'],
    ['a user at a host', () => 'build@localhost'],
    ['a namespaced id', () => `session:${uuid()}`],
  ])('SCAN-08 %s passes under a secret name', (_what, make) => {
    const value = make();
    for (const name of ['token', 'api_key', 'auth', 'client_secret']) expect(rulesIn({ [name]: value }), `${name}: ${value}`).toEqual([]);
  });

  it('SCAN-06 base64 with slashes, mixed case and digits is still a key, not a path', () => {
    const key = `${rand('alnum', 13)}/${rand('alnum', 9)}/${rand('alnum', 16)}`;
    expect(rulesIn({ aws_secret_access_key: key })).toEqual(['aws-secret-key']);
    expect(rulesIn({ client_secret: `${rand('alnum', 20)}/${rand('alnum', 20)}.json` })).toEqual(['secret-field']);
    // A password people choose may hold a slash or an at sign: it is judged as a password first.
    expect(rulesIn({ password: 'Harbour/2031' })).toEqual(['password-field']);
    expect(rulesIn({ db_password: 'Orchid@4417' })).toEqual(['password-field']);
  });

  it('SCAN-08 values under twelve characters are not judged under a secret name, as gitleaks could not (3.5 bits need 12 characters)', () => {
    for (const value of ['river2231', rand('hex', 8).toUpperCase(), 'ops@null', rand('alnum', 11)]) expect(rulesIn({ token: value }), value).toEqual([]);
    expect(rulesIn({ token: rand('alnum', 16) })).toEqual(['secret-field']);
    // A password is judged from eight characters on, as before.
    expect(rulesIn({ password: `${rand('alnum', 8)}!` })).toEqual(['password-field']);
  });

  it('SCAN-08 a UUID under an enclosing name is an id; under a credential name of its own it is a key', () => {
    expect(rulesIn({ auth: { correlation: uuid() } })).toEqual([]);
    expect(rulesIn({ given: { secrets: { crm: uuid() } } })).toEqual([]);
    expect(rulesIn({ auth: { api_key: uuid() } })).toEqual(['secret-field']);
    expect(rulesIn({ 'X-Api-Key': uuid() })).toEqual(['secret-field']);
  });

  it('SCAN-08 a documentation example known by sight passes: the token body of GitHub’s REST API docs', () => {
    const body = ['16C7e42F292c6912', 'E7710c838347Ae178B4a'].join('');
    expect(rulesIn({ access_token: `e72e${body.toLowerCase()}` })).toEqual([]);
    expect(rulesIn({ token: `ghu_${body}` })).toEqual([]);
  });

  it('SCAN-08 a long token with a run of X where characters were blotted out is a placeholder', () => {
    expect(rulesIn({ web_identity_token: `${rand('base64url', 60)}XXXXXXXX${rand('base64url', 200)}` })).toEqual([]);
    expect(rulesIn({ web_identity_token: `${rand('base64url', 60)}XX${rand('base64url', 200)}` })).toEqual(['secret-field']);
  });
});

describe('names and values inside a text (SCAN-06, SCAN-08)', () => {
  it('SCAN-08 a word before a colon, inside a value, is no name: status = AuthState:pending:3', () => {
    expect(rulesIn({ line: `2026-01-05T08:00:00Z warn result = AuthState:${rand('lower-alnum', 14)}:3 user=42` })).toEqual([]);
    expect(rulesIn({ npmrc: `//registry.npmjs.org/:_authToken=${rand('alnum', 36)}` })).toEqual(['secret-field']);
    expect(rulesIn({ line: `headers: "Authorization: Bearer ${rand('alnum', 40)}"` })).toEqual(['secret-field']);
  });

  it('SCAN-08 mail headers about authentication are no credentials', () => {
    const headers = [
      'arc-authentication-results: i=1; mx.partner.test 1; spf=pass smtp.mailfrom=shop.test; dkim=pass header.d=shop.test; arc=none',
      'X-MS-Exchange-CrossTenant-AuthSource: AM7PR02MB1234.eurprd02.prod.outlook.com',
      `X-MS-Exchange-CrossTenant-AuthAs: Internal`,
    ].join('\n');
    expect(rulesIn({ raw: headers })).toEqual([]);
  });
});

describe('lookup tables: each cell is read under its column’s name (SCAN-06, SCAN-08)', () => {
  it('SCAN-06 a key in a column named api_key is flagged at its cell', () => {
    const findings = scanForCredentials([{ given: { lookups: { partners: { columns: ['name', 'api_key'], rows: [['acme', 'test-dummy-acme'], ['globex', rand('alnum', 32)]] } } } }]);
    expect(findings.map((finding) => [finding.path.join('.'), finding.rule])).toEqual([['0.given.lookups.partners.rows.1.1', 'secret-field']]);
  });

  it('SCAN-08 a table named after credentials holds ordinary columns', () => {
    const rows = [[uuid(), 'ServiceAccountKey', `keys/${uuid()}.json`, rand('hex', 40)]];
    expect(rulesIn({ given: { lookups: { credentials: { columns: ['credential_id', 'credentialType', 'storage_key', 'etag'], rows } } } })).toEqual([]);
  });
});

describe('a finding says why, and how to mark made-up data (SCAN-04, SCAN-05)', () => {
  it('SCAN-05 a whole value replaced as the advice says passes, for every flagged value of the recall corpus', () => {
    for (const item of generateCorpus().filter((entry) => entry.expect === 'flag')) {
      for (const finding of scanForCredentials(item.list)) {
        const name = /write test-dummy-(\S+) in its place/.exec(finding.madeUp)?.[1];
        if (name === undefined) continue;
        for (const standIn of [`test-dummy-${name}`, `<${name}>`, '${' + name.toUpperCase() + '}', `{{ ${name} }}`]) {
          const list = structuredClone(item.list) as unknown[];
          let holder: any = list;
          for (const segment of finding.path.slice(0, -1)) holder = holder[segment];
          holder[finding.path.at(-1)!] = standIn;
          const left = scanForCredentials(list).filter((other) => other.path.join('.') === finding.path.join('.'));
          expect(left, `${item.why} → ${standIn}`).toEqual([]);
        }
      }
    }
  });

  it('SCAN-04 SCAN-05 the problem line names the rule, the path, why, and the placeholders; never the value', () => {
    const token = rand('hex', 32);
    const order = { id: 5_273_664_843_941, email: 'buyer@shop.test', token, line_items: [{ sku: 'MUG-12', quantity: 1 }] };
    const text = JSON.stringify([{ name: 'order paid', given: { event: { body: order } }, expect: { outcome: 'success' } }], null, 2);
    const [problem] = readTestList('w/tests.json', text).problems;
    expect(formatProblem(problem!)).toBe(
      'w/tests.json:9:11 [0].given.event.body.token: this value looks like a real secret, token or API key: a name that says secret holds 32 hex characters as random as a generated key (rule secret-field); test data must be made up: if it is, write test-dummy-token in its place, or a placeholder the scan always accepts (<…>, ${…}, {{…}}, xxxx, or EXAMPLE inside the value)',
    );
    expect(formatProblem(problem!)).not.toContain(token);
  });
});
