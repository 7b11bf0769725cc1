import { describe, expect, it } from 'vitest';
import { CREDENTIAL_RULE_IDS, shannonEntropy } from '../../src/credentials/rules.js';
import { HIDDEN_KEY, scanForCredentials, type CredentialFinding } from '../../src/credentials/index.js';
import {
  FIXTURE_FILES,
  randomText,
  readFixtureFile,
  seededRandom,
  shouldFlag,
  shouldPass,
  type BuiltEntry,
} from './corpus.js';

const label = (built: BuiltEntry) => `${built.entry.rule ?? 'pass'}: ${built.entry.why}`;

/** The serialized findings must not show the value nor any generated secret part. */
function expectNoValueShown(findings: CredentialFinding[], value: string, secretParts: string[]): void {
  const serialized = JSON.stringify(findings);
  expect(serialized).not.toContain(value);
  for (const part of secretParts) {
    expect(part.length).toBeGreaterThanOrEqual(8);
    expect(serialized).not.toContain(part);
  }
}

// ---------------------------------------------------------------------------

describe('credential scan fixture corpus', () => {
  it('SCAN-01 the corpus has at least 40 values in each direction and covers every rule', () => {
    expect(shouldFlag.length).toBeGreaterThanOrEqual(40);
    expect(shouldPass.length).toBeGreaterThanOrEqual(40);
    const flaggedRules = new Set(shouldFlag.map((built) => built.entry.rule));
    for (const rule of CREDENTIAL_RULE_IDS) expect(flaggedRules, rule).toContain(rule);
    for (const built of shouldFlag) expect(CREDENTIAL_RULE_IDS).toContain(built.entry.rule);
  });

  it('SCAN-01 the fixture files hold no credential themselves (values are built from parts)', () => {
    for (const file of FIXTURE_FILES) {
      const raw = readFixtureFile(file);
      expect(scanForCredentials(raw), file).toEqual([]);
      expect(scanForCredentials(JSON.parse(raw)), file).toEqual([]);
    }
  });

  it.each(shouldFlag.map((built) => [label(built), built] as const))(
    'SCAN-01 SCAN-04 flags %s',
    (_title, built) => {
      const findings = scanForCredentials(built.list);
      expect(findings.map((finding) => finding.rule)).toEqual([built.entry.rule]);
      expect(findings[0]!.path).toEqual(built.path);
    },
  );

  it.each(shouldFlag.map((built) => [label(built), built] as const))(
    'SCAN-05 the finding for %s never shows the value',
    (_title, built) => {
      const findings = scanForCredentials(built.list);
      expect(findings).toHaveLength(1);
      expect(findings[0]!.message).toContain(built.entry.rule!);
      expectNoValueShown(findings, built.value, built.randomParts);
    },
  );

  it.each(shouldPass.map((built) => [label(built), built] as const))('SCAN-01 passes %s', (_title, built) => {
    expect(scanForCredentials(built.list)).toEqual([]);
  });
});

