import { describe, expect, it } from 'vitest';
import { baseCase, caseIssues, caseWithExpect, caseWithGiven, mock } from './helpers.js';

interface Row {
  title: string;
  good: unknown[];
  bad: [testCase: unknown, path: string, message: string | RegExp][];
}

const given = caseWithGiven;
const expectWith = caseWithExpect;
const respond = (r: Record<string, unknown>) => given({ http: [mock({ respond: r })] });
const model = (m: Record<string, unknown>) => given({ models: [{ connection: 'assistant', ...m }] });
const override = (o: Record<string, unknown>) => given({ connections: { billing: o } });
const artifacts = (a: Record<string, unknown>) => given({ artifacts: a });
const payload = (p: unknown) => expectWith({ outcome: 'success', payload: p });
const callCheck = (c: Record<string, unknown>) => expectWith({ outcome: 'success', http_calls: [c] });
const stepCheck = (c: Record<string, unknown>) => expectWith({ outcome: 'success', step_outputs: [c] });
const named = (name: unknown) => ({ ...baseCase(), name });
const manyArtifacts = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}.txt`, { text: 'made up' }]));

const rows: Row[] = [
  {
    title: 'CASE-04 name is required',
    good: [baseCase()],
    bad: [[{ expect: { outcome: 'success', recipients: [] } }, '', "missing required field 'name'"]],
  },
  {
    title: 'LIMIT-01 a case name has 1 to 200 characters',
    good: [named('x'), named('x'.repeat(200)), named('ü'.repeat(200)), named('😀'.repeat(200))],
    bad: [
      [named(''), 'name', 'must not be empty'],
      [named('x'.repeat(201)), 'name', 'must have at most 200 characters'],
      [named(42), 'name', 'must be a string'],
    ],
  },
  {
    title: 'CASE-05 description is optional text',
    good: [{ ...baseCase(), description: 'what it proves' }],
    bad: [[{ ...baseCase(), description: ['x'] }, 'description', 'must be a string']],
  },
  {
    title: 'CASE-06 kind is one of happy, upstream_failure, empty, malformed_payload, edge',
    good: ['happy', 'upstream_failure', 'empty', 'malformed_payload', 'edge'].map((kind) => ({ ...baseCase(), kind })),
    bad: [
      [{ ...baseCase(), kind: 'sad' }, 'kind', 'must be one of: happy, upstream_failure, empty, malformed_payload, edge'],
      [{ ...baseCase(), kind: 'Happy' }, 'kind', 'must be one of: happy, upstream_failure, empty, malformed_payload, edge'],
    ],
  },
  {
    title: 'CASE-07 given is optional and an object',
    good: [baseCase(), given({})],
    bad: [
      [{ ...baseCase(), given: [] }, 'given', 'must be an object'],
      [{ ...baseCase(), given: null }, 'given', 'must be an object'],
    ],
  },
  {
    title: 'CASE-08 expect is required',
    good: [baseCase()],
    bad: [[{ name: 'x' }, '', "missing required field 'expect'"]],
  },
  {
    title: 'GIVEN-02 trigger is one of manual, schedule, webhook, api, workflow_run',
    good: ['manual', 'schedule', 'webhook', 'api', 'workflow_run'].map((trigger) => given({ trigger })),
    bad: [[given({ trigger: 'cron' }), 'given.trigger', 'must be one of: manual, schedule, webhook, api, workflow_run']],
  },
  {
    title: 'GIVEN-06 now is an RFC 3339 time',
    good: [given({ now: '2026-01-05T08:00:00Z' }), given({ now: '2026-01-05T09:00:00.250+01:00' })],
    bad: [
      [given({ now: '2026-01-05' }), 'given.now', /RFC 3339/],
      [given({ now: '2026-01-05T08:00:00' }), 'given.now', /RFC 3339/],
      [given({ now: 'tomorrow' }), 'given.now', /RFC 3339/],
      [given({ now: 1767600000000 }), 'given.now', 'must be a string'],
    ],
  },
  {
    title: 'GIVEN-08 a secret is a text or an object of text fields',
    good: [given({ secrets: { API_KEY: 'dummy', SFTP: { username: 'u', password: 'p' } } })],
    bad: [
      [given({ secrets: { API_KEY: 123 } }), 'given.secrets.API_KEY', 'must be a string or an object'],
      [given({ secrets: { SFTP: { port: 22 } } }), 'given.secrets.SFTP.port', 'must be a string'],
    ],
  },
  {
    title: 'MOCK-01 match needs at least one of url, url_contains, path',
    good: [
      given({ http: [mock({ match: { url: 'https://a.example/x' } })] }),
      given({ http: [mock({ match: { url_contains: '/x' } })] }),
      given({ http: [mock({ match: { path: '/x', method: 'post', body_contains: 'a' } })] }),
    ],
    bad: [
      [given({ http: [mock({ match: { method: 'GET' } })] }), 'given.http[0].match', 'needs at least one of url, url_contains, path'],
      [given({ http: [{ respond: { status: 200 } }] }), 'given.http[0]', "missing required field 'match'"],
      [given({ http: [mock({ match: { path: '' } })] }), 'given.http[0].match.path', 'must not be empty'],
    ],
  },
  {
    title: 'MOCK-15 respond uses json or text, not both',
    good: [respond({ json: null }), respond({ text: 'ok' }), respond({})],
    bad: [[respond({ json: {}, text: 'x' }), 'given.http[0].respond', 'use json or text, not both']],
  },
  {
    title: 'LIMIT-02 an HTTP mock status is 100 to 599',
    good: [respond({ status: 100 }), respond({ status: 599 })],
    bad: [
      [respond({ status: 99 }), 'given.http[0].respond.status', 'must be at least 100'],
      [respond({ status: 600 }), 'given.http[0].respond.status', 'must be at most 599'],
      [respond({ status: 200.5 }), 'given.http[0].respond.status', 'must be an integer'],
      [respond({ status: '200' }), 'given.http[0].respond.status', 'must be an integer'],
    ],
  },
  {
    title: 'LIMIT-03 an HTTP mock delay_ms is 0 to 120000',
    good: [respond({ delay_ms: 0 }), respond({ delay_ms: 120000 })],
    bad: [
      [respond({ delay_ms: -1 }), 'given.http[0].respond.delay_ms', 'must be at least 0'],
      [respond({ delay_ms: 120001 }), 'given.http[0].respond.delay_ms', 'must be at most 120000'],
    ],
  },
  {
    title: 'MOCK-16 respond headers are an object of text',
    good: [respond({ headers: { 'Retry-After': '2' } })],
    bad: [[respond({ headers: { 'Retry-After': 2 } }), "given.http[0].respond.headers['Retry-After']", 'must be a string']],
  },
  {
    title: 'MOCK-19 times is a whole number of at least 1',
    good: [given({ http: [mock({ times: 1 })] })],
    bad: [
      [given({ http: [mock({ times: 0 })] }), 'given.http[0].times', 'must be at least 1'],
      [given({ http: [mock({ times: 1.5 })] }), 'given.http[0].times', 'must be an integer'],
    ],
  },
  {
    title: 'MODEL-03 a model mock needs its connection',
    good: [model({ output: { ok: true } })],
    bad: [[given({ models: [{ output: 1 }] }), 'given.models[0]', "missing required field 'connection'"]],
  },
  {
    title: 'MODEL-04 a model mock uses exactly one of output, text, refusal, truncated, error',
    good: [model({ output: null }), model({ text: 'x' }), model({ refusal: 'no' }), model({ truncated: true }), model({ error: { status: 503 } })],
    bad: [
      [model({}), 'given.models[0]', 'use exactly one of output, text, refusal, truncated, error'],
      [model({ output: 1, text: 'x' }), 'given.models[0]', 'use exactly one of output, text, refusal, truncated, error (found output, text)'],
    ],
  },
  {
    title: 'MODEL-08 truncated can only be true',
    good: [model({ truncated: true })],
    bad: [[model({ truncated: false }), 'given.models[0].truncated', 'must be true']],
  },
  {
    title: 'LIMIT-05 a model mock error status is 400 to 599',
    good: [model({ error: { status: 400 } }), model({ error: { status: 599, message: 'busy' } })],
    bad: [
      [model({ error: { status: 399 } }), 'given.models[0].error.status', 'must be at least 400'],
      [model({ error: { status: 600 } }), 'given.models[0].error.status', 'must be at most 599'],
      [model({ error: { message: 'x' } }), 'given.models[0].error', "missing required field 'status'"],
    ],
  },
  {
    title: 'LIMIT-04 a model mock delay_ms is 0 to 120000',
    good: [model({ text: 'x', delay_ms: 0 }), model({ text: 'x', delay_ms: 120000 })],
    bad: [
      [model({ text: 'x', delay_ms: -5 }), 'given.models[0].delay_ms', 'must be at least 0'],
      [model({ text: 'x', delay_ms: 120001 }), 'given.models[0].delay_ms', 'must be at most 120000'],
    ],
  },
  {
    title: 'MODEL-10 usage reports input_tokens and output_tokens',
    good: [model({ text: 'x', usage: { input_tokens: 0, output_tokens: 7 } })],
    bad: [
      [model({ text: 'x', usage: { input_tokens: -1 } }), 'given.models[0].usage.input_tokens', 'must be at least 0'],
      [model({ text: 'x', usage: { total_tokens: 3 } }), 'given.models[0].usage.total_tokens', 'unknown field'],
    ],
  },
  {
    title: 'STUB-02 a stub outcome is success, failure or skipped',
    good: [given({ stub_steps: { call_other: { outcome: 'failure', error_code: 'x', message: 'm', outputs: [1] } } })],
    bad: [
      [given({ stub_steps: { call_other: { outcome: 'error' } } }), 'given.stub_steps.call_other.outcome', 'must be one of: success, failure, skipped'],
      [given({ stub_steps: { 'Call-Other': {} } }), "given.stub_steps['Call-Other']", /must be a step id/],
    ],
  },
  {
    title: 'GIVEN-13 a lookup table has columns and rows (lists of lists)',
    good: [given({ lookups: { rates: { columns: ['code', 'rate'], rows: [['EUR', 1], ['USD', 1.1]] } } })],
    bad: [
      [given({ lookups: { rates: { columns: [], rows: [] } } }), 'given.lookups.rates.columns', 'must not be an empty list'],
      [given({ lookups: { rates: { columns: ['code'], rows: ['EUR'] } } }), 'given.lookups.rates.rows[0]', 'must be a list'],
      [given({ lookups: { rates: { columns: ['code'] } } }), 'given.lookups.rates', "missing required field 'rows'"],
    ],
  },
  {
    title: 'GIVEN-16 a snapshot is an object with records',
    good: [given({ snapshots: { diff_customers: { records: [{ id: 1 }] } } })],
    bad: [
      [given({ snapshots: { diff_customers: {} } }), 'given.snapshots.diff_customers', "missing required field 'records'"],
      [given({ snapshots: { diff_customers: { records: {} } } }), 'given.snapshots.diff_customers.records', 'must be a list'],
    ],
  },
  {
    title: 'GIVEN-24 an artifact file name starts with a letter or digit and has only letters, digits, dots, dashes and underscores',
    good: [artifacts({ 'x.csv': { text: 'a' }, '2026_report-v1.txt': { text: 'b' } })],
    bad: [
      [artifacts({ '.hidden': { text: 'a' } }), "given.artifacts['.hidden']", /must start with a letter or digit/],
      [artifacts({ 'a b.csv': { text: 'a' } }), "given.artifacts['a b.csv']", /must start with a letter or digit/],
      [artifacts({ '../etc/passwd': { text: 'a' } }), "given.artifacts['../etc/passwd']", /must start with a letter or digit/],
    ],
  },
  {
    title: 'GIVEN-22 GIVEN-23 an artifact has text, optional repeat of at least 1 and content_type',
    good: [artifacts({ 'a.csv': { text: 'a', repeat: 3, content_type: 'text/csv' } })],
    bad: [
      [artifacts({ 'a.csv': {} }), "given.artifacts['a.csv']", "missing required field 'text'"],
      [artifacts({ 'a.csv': { text: 'a', repeat: 0 } }), "given.artifacts['a.csv'].repeat", 'must be at least 1'],
    ],
  },
  {
    title: 'LIMIT-06 a case has at most 20 artifact files',
    good: [artifacts(manyArtifacts(20))],
    bad: [[artifacts(manyArtifacts(21)), 'given.artifacts', 'must have at most 20 entries']],
  },
  {
    title: 'GIVEN-27 a connections entry sets only base_url, auth, header and provider',
    good: [override({ base_url: 'https://sandbox.example', auth: 'api_key', header: 'X-Api-Key', provider: 'anthropic' })],
    bad: [[override({ token: 'x' }), 'given.connections.billing.token', 'unknown field']],
  },
  {
    title: 'GIVEN-28 a connections entry base_url starts with https://',
    good: [override({ base_url: 'https://sandbox.example' })],
    bad: [
      [override({ base_url: 'http://sandbox.example' }), 'given.connections.billing.base_url', 'must start with https://'],
      [override({ base_url: 'sandbox.example' }), 'given.connections.billing.base_url', 'must start with https://'],
    ],
  },
  {
    title: 'GIVEN-29 a connections entry auth is none, api_key, bearer or basic',
    good: ['none', 'api_key', 'bearer', 'basic'].map((auth) => override({ auth })),
    bad: [[override({ auth: 'oauth2' }), 'given.connections.billing.auth', 'must be one of: none, api_key, bearer, basic']],
  },
  {
    title: 'GIVEN-30 provider is openai, azure_openai, anthropic, mistral or openai_compatible',
    good: ['openai', 'azure_openai', 'anthropic', 'mistral', 'openai_compatible'].map((provider) => override({ provider })),
    bad: [[override({ provider: 'gemini' }), 'given.connections.billing.provider', 'must be one of: openai, azure_openai, anthropic, mistral, openai_compatible']],
  },
  {
    title: 'EXPECT-01 outcome is required and one of success, skip, error',
    good: [expectWith({ outcome: 'skip' }), expectWith({ outcome: 'error', failed_step: 'fetch' })],
    bad: [
      [expectWith({ recipients: [] }), 'expect', "missing required field 'outcome'"],
      [expectWith({ outcome: 'failed' }), 'expect.outcome', 'must be one of: success, skip, error'],
    ],
  },
  {
    title: 'EXPECT-03 failed_step is allowed only with outcome: error',
    good: [expectWith({ outcome: 'error', failed_step: 'fetch', recipients: [] })],
    bad: [
      [expectWith({ outcome: 'success', failed_step: 'fetch', recipients: [] }), 'expect.failed_step', 'is allowed only when outcome is error'],
      [expectWith({ outcome: 'skip', failed_step: 'fetch' }), 'expect.failed_step', 'is allowed only when outcome is error'],
      [expectWith({ outcome: 'error', failed_step: 'Fetch' }), 'expect.failed_step', /must be a step id/],
    ],
  },
  {
    title: 'EXPECT-04 recipients is a list of addresses',
    good: [expectWith({ outcome: 'success', recipients: [] })],
    bad: [
      [expectWith({ outcome: 'success', recipients: 'ops@example.com' }), 'expect.recipients', 'must be a list'],
      [expectWith({ outcome: 'success', recipients: [7] }), 'expect.recipients[0]', 'must be a string'],
    ],
  },
  {
    title: 'EXPECT-07 payload is one value check or a list of them',
    good: [payload({ path: '$.outcome', equals: 'success' }), payload([{ path: '$.emails.length', equals: 1 }, { path: '$.state.x', exists: false }])],
    bad: [
      [payload('$.outcome'), 'expect.payload', 'must be an object or a list'],
      [payload([{ path: '$.a', equals: 1 }, 'x']), 'expect.payload[1]', 'must be an object'],
    ],
  },
  {
    title: 'CHECK-01 a value check needs path',
    good: [payload({ path: '$.x', equals: null })],
    bad: [
      [payload({ equals: 1 }), 'expect.payload', "missing required field 'path'"],
      [payload([{ path: '$.a', equals: 1 }, { equals: 1 }]), 'expect.payload[1]', "missing required field 'path'"],
    ],
  },
  {
    title: 'CHECK-02 a value check needs at least one of equals, contains, matches, exists, length',
    good: ['equals', 'contains', 'matches', 'exists', 'length'].map((field) =>
      payload({ path: '$.x', [field]: field === 'exists' ? true : field === 'length' ? 2 : field === 'matches' ? '^a' : 'a' }),
    ),
    bad: [
      [payload({ path: '$.x' }), 'expect.payload', 'needs at least one of equals, contains, matches, exists, length'],
      [payload([{ path: '$.x' }]), 'expect.payload[0]', 'needs at least one of equals, contains, matches, exists, length'],
    ],
  },
  {
    title: 'CHECK-09 CHECK-11 CHECK-13 matches is a valid regex, exists a boolean, length a count',
    good: [payload({ path: '$.x', matches: '^INV-[0-9]+$', exists: true, length: 0 })],
    bad: [
      [payload({ path: '$.x', matches: '([a-z' }), 'expect.payload.matches', 'must be a valid regular expression'],
      [payload({ path: '$.x', exists: 'yes' }), 'expect.payload.exists', 'must be a boolean'],
      [payload({ path: '$.x', length: -1 }), 'expect.payload.length', 'must be at least 0'],
      [payload({ path: '', equals: 1 }), 'expect.payload.path', 'must not be empty'],
    ],
  },
  {
    title: 'CALLS-01..07 an HTTP call check has match fields, header_present, header_equals and count',
    good: [callCheck({ method: 'POST', path: '/x', url_contains: 'x', url: 'https://a/x', body_contains: 'a', header_present: 'X-Api-Key', header_equals: { 'content-type': 'application/json' }, count: 0 })],
    bad: [
      [callCheck({ path: '/x', count: -1 }), 'expect.http_calls[0].count', 'must be at least 0'],
      [callCheck({ path: '/x', count: 1.5 }), 'expect.http_calls[0].count', 'must be an integer'],
      [callCheck({ header_equals: { 'X-Id': 5 } }), "expect.http_calls[0].header_equals['X-Id']", 'must be a string'],
      [callCheck({ header_present: ['X'] }), 'expect.http_calls[0].header_present', 'must be a string'],
      [callCheck({ times: 1 }), 'expect.http_calls[0].times', 'unknown field'],
    ],
  },
  {
    title: 'STEPCHK-01 STEPCHK-02 a step check needs step; result is success, failure or skipped',
    good: [stepCheck({ step: 'fetch', result: 'skipped' }), stepCheck({ step: 'fetch', path: '$.count', equals: 2 })],
    bad: [
      [stepCheck({ result: 'success' }), 'expect.step_outputs[0]', "missing required field 'step'"],
      [stepCheck({ step: 'fetch', result: 'ok' }), 'expect.step_outputs[0].result', 'must be one of: success, failure, skipped'],
      [stepCheck({ step: 'fetch' }), 'expect.step_outputs[0]', 'needs at least one of result, equals, contains, matches, exists, length'],
    ],
  },
  {
    title: 'MOCK-21 no_unmocked_http is a boolean',
    good: [expectWith({ outcome: 'error', no_unmocked_http: false })],
    bad: [[expectWith({ outcome: 'error', no_unmocked_http: 'false' }), 'expect.no_unmocked_http', 'must be a boolean']],
  },
];

describe('test-case schema', () => {
  for (const row of rows) {
    it(row.title, () => {
      for (const good of row.good) expect(caseIssues(good)).toEqual([]);
      for (const [bad, path, message] of row.bad) {
        const issues = caseIssues(bad);
        expect(issues, JSON.stringify(bad)).toContainEqual({ path, message: typeof message === 'string' ? message : expect.stringMatching(message) });
      }
    });
  }

  it('CASE-03 an unknown field anywhere is reported with its path', () => {
    const places: [unknown, string][] = [
      [{ ...baseCase(), expected: {} }, 'expected'],
      [given({ mocks: [] }), 'given.mocks'],
      [given({ http: [mock({ match: { metod: 'GET', path: '/x' } })] }), 'given.http[0].match.metod'],
      [given({ http: [mock({ respond: { body: 'x' } })] }), 'given.http[0].respond.body'],
      [model({ text: 'x', temperature: 1 }), 'given.models[0].temperature'],
      [given({ stub_steps: { fetch: { result: 'success' } } }), 'given.stub_steps.fetch.result'],
      [artifacts({ 'a.csv': { text: 'a', name: 'b' } }), "given.artifacts['a.csv'].name"],
      [expectWith({ outcome: 'success', recipients: [], emails: 1 }), 'expect.emails'],
      [payload({ path: '$.a', equal: 1 }), 'expect.payload.equal'],
      [stepCheck({ step: 'a', result: 'success', output: 1 }), 'expect.step_outputs[0].output'],
    ];
    for (const [testCase, path] of places) {
      expect(caseIssues(testCase).map((i) => i.path)).toContain(path);
      expect(caseIssues(testCase).find((i) => i.path === path)?.message).toMatch(/^unknown field/);
    }
  });

  it('CASE-03 an unknown field close to a known one suggests it', () => {
    const issues = caseIssues(given({ http: [mock({ match: { metod: 'GET', path: '/x' } })] }));
    expect(issues).toEqual([{ path: 'given.http[0].match.metod', message: "unknown field; did you mean 'method'?" }]);
    expect(caseIssues(given({ http: [mock({ match: { 'url-contains': 'x' } })] }))).toContainEqual({
      path: "given.http[0].match['url-contains']",
      message: "unknown field; did you mean 'url_contains'?",
    });
    expect(caseIssues({ ...baseCase(), zzz: 1 })).toEqual([{ path: 'zzz', message: 'unknown field' }]);
  });

  it('CASE-03 a __proto__ key is an unknown field, not a prototype', () => {
    const issues = caseIssues(JSON.parse('{"name":"x","expect":{"outcome":"error"},"given":{"__proto__":{"x":1}}}'));
    expect(issues).toEqual([{ path: 'given.__proto__', message: 'unknown field' }]);
  });

  it('MOCK-01 a bad match gets one message, not one per alternative', () => {
    const issues = caseIssues(given({ http: [mock({ match: { method: 'GET' } })] }));
    expect(issues).toEqual([{ path: 'given.http[0].match', message: 'needs at least one of url, url_contains, path' }]);
  });

  it('free values (event, input, state, vars, outputs, json, equals) take any shape', () => {
    const free = { deep: [{ any: { shape: null } }], n: 1 };
    expect(
      caseIssues({
        ...given({
          event: { body: free, headers: { 'x-sig': 'a' } },
          input: [free],
          state: { cursor: free },
          vars: { region: 'eu', limits: free },
          stub_steps: { a: { outputs: free } },
          http: [mock({ respond: { json: [free] } })],
          models: [{ connection: 'm', output: free }],
        }),
        expect: { outcome: 'success', payload: { path: '$.state', equals: free, contains: free } },
      }),
    ).toEqual([]);
  });

  it('SCAN never: a problem message does not show the offending value', () => {
    const secret = 'sk-live-4eC39HqLyjWDarjtT1zdp7dc';
    const cases = [
      given({ secrets: { API_KEY: { nested: 5 } }, now: secret, trigger: secret }),
      given({ http: [mock({ respond: { status: secret, delay_ms: secret } })] }),
      given({ connections: { billing: { base_url: secret, auth: secret } } }),
      { ...baseCase(), kind: secret, name: secret.repeat(10) },
    ];
    for (const testCase of cases) {
      const issues = caseIssues(testCase);
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues) expect(issue.message + issue.path).not.toContain(secret);
    }
  });

  it('hostile: a case that is not an object is refused plainly', () => {
    expect(caseIssues('a case')).toEqual([{ path: '', message: 'must be an object' }]);
    expect(caseIssues(null)).toEqual([{ path: '', message: 'must be an object' }]);
    expect(caseIssues([baseCase()])).toEqual([{ path: '', message: 'must be an object' }]);
  });

  it('reports every problem of a case at once, without repeats', () => {
    const issues = caseIssues({
      name: '',
      kind: 'x',
      given: { http: [{ match: {}, respond: { status: 1 } }] },
      expect: { outcome: 'success', payload: { path: '$.a' } },
    });
    expect(issues.map((i) => i.path).sort()).toEqual(['expect.payload', 'given.http[0].match', 'given.http[0].respond.status', 'kind', 'name']);
    expect(new Set(issues.map((i) => `${i.path} ${i.message}`)).size).toBe(issues.length);
  });
});

describe('artifact size limits', () => {
  const MIB = 1024 * 1024;

  it('LIMIT-07 each artifact is at most 16 MiB (text times repeat)', () => {
    expect(caseIssues(artifacts({ 'big.txt': { text: 'x', repeat: 16 * MIB } }))).toEqual([]);
    expect(caseIssues(artifacts({ 'big.txt': { text: 'x', repeat: 16 * MIB + 1 } }))).toEqual([
      { path: "given.artifacts['big.txt']", message: 'a case artifact is at most 16 MiB' },
    ]);
    // Sizes are bytes of UTF-8: 'ü' is two.
    expect(caseIssues(artifacts({ 'u.txt': { text: 'ü', repeat: 8 * MIB + 1 } })).map((i) => i.path)).toEqual(["given.artifacts['u.txt']"]);
  });

  it('LIMIT-08 the artifacts of a case are at most 32 MiB together', () => {
    const file = { text: 'abcd', repeat: 2 * MIB }; // 8 MiB
    expect(caseIssues(artifacts({ 'a.txt': file, 'b.txt': file, 'c.txt': file, 'd.txt': file }))).toEqual([]);
    expect(caseIssues(artifacts({ 'a.txt': file, 'b.txt': file, 'c.txt': file, 'd.txt': file, 'e.txt': { text: 'x' } }))).toEqual([
      { path: 'given.artifacts', message: 'case artifacts are at most 32 MiB together' },
    ]);
  });

  it('LIMIT-07 a huge repeat is measured, never built', () => {
    // 10^15 characters: no string that long can be built, so an answer means it was measured.
    const issues = caseIssues(artifacts({ 'bomb.txt': { text: 'x'.repeat(1000), repeat: 1e12 } }));
    expect(issues.map((i) => i.path)).toEqual(["given.artifacts['bomb.txt']", 'given.artifacts']);
  });
});
