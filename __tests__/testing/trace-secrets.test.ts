/**
 * REPORT-17: nothing secret ever appears in a trace. Secrets are planted where a run can
 * carry them (an address, a request body, sign-in headers of every kind, answers that
 * echo them, an email subject, an error message, the nearest-mock reason) and the whole
 * JSON report is searched for them.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { loadRepository } from '../../src/definitions/repository.js';
import { closeSandbox } from '../../src/sandbox/index.js';
import { testRepository } from '../../src/testing/run-all.js';
import { makeRepo } from '../helpers/repo.js';

afterAll(() => closeSandbox());

const SECRETS = {
  URL_KEY: 'planted-address-value-one',
  BODY_KEY: 'planted-body-value-two',
  BILLING_KEY: 'planted-billing-header-three',
  CRM_TOKEN: 'planted-crm-bearer-four',
  LEGACY: { username: 'planted-legacy-user', password: 'planted-legacy-pass' },
};
const BASIC = Buffer.from(`${SECRETS.LEGACY.username}:${SECRETS.LEGACY.password}`).toString('base64');
const OAUTH2 = 'test-dummy-partner-oauth2-token';

const connections = `billing:
  kind: http
  test: { base_url: "https://billing.example", auth: api_key, header: X-Billing-Key }
  secrets: { api_key: BILLING_KEY }
crm:
  kind: http
  test: { base_url: "https://crm.example", auth: bearer }
  secrets: { token: CRM_TOKEN }
legacy:
  kind: http
  test: { base_url: "https://legacy.example", auth: basic }
  secrets: { username: LEGACY, password: LEGACY }
partner:
  kind: http
  test: { base_url: "https://partner.example", auth: oauth2 }
`;

const workflow = `name: leaky
on:
  manual: {}
steps:
  - id: billing
    uses: platform/http.request@v1
    connections: { api: billing }
    with:
      method: POST
      url: "/items?key=\${{ secrets.URL_KEY }}"
      json: { token: "\${{ secrets.BODY_KEY }}" }
  - id: crm
    uses: platform/http.request@v1
    connections: { api: crm }
    with: { url: /contacts }
  - id: legacy
    uses: platform/http.request@v1
    connections: { api: legacy }
    with: { url: /ping }
  - id: partner
    uses: platform/http.request@v1
    connections: { api: partner }
    with: { url: /orders }
  - id: lost
    continue_on_error: true
    uses: platform/http.request@v1
    connections: { api: billing }
    with: { url: "/other?key=\${{ secrets.URL_KEY }}" }
  - id: mail
    uses: platform/email.send@v1
    with: { to: [ops@acme.example], subject: "Key \${{ secrets.BODY_KEY }}", text: "\${{ steps.billing.outputs.body }}" }
`;

const echo = (value: unknown) => ({ json: { echoed: value, line: `Authorization: ${JSON.stringify(value)}` } });

const cases = [
  {
    name: 'carries secrets everywhere',
    given: {
      secrets: SECRETS,
      http: [
        { match: { path: '/items', body_contains: SECRETS.BODY_KEY }, respond: echo([SECRETS.URL_KEY, SECRETS.BILLING_KEY]) },
        { match: { url_contains: 'crm.example' }, respond: echo(`Bearer ${SECRETS.CRM_TOKEN}`) },
        { match: { url_contains: 'legacy.example' }, respond: echo(`Basic ${BASIC}`) },
        { match: { url_contains: 'partner.example' }, respond: { json: { authorization: `Bearer ${OAUTH2}` } } },
        { match: { path: '/other?key=wrong' }, respond: { text: 'never' } },
      ],
    },
    expect: { outcome: 'success', no_unmocked_http: false, recipients: ['ops@acme.example'] },
  },
];

describe('a trace holds no secret', () => {
  it('REPORT-17 secrets planted in addresses, bodies, sign-in headers and answers appear nowhere in the JSON report', async () => {
    const root = makeRepo({ 'connections.yaml': connections, 'workflows/leaky/workflow.yaml': workflow, 'workflows/leaky/tests.json': cases });
    const report = await testRepository(loadRepository(root), { trace: 'on' });
    const c = report.versions[0]!.report.cases[0]!;
    expect(report.versions[0]!.report.problems).toEqual([]);
    const trace = c.trace!;
    // The planted values did travel: each place that held one shows *** instead.
    expect(trace.requests.map((r) => r.url)).toContain('https://billing.example/items?key=***');
    expect(trace.requests.map((r) => r.status ?? r.error)).toEqual([200, 200, 200, 200, 'http_unmocked']);
    expect(trace.requests[4]!.nearest).toMatchObject({ list: 'given.http', index: 4, mismatched: ['path'] });
    expect(trace.requests[4]!.nearest!.why).toContain('***');
    expect(trace.steps.find((s) => s.id === 'lost')!.error!.message).toContain('***');
    expect(JSON.stringify(trace.steps.map((s) => s.outputs))).toContain('***');
    expect(trace.emails[0]!.subject).toBe('Key ***');
    // What the run sent: the request's body and the email's text, with the planted values hidden.
    expect(trace.requests[0]!.body).toBe('{"token":"***"}');
    expect(trace.emails[0]!.text).toContain('***');

    const text = JSON.stringify(report);
    const planted = [SECRETS.URL_KEY, SECRETS.BODY_KEY, SECRETS.BILLING_KEY, SECRETS.CRM_TOKEN, SECRETS.LEGACY.username, SECRETS.LEGACY.password, BASIC, OAUTH2];
    for (const value of planted) {
      expect(text).not.toContain(value);
      expect(text).not.toContain(encodeURIComponent(value));
    }
  });
});