describe('credential scan of a case list', () => {
  const realLooking = (seed: number, length = 32) => randomText(seededRandom(seed), 'alnum', length);

  it('SCAN-04 the path points at the value inside the case list', () => {
    const list = [
      { name: 'happy', given: { secrets: { crm: 'test-dummy-crm' } }, expect: { outcome: 'success' } },
      { name: 'empty', expect: { outcome: 'success', recipients: [] } },
      { name: 'leaky', given: { secrets: { erp: 'test-dummy-erp', crm: realLooking(1) } }, expect: { outcome: 'error' } },
    ];
    expect(scanForCredentials(list)).toEqual([
      { path: [2, 'given', 'secrets', 'crm'], rule: 'secret-field', message: expect.any(String) },
    ]);
  });

  it('SCAN-04 paths reach into mocks, headers and lists', () => {
    const list = [
      {
        name: 'calls the CRM',
        given: {
          http: [
            { match: { url: 'https://crm.connection.test/contacts' }, respond: { json: [] } },
            { match: { path: '/token' }, respond: { headers: { Authorization: `Bearer ${realLooking(2, 40)}` } } },
          ],
        },
        expect: { outcome: 'success' },
      },
    ];
    const [finding] = scanForCredentials(list);
    expect(finding!.path).toEqual([0, 'given', 'http', 1, 'respond', 'headers', 'Authorization']);
  });

  it('SCAN-03 every finding is its own entry, in document order across cases, members and text', () => {
    const github = `ghp_${realLooking(3, 36)}`;
    const stripe = `sk_live_${realLooking(4, 24)}`;
    const list = [
      { name: 'a', given: { secrets: { zeta: realLooking(5), alpha: { password: realLooking(6, 16) } } } },
      { name: 'b', description: `uses ${stripe} and then ${github}` },
      { name: 'c', given: { http: [{ respond: { text: github } }] } },
    ];
    expect(scanForCredentials(list).map((finding) => [finding.path.join('.'), finding.rule])).toEqual([
      ['0.given.secrets.zeta', 'secret-field'],
      ['0.given.secrets.alpha.password', 'password-field'],
      ['1.description', 'stripe-key'],
      ['1.description', 'github-token'],
      ['2.given.http.0.respond.text', 'github-token'],
    ]);
  });

  it('SCAN-03 the same rule twice in one text is one finding (its path and rule say it all)', () => {
    const text = `first ghp_${realLooking(7, 36)} then ghp_${realLooking(8, 36)}`;
    expect(scanForCredentials([{ text }]).map((finding) => finding.rule)).toEqual(['github-token']);
  });

  it('SCAN-01 a secret object of a case: the password is flagged, the user name is not', () => {
    const list = [{ given: { secrets: { crm: { username: 'svc_integration_user', password: realLooking(9, 18) } } } }];
    expect(scanForCredentials(list)).toEqual([
      { path: [0, 'given', 'secrets', 'crm', 'password'], rule: 'password-field', message: expect.any(String) },
    ]);
  });

  it('SCAN-01 a JWT in an Authorization header is one finding, by the most specific rule', () => {
    const header = Buffer.from('{"alg":"HS256"}').toString('base64url');
    const payload = Buffer.from('{"sub":"42"}').toString('base64url');
    const jwt = `${header}.${payload}.${randomText(seededRandom(10), 'base64url', 43)}`;
    const findings = scanForCredentials([{ headers: { Authorization: `Bearer ${jwt}` } }]);
    expect(findings.map((finding) => finding.rule)).toEqual(['jwt']);
  });

  it('SCAN-01 dummies that flowgate fills in pass wherever they appear', () => {
    const list = [
      {
        given: { secrets: { crm: 'test-dummy-crm', smtp: { username: 'test-dummy-user', password: 'test-dummy-smtp' } } },
        expect: { http_calls: [{ header_equals: { Authorization: 'Bearer test-dummy-crm', 'X-Api-Key': 'test-dummy-erp' } }] },
      },
    ];
    expect(scanForCredentials(list)).toEqual([]);
  });

  it('SCAN-01 hunter2 passes: a short value in a password field is not judged (documented)', () => {
    expect(scanForCredentials([{ password: 'hunter2' }])).toEqual([]);
    expect(scanForCredentials([{ password: ['hunter2', '!X'].join('') }]).map((finding) => finding.rule)).toEqual(['password-field']);
  });

  it('SCAN-01 entropy threshold: a secret-field value needs more than 3.5 bits per character', () => {
    const tenSymbols = 'k7q2m9x4w1'.repeat(2); // log2(10) = 3.32 bits per character
    const twelveSymbols = 'k7q2m9x4w1zr'; // log2(12) = 3.58 bits per character
    expect(shannonEntropy(tenSymbols)).toBeCloseTo(Math.log2(10), 6);
    expect(shannonEntropy(twelveSymbols)).toBeCloseTo(Math.log2(12), 6);
    expect(scanForCredentials([{ token: tenSymbols }])).toEqual([]);
    expect(scanForCredentials([{ token: twelveSymbols }]).map((finding) => finding.rule)).toEqual(['secret-field']);
    expect(scanForCredentials([{ token: realLooking(11, 24) }]).map((finding) => finding.rule)).toEqual(['secret-field']);
  });
});

