export const id = 266;
export const ids = [266];
export const modules = {

/***/ 48266:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  initCommand: () => (/* binding */ initCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/definitions/schemas.js
var schemas = __webpack_require__(38094);
// EXTERNAL MODULE: ./lib/shared/command-line.js
var command_line = __webpack_require__(66107);
;// CONCATENATED MODULE: ./lib/cli/init/starter.js
/** The editor's folder: its settings and flowgate's schemas, committed together, read offline. */
const EDITOR_FOLDER = '.vscode';
const EDITOR_SCHEMA_FOLDER = `${EDITOR_FOLDER}/flowgate-schemas`;
/** Which files each schema describes, as glob patterns from the repository root. */
const YAML_FILES = [
    ['workflow', ['**/workflow.yaml', '**/workflow.yml']],
    ['action', ['**/action.yaml', '**/action.yml']],
    ['connections', ['/connections.yaml', '/connections.yml']],
    ['flowgate', ['/flowgate.yaml', '/flowgate.yml']],
];
/** The schemas the editor reads; test-list.json refers to test-case.json beside it. */
const EDITOR_SCHEMAS = ['workflow', 'action', 'connections', 'flowgate', 'test-list', 'test-case'];
const schemaFile = (name) => `./${EDITOR_SCHEMA_FOLDER}/${name}.json`;
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
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
/** Every file of the starter but the schema copies, by path from the new repository's root. */
const STARTER_FILES = {
    'connections.yaml': CONNECTIONS,
    'workflows/new-signup/workflow.yaml': WORKFLOW,
    'workflows/new-signup/tests.json': TESTS,
    '.github/workflows/flowgate.yml': GITHUB_WORKFLOW,
    [`${EDITOR_FOLDER}/settings.json`]: json(VSCODE_SETTINGS),
    [`${EDITOR_FOLDER}/extensions.json`]: json({ recommendations: ['redhat.vscode-yaml'] }),
};

;// CONCATENATED MODULE: ./lib/cli/commands/init.js
/**
 * `flowgate init [DIR] [--editor] [--force]`: writes a starter repository whose tests pass
 * (CLI-31); `--editor` writes only the editor settings and schema copies, which is also how
 * an existing repository gets them, or refreshes them after flowgate changed. It never
 * overwrites a file unless told to, and then says which ones it did; `.gitignore` only
 * ever gains the line `.flowgate/` (CACHE-03).
 */





/** flowgate's schemas refer to each other by `service://` ids; an editor's copy refers to the file beside it. */
const LOCAL_REFERENCES = new Map(schemas/* SCHEMA_NAMES */.RW.map((name) => [(0,schemas/* schemaId */.Vl)(name), `./${name}.json`]));
function editorCopy(schema) {
    const text = JSON.stringify(schema, (key, value) => {
        if (key === '$id' && typeof value === 'string' && LOCAL_REFERENCES.has(value))
            return undefined;
        if (key === '$ref' && typeof value === 'string')
            return LOCAL_REFERENCES.get(value) ?? value;
        return value;
    }, 2);
    return `${text}\n`;
}
function starterFiles() {
    return [
        ...Object.entries(STARTER_FILES),
        ...EDITOR_SCHEMAS.map((name) => [`${EDITOR_SCHEMA_FOLDER}/${name}.json`, editorCopy((0,schemas/* loadSchemaFile */.C0)(name))]),
    ];
}
/** flowgate's own files (the result cache) are the machine's, never the repository's. */
const IGNORED = '.flowgate/';
/** Adds `.flowgate/` to the repository's .gitignore, keeping every line already there. */
function ignoreCache(target) {
    const file = (0,external_node_path_.join)(target, '.gitignore');
    if (!(0,external_node_fs_.existsSync)(file)) {
        (0,external_node_fs_.writeFileSync)(file, `# flowgate's result cache\n${IGNORED}\n`);
        return 'created';
    }
    const text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    if (text.split(/\r?\n/).some((line) => ['.flowgate', '.flowgate/', '/.flowgate', '/.flowgate/'].includes(line.trim())))
        return undefined;
    (0,external_node_fs_.writeFileSync)(file, `${text}${text === '' || text.endsWith('\n') ? '' : '\n'}${IGNORED}\n`);
    return 'added';
}
function initCommand(argv, io) {
    const { positionals, flags } = (0,command_line/* parseArgs */.Zy)(argv, { force: false, editor: false });
    if (positionals.length > 1)
        throw new command_line/* UsageError */.eb('init takes one DIR folder');
    const given = positionals[0] ?? '.';
    const target = (0,external_node_path_.resolve)(io.cwd, given);
    if ((0,external_node_fs_.existsSync)(target) && !(0,external_node_fs_.statSync)(target).isDirectory())
        throw new command_line/* UsageError */.eb(`${given} is a file, not a folder`);
    const editorOnly = flags.editor === true;
    const files = starterFiles().filter(([path]) => !editorOnly || path.startsWith(`${EDITOR_FOLDER}/`));
    const existing = files.map(([path]) => path).filter((path) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(target, path)));
    if (existing.length > 0 && flags.force !== true) {
        io.stderr(`flowgate: init would overwrite ${existing.join(', ')} in ${given}; nothing was written (--force overwrites them)\n`);
        return 1;
    }
    for (const [path, text] of files) {
        const file = (0,external_node_path_.join)(target, path);
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(file), { recursive: true });
        (0,external_node_fs_.writeFileSync)(file, text);
    }
    const overwritten = new Set(existing);
    const ignored = editorOnly ? undefined : ignoreCache(target);
    io.stdout(`Wrote ${editorOnly ? 'the editor settings' : 'a starter repository'} in ${given}:\n` +
        files.map(([path]) => `  ${path}${overwritten.has(path) ? '  (overwritten)' : ''}\n`).join('') +
        (ignored ? `  .gitignore${ignored === 'added' ? '  (.flowgate/ added)' : ''}\n` : '') +
        (editorOnly ? '' : `Next: ${given === '.' ? '' : `cd ${given} && `}npx flowgate test\n`));
    return 0;
}


/***/ })

};
