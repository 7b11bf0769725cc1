/**
 * The starter repository `flowgate init` writes (CLI-31): one workflow whose tests meet
 * the required minimum, its connection, a GitHub workflow that runs the Action on pull
 * requests, and editor settings that map the files to flowgate's schemas. Kept as
 * string constants, so `lib/` and a bundle carry them with no file to copy.
 */
import type { SchemaName } from '../../definitions/schemas.js';

/** The editor's folder: its settings and flowgate's schemas, committed together, read offline. */
export const EDITOR_FOLDER = '.vscode';
export const EDITOR_SCHEMA_FOLDER = `${EDITOR_FOLDER}/flowgate-schemas`;

/** Which files each schema describes, as glob patterns from the repository root. */
const YAML_FILES: ReadonlyArray<readonly [SchemaName, readonly string[]]> = [
  ['workflow', ['**/workflow.yaml', '**/workflow.yml']],
  ['action', ['**/action.yaml', '**/action.yml']],
  ['connections', ['/connections.yaml', '/connections.yml']],
  ['flowgate', ['/flowgate.yaml', '/flowgate.yml']],
];

/** The schemas the editor reads; test-list.json refers to test-case.json beside it. */
export const EDITOR_SCHEMAS: readonly SchemaName[] = ['workflow', 'action', 'connections', 'flowgate', 'test-list', 'test-case'];

const schemaFile = (name: SchemaName) => `./${EDITOR_SCHEMA_FOLDER}/${name}.json`;

/**
 * VS Code: `json.schemas` is its own JSON setting, `yaml.schemas` the Red Hat YAML
 * extension's (recommended in extensions.json). Relative paths start at the workspace folder.
 */
const VSCODE_SETTINGS = {
  'json.schemas': [{ fileMatch: ['**/tests.json'], url: schemaFile('test-list') }],
  'yaml.schemas': Object.fromEntries(YAML_FILES.map(([name, globs]) => [schemaFile(name), globs])),
};

const WORKFLOW = `# A signup webhook creates the contact in the CRM and welcomes the customer.
# flowgate.md and the README describe every field; your editor completes them from the schema.
name: new-signup
description: A signup webhook creates the CRM contact and welcomes the customer.
on:
  webhook: {}                    # trigger.body and trigger.headers come from the request
steps:
  - id: validate
    uses: platform/evaluate@v1
    with:
      expression: "\${{ trigger.body.email != null && contains(trigger.body.email, '@') }}"
      fail_if_false: true
      message: The signup has no valid email address.
  - id: create_contact
    uses: platform/http.request@v1
    connections: { api: crm }      # address and sign-in come from connections.yaml
    with:
      method: POST
      url: /contacts
      json: { email: "\${{ trigger.body.email }}", name: "\${{ trigger.body.name }}" }
  - id: welcome
    if: \${{ trigger.body.newsletter_opt_out != true }}
    uses: platform/email.send@v1
    with:
      to: ["\${{ trigger.body.email }}"]
      subject: "Welcome, \${{ trigger.body.name }}"
      text: "Your contact number is \${{ steps.create_contact.outputs.json.id }}."
`;

/** The required minimum of a webhook workflow that calls out and can skip a step: all four kinds. */
const TESTS = `[
  {
    "name": "creates the contact and sends a welcome",
    "kind": "happy",
    "given": {
      "event": { "body": { "email": "grace@customer.example", "name": "Grace" }, "headers": {} },
      "http": [{ "match": { "method": "POST", "path": "/api/contacts" }, "respond": { "status": 201, "json": { "id": "C-77" } } }]
    },
    "expect": {
      "outcome": "success",
      "recipients": ["grace@customer.example"],
      "http_calls": [{ "method": "POST", "path": "/api/contacts", "header_present": "Authorization", "count": 1 }],
      "payload": { "path": "$.emails[0].text", "equals": "Your contact number is C-77." }
    }
  },
  {
    "name": "the CRM is down",
    "kind": "upstream_failure",
    "given": {
      "event": { "body": { "email": "grace@customer.example", "name": "Grace" }, "headers": {} },
      "http": [{ "match": { "path": "/api/contacts" }, "respond": { "status": 503 } }]
    },
    "expect": { "outcome": "error", "failed_step": "create_contact", "recipients": [] }
  },
  {
    "name": "an opted-out customer gets no welcome",
    "kind": "empty",
    "given": {
      "event": { "body": { "email": "alan@customer.example", "name": "Alan", "newsletter_opt_out": true }, "headers": {} },
      "http": [{ "match": { "path": "/api/contacts" }, "respond": { "status": 201, "json": { "id": "C-78" } } }]
    },
    "expect": { "outcome": "success", "recipients": [], "step_outputs": [{ "step": "welcome", "result": "skipped" }] }
  },
  {
    "name": "a signup without email is refused before any call",
    "kind": "malformed_payload",
    "given": { "trigger": "webhook", "event": { "body": { "name": "Nobody" }, "headers": {} } },
    "expect": {
      "outcome": "error",
      "failed_step": "validate",
      "http_calls": [{ "url_contains": "/contacts", "count": 0 }],
      "payload": { "path": "$.error.message", "equals": "The signup has no valid email address." }
    }
  }
]
`;

const CONNECTIONS = `# Connection settings by name: addresses and sign-in, never secret values.
# Tests use \`test\` when it is set, else \`production\`, and a dummy for each secret;
# real runs read the secret from the environment variable named here.
crm:
  kind: http
  test: { base_url: "https://sandbox.crm.example/api", auth: bearer }
  production: { base_url: "https://crm.example/api", auth: bearer }
  secrets: { token: CRM_TOKEN }
`;

const GITHUB_WORKFLOW = `# Every pull request runs each workflow version's tests in a closed world; the check
# fails unless every report passed.
name: flowgate
on: [pull_request]
jobs:
  flowgate:
    runs-on: ubuntu-latest
    permissions: { contents: read, checks: write }
    steps:
      - uses: actions/checkout@v4
      - id: flowgate
        uses: your-org/flowgate@v1   # where your organisation keeps the flowgate Action
        with:
          path: .
          junit: flowgate-junit.xml
          github-token: \${{ secrets.GITHUB_TOKEN }}   # optional: annotations as a check run
`;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Every file of the starter but the schema copies, by path from the new repository's root. */
export const STARTER_FILES: Readonly<Record<string, string>> = {
  'connections.yaml': CONNECTIONS,
  'workflows/new-signup/workflow.yaml': WORKFLOW,
  'workflows/new-signup/tests.json': TESTS,
  '.github/workflows/flowgate.yml': GITHUB_WORKFLOW,
  [`${EDITOR_FOLDER}/settings.json`]: json(VSCODE_SETTINGS),
  [`${EDITOR_FOLDER}/extensions.json`]: json({ recommendations: ['redhat.vscode-yaml'] }),
};
