// A port of ../shared/bench/gen-synth.py: writes DIR with N workflows × M cases
// (webhook → http → evaluate → email), so the benchmark needs nothing outside the repo.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const workflowYaml = (name) => `name: ${name}
on:
  webhook: {}
steps:
  - id: validate
    uses: platform/evaluate@v1
    with:
      expression: "\${{ trigger.body.id != null }}"
      fail_if_false: true
      message: "The payload has no customer id."
  - id: fetch
    uses: platform/http.request@v1
    with:
      url: "https://crm.example/customers/\${{ trigger.body.id }}"
  - id: check
    uses: platform/evaluate@v1
    with:
      expression: "\${{ steps.fetch.outputs.json.balance > 100 }}"
  - id: notify
    if: "\${{ steps.check.outputs.result }}"
    uses: platform/email.send@v1
    with:
      to: ["\${{ steps.fetch.outputs.json.email }}"]
      subject: "Balance of \${{ steps.fetch.outputs.json.name }}"
      text: "Your balance is \${{ steps.fetch.outputs.json.balance }}."
`;

export function synthCases(m) {
  const cases = [];
  for (let j = 0; j < m; j += 1) {
    const kind = ['happy', 'upstream_failure', 'empty', 'malformed_payload'][j % 4];
    const cid = `c${j}`;
    if (kind === 'happy') {
      cases.push({ name: `happy ${j}`, kind, given: { event: { body: { id: cid }, headers: {} }, http: [{ match: { method: 'GET', path: `/customers/${cid}` }, respond: { json: { email: `${cid}@mail.example`, name: `Customer ${j}`, balance: 250 + j } } }] }, expect: { outcome: 'success', recipients: [`${cid}@mail.example`], http_calls: [{ method: 'GET', path: `/customers/${cid}`, count: 1 }], step_outputs: [{ step: 'check', path: '$.result', equals: true }] } });
    } else if (kind === 'upstream_failure') {
      cases.push({ name: `crm down ${j}`, kind, given: { event: { body: { id: cid }, headers: {} }, http: [{ match: { url_contains: '/customers/' }, respond: { status: 503 } }] }, expect: { outcome: 'error', failed_step: 'fetch', recipients: [] } });
    } else if (kind === 'empty') {
      cases.push({ name: `small balance ${j}`, kind, given: { event: { body: { id: cid }, headers: {} }, http: [{ match: { path: `/customers/${cid}` }, respond: { json: { email: `${cid}@mail.example`, name: 'X', balance: 5 } } }] }, expect: { outcome: 'success', recipients: [], step_outputs: [{ step: 'notify', result: 'skipped' }] } });
    } else {
      cases.push({ name: `no body ${j}`, kind, given: { trigger: 'webhook', event: { body: { unexpected: true }, headers: {} } }, expect: { outcome: 'error', failed_step: 'validate', http_calls: [{ url_contains: '/customers/', count: 0 }] } });
    }
  }
  return cases;
}

export function generateSynth(root, n, m) {
  for (let i = 0; i < n; i += 1) {
    const name = `synth-${String(i).padStart(4, '0')}`;
    const dir = join(root, 'workflows', name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'workflow.yaml'), workflowYaml(name));
    writeFileSync(join(dir, 'tests.json'), JSON.stringify(synthCases(m), null, 1));
  }
}