describe('credential scan never shows the value', () => {
  it('SCAN-05 an object key that is itself a token is hidden in the path and the message', () => {
    const token = `ghp_${randomText(seededRandom(20), 'alnum', 36)}`;
    const list = [{ given: { state: { [token]: { note: 'seen', password: randomText(seededRandom(21), 'alnum', 16) } } } }];
    const findings = scanForCredentials(list);
    expect(findings).toEqual([
      { path: [0, 'given', 'state'], rule: 'github-token', message: expect.stringContaining('object key') },
      { path: [0, 'given', 'state', HIDDEN_KEY, 'password'], rule: 'password-field', message: expect.any(String) },
    ]);
    expect(JSON.stringify(findings)).not.toContain(token);
    expect(JSON.stringify(findings)).not.toContain(token.slice(4, 20));
  });

  it('SCAN-05 an object key that holds a name and a password is hidden too', () => {
    const password = randomText(seededRandom(23), 'alnum', 16);
    const findings = scanForCredentials([{ state: { [`password=${password}`]: true } }]);
    expect(findings).toEqual([{ path: [0, 'state'], rule: 'password-field', message: expect.stringContaining('object key') }]);
    expect(JSON.stringify(findings)).not.toContain(password);
  });

  it('SCAN-05 messages are plain English naming the rule and nothing of the data', () => {
    const password = randomText(seededRandom(22), 'alnum', 20);
    const [finding] = scanForCredentials([{ given: { secrets: { db: { password } } } }]);
    expect(finding!.message).toMatch(/^this value looks like a real password \(rule password-field\)/);
    expect(finding!.message).not.toContain(password);
    expect(finding!.message).not.toContain('db');
  });
});

describe('credential scan of careless and hostile input', () => {
  it('SCAN-01 values that are not JSON are skipped without error', () => {
    const odd = [undefined, null, 42, 12345678901234567890n, true, () => 'ghp_x', Symbol('s'), new Date(0), NaN];
    expect(scanForCredentials(odd)).toEqual([]);
    expect(scanForCredentials('sk_live_' + randomText(seededRandom(30), 'alnum', 24)).map((f) => f.rule)).toEqual(['stripe-key']);
    expect(scanForCredentials(undefined)).toEqual([]);
  });

  it('SCAN-01 a cyclic structure is walked once', () => {
    const node: Record<string, unknown> = { secret: randomText(seededRandom(31), 'alnum', 30) };
    node.self = node;
    node.list = [node, node];
    expect(scanForCredentials([node]).map((finding) => finding.rule)).toEqual(['secret-field']);
  });

  it('SCAN-01 very deep nesting does not overflow the stack', () => {
    let deep: unknown = { api_key: randomText(seededRandom(32), 'alnum', 30) };
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const findings = scanForCredentials(deep);
    expect(findings).toHaveLength(1);
    expect(findings[0]!.path).toHaveLength(100_001);
  });

  it('SCAN-01 a long base64 artifact of random bytes gives no finding by chance', () => {
    const text = randomText(seededRandom(33), 'base64', 2_000_000);
    expect(scanForCredentials([{ given: { artifacts: { 'export.bin': { text } } } }])).toEqual([]);
  });

  it('SCAN-01 repetitive hostile texts are scanned in linear time (a quadratic scan would time out)', () => {
    const size = 1_000_000;
    const texts = [
      '<'.repeat(size),
      `-----BEGIN ${'PRIV'}ATE KEY-----`.repeat(size / 27),
      '://a:b'.repeat(size / 6),
      'token:'.repeat(size / 6),
      'token ' + ' '.repeat(size) + '= x',
      'eyJabcdefghij.'.repeat(size / 14),
      'xoxb-'.repeat(size / 5) + '+',
      'ghp_'.repeat(size / 4),
    ];
    for (const text of texts) {
      expect(() => scanForCredentials([{ password: text, text }])).not.toThrow();
    }
  });

  it('SCAN-01 a private key block needs a body of at least 64 random base64 characters', () => {
    const block = (body: string) => `-----BEGIN ${'PRIV'}ATE KEY-----\n${body}\n-----END ${'PRIV'}ATE KEY-----`;
    const random = seededRandom(35);
    expect(scanForCredentials([block(randomText(random, 'base64', 60))])).toEqual([]);
    expect(scanForCredentials([block(randomText(random, 'base64', 64))]).map((finding) => finding.rule)).toEqual(['private-key']);
    expect(scanForCredentials([block('A'.repeat(2000))])).toEqual([]);
  });

  it('SCAN-01 a format prefix inside a longer token run is not a match', () => {
    const body = randomText(seededRandom(34), 'alnum', 36);
    expect(scanForCredentials([`Xghp_${body}`, `ghp_${body}Z/`])).toEqual([]);
  });
});

