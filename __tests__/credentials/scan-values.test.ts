import { describe, expect, it } from 'vitest';
import { CREDENTIAL_RULE_IDS, HIDDEN_KEY, scanForCredentials, type CredentialFinding } from '../../src/credentials/index.js';
import { expectedEntropy, shannonEntropy } from '../../src/credentials/entropy.js';
import {
  FIXTURE_FILES,
  randomText,
  readFixtureFile,
  seededRandom,
  shouldFlag,
  shouldPass,
  typicalCases,
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
  it('SCAN-01 the fixtures have at least 40 values in each direction, each under a known rule', () => {
    expect(shouldFlag.length).toBeGreaterThanOrEqual(40);
    expect(shouldPass.length).toBeGreaterThanOrEqual(40);
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
      expect(findings[0]!.message).toMatch(/^(?:this value|part of this text|line \d+ of this text) looks like /);
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
      { path: [2, 'given', 'secrets', 'crm'], rule: 'secret-field', message: expect.any(String), madeUp: expect.stringContaining('test-dummy-crm') },
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
      { path: [0, 'given', 'secrets', 'crm', 'password'], rule: 'password-field', message: expect.any(String), madeUp: expect.stringContaining('test-dummy-password') },
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

  it('SCAN-06 SCAN-08 entropy is judged against a random value of the same alphabet and length', () => {
    // A random 16-character hex key averages 3.2 bits per character: gitleaks' 3.5 bar
    // would let nearly all of them pass.
    expect(expectedEntropy(16, 16)).toBeCloseTo(3.21, 2);
    const hexKey = randomText(seededRandom(12), 'hex', 16);
    expect(shannonEntropy(hexKey)).toBeLessThan(3.5);
    expect(scanForCredentials([{ token: hexKey }]).map((finding) => finding.rule)).toEqual(['secret-field']);
    // Hex a person typed stays below 0.8 of what random hex of its length reaches.
    expect(scanForCredentials([{ token: 'deadbeefcafebabe' }, { token: '1111222233334444' }])).toEqual([]);
    // A block said twice is a run, however many symbols it has.
    expect(scanForCredentials([{ token: 'k7q2m9x4w1'.repeat(2) }])).toEqual([]);
    expect(scanForCredentials([{ token: realLooking(11, 24) }]).map((finding) => finding.rule)).toEqual(['secret-field']);
  });
});

describe('credential scan never shows the value', () => {
  it('SCAN-05 an object key that is itself a token is hidden in the path and the message', () => {
    const token = `ghp_${randomText(seededRandom(20), 'alnum', 36)}`;
    const list = [{ given: { state: { [token]: { note: 'seen', password: randomText(seededRandom(21), 'alnum', 16) } } } }];
    const findings = scanForCredentials(list);
    expect(findings).toEqual([
      { path: [0, 'given', 'state'], rule: 'github-token', message: expect.stringContaining('object key'), madeUp: expect.any(String) },
      { path: [0, 'given', 'state', HIDDEN_KEY, 'password'], rule: 'password-field', message: expect.any(String), madeUp: expect.stringContaining('test-dummy-password') },
    ]);
    expect(JSON.stringify(findings)).not.toContain(token);
    expect(JSON.stringify(findings)).not.toContain(token.slice(4, 20));
  });

  it('SCAN-05 an object key that holds a name and a password is hidden too', () => {
    const password = randomText(seededRandom(23), 'alnum', 16);
    const findings = scanForCredentials([{ state: { [`password=${password}`]: true } }]);
    expect(findings).toEqual([{ path: [0, 'state'], rule: 'password-field', message: expect.stringContaining('object key'), madeUp: expect.any(String) }]);
    expect(JSON.stringify(findings)).not.toContain(password);
  });

  it('SCAN-05 messages are plain English naming the rule and nothing of the data', () => {
    const password = randomText(seededRandom(22), 'alnum', 20);
    const [finding] = scanForCredentials([{ given: { secrets: { db: { password } } } }]);
    expect(finding).toMatchObject({
      rule: 'password-field',
      message: 'this value looks like a real password: a name that says password holds three kinds of characters or more (lower case, upper case, digits, symbols), as people choose passwords',
    });
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
  it('SCAN-01 SCAN-08 800 typical cases give no finding (mails, configs and artifacts with stand-ins included)', () => {
    expect(scanForCredentials(typicalCases(800))).toEqual([]);
  });
});
