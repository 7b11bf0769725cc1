/** Small repositories for the MCP server's tests. */
import { makeRepo, passingCases, simpleWorkflow } from '../helpers/repo.js';

/** A workflow that calls another system: it needs a happy and an upstream-failure case. */
export const callingWorkflow = `name: caller
on:
  manual: {}
steps:
  - id: fetch
    uses: platform/http.request@v1
    with: { url: "https://api.partner.example/items" }
`;

export const callingHappyCase = {
  name: 'fetches the items',
  kind: 'happy',
  given: { http: [{ match: { method: 'GET', url: 'https://api.partner.example/items' }, respond: { status: 200, json: { items: [] } } }] },
  expect: { outcome: 'success', http_calls: [{ method: 'GET', url_contains: '/items', count: 1 }] },
};

export const callingFailureCase = {
  name: 'the partner is down',
  kind: 'upstream_failure',
  given: { http: [{ match: { url_contains: '/items' }, respond: { status: 503 } }] },
  expect: { outcome: 'error', failed_step: 'fetch' },
};

/** alpha passes; caller misses its upstream-failure case; lonely has no tests.json; broken's list is not JSON. */
export function sampleRepo(): string {
  return makeRepo({
    'workflows/alpha/workflow.yaml': simpleWorkflow('alpha'),
    'workflows/alpha/tests.json': passingCases,
    'workflows/caller/workflow.yaml': callingWorkflow,
    'workflows/caller/tests.json': [callingHappyCase],
    'workflows/lonely/workflow.yaml': simpleWorkflow('lonely'),
    'workflows/broken/workflow.yaml': simpleWorkflow('broken'),
    'workflows/broken/tests.json': '[\n  { "name": "half a case",\n',
  });
}