describe('credential scan of typical test lists', () => {
  /** 800 cases shaped like real test lists: names, invoices, ids, digests, dummies, files. */
  function typicalCases(count: number): unknown[] {
    const random = seededRandom(77);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const firstNames = ['Jane', 'Ahmed', 'Zoë', 'Li', 'Oluwaseun', 'María', 'Grzegorz'];
    const lastNames = ['Doe', 'Müller-Lüdenscheidt', 'Okafor', 'Nakamura', 'Brzęczyszczykiewicz'];
    const uuid = () => {
      const hex = randomText(random, 'hex', 32);
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
    };
    return Array.from({ length: count }, (_, index) => {
      const first = pick(firstNames);
      const last = pick(lastNames);
      const invoice = `INV-2026-${String(index).padStart(4, '0')}`;
      return {
        name: `Reminds ${first} ${last} about ${invoice}`,
        description: 'Sends a reminder when the invoice is overdue; the API token comes from the dummy secret.',
        kind: pick(['happy', 'upstream_failure', 'empty', 'edge']),
        given: {
          now: '2026-01-05T08:00:00Z',
          trigger: 'webhook',
          event: {
            body: { id: uuid(), customer_id: uuid(), invoice_number: invoice, amount: '1249.90', currency: 'EUR' },
            headers: { 'Content-Type': 'application/json', 'X-Request-Id': uuid(), 'X-Signature': 'test-dummy-signature' },
          },
          secrets: { crm: 'test-dummy-crm', smtp: { username: `${first.toLowerCase()}@acme-corp.com`, password: 'test-dummy-smtp' } },
          connections: { crm: { base_url: 'https://crm.connection.test', auth: 'bearer', header: 'Authorization' } },
          http: [
            {
              match: { method: 'GET', url: `https://crm.connection.test/customers/${index}?fields=email,name` },
              respond: {
                json: {
                  id: uuid(),
                  email: `${first.toLowerCase()}.${index}@example.com`,
                  etag: randomText(random, 'hex', 40),
                  next_page_token: randomText(random, 'base64url', 40),
                  jwks: { keys: [{ kty: 'RSA', kid: '2026-01', use: 'sig', alg: 'RS256', e: 'AQAB', n: randomText(random, 'base64url', 342) }] },
                },
                headers: { 'Content-Type': 'application/json', ETag: `"${randomText(random, 'hex', 32)}"` },
              },
            },
          ],
          models: [{ connection: 'writer', output: { subject: `Invoice ${invoice} is overdue`, tone: 'friendly' } }],
          state: { last_run: '2026-01-04T08:00:00Z', version_id: `sha256:${randomText(random, 'hex', 64)}` },
          artifacts: { [`invoice-${index}.pdf`]: { text: randomText(random, 'base64', 600), content_type: 'application/pdf' } },
        },
        expect: {
          outcome: 'success',
          recipients: [`${first.toLowerCase()}.${index}@example.com`],
          http_calls: [{ method: 'GET', path: `/customers/${index}`, header_present: 'Authorization', count: 1 }],
          payload: [{ path: '$.emails[0].subject', matches: '^Invoice INV-\\d{4}-\\d{4} is overdue$' }],
        },
      };
    });
  }

  it('SCAN-01 800 typical cases give no finding (scan stays linear: one walk, prefiltered regexes)', () => {
    expect(scanForCredentials(typicalCases(800))).toEqual([]);
  });
});
