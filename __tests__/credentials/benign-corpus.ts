/**
 * The benign corpus: ordinary test data, harvested at test time from public material
 * already on disk and generated from a seed, placed where a workflow author puts it in
 * tests.json (an event body, an HTTP mock's answer, an artifact's text, state, vars,
 * lookups) under the names such data has, secret-sounding ones included (`token_type`,
 * `storage_key`, `auth`, `api_key_id`). None of it is a credential: every finding on it is
 * a false positive. benign-corpus.test.ts holds the scan to at most 0.1 % of the values
 * of each family flagged (`npm run bench -- scan` prints the figures).
 *
 * Sources, all read-only and public:
 * - GitHub's REST API description as @octokit/openapi-types ships it (its `@example`
 *   values under their member names, and its prose);
 * - JSON documents packages ship: the JSON Schema meta-schemas (ajv), the media-type
 *   database (mime-db), HTTP status texts, URI parser fixtures (fast-uri), the AI
 *   providers' OpenAPI subsets vendored in __tests__/fixtures/provider-specs;
 * - package manifests and the lock file under node_modules;
 * - the YAML test suite and the JSONPath compliance suite vendored in __tests__/fixtures;
 * - READMEs and docs of the packages (paragraphs and code blocks), CI workflow files;
 * - seeded records: people, orders, addresses, log lines, storage keys and file paths,
 *   addresses with query tokens, auth settings (kinds, providers, ids), mails, XML,
 *   Kubernetes manifests, automation exports.
 *
 * Deterministic: files are read in sorted order, every choice comes from one seeded
 * generator. Self-contained (node: imports only, erasable TypeScript) like corpus.ts.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** mulberry32, as corpus.ts (this module stands alone so that bench/ can load it with type stripping). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const BENIGN_FAMILIES = [
  'api-examples',
  'api-prose',
  'specs-and-schemas',
  'package-metadata',
  'yaml-suite',
  'jsonpath-suite',
  'docs-and-ci',
  'people-and-orders',
  'logs',
  'paths-and-urls',
  'auth-settings',
  'documents',
] as const;
export type BenignFamily = (typeof BENIGN_FAMILIES)[number];

/** Share of a family's values that may be flagged. */
export const BENIGN_BAR = 0.001;

export interface BenignItem {
  family: BenignFamily;
  /** Where the value came from (file, or the generator's recipe): says what a false finding was. */
  source: string;
  /** The one-case list that holds the value. */
  list: unknown[];
}

const ROOT = new URL('../../', import.meta.url).pathname;
const MODULES = join(ROOT, 'node_modules');

// ---------------------------------------------------------------------------
// Choices
// ---------------------------------------------------------------------------

export class Pick {
  private readonly random: () => number;
  constructor(seed: number) {
    this.random = seededRandom(seed);
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }
  one<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.random() < p;
  }
  chars(alphabet: string, length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.random() * alphabet.length)];
    return out;
  }
  hex(length: number): string {
    return this.chars('0123456789abcdef', length);
  }
  uuid(): string {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${this.one(['8', '9', 'a', 'b'])}${h.slice(17, 20)}-${h.slice(20)}`;
  }
  /** Up to `count` items, spread evenly over the list, in order (a deterministic sample). */
  sample<T>(items: readonly T[], count: number): T[] {
    if (items.length <= count) return [...items];
    const step = items.length / count;
    return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)]!);
  }
}

// ---------------------------------------------------------------------------
// Where a value goes in a case
// ---------------------------------------------------------------------------

const nest = (parents: readonly string[], key: string, value: unknown): Record<string, unknown> => {
  let holder: Record<string, unknown> = { [key]: value };
  for (let i = parents.length - 1; i >= 0; i--) holder = { [parents[i]!]: holder };
  return holder;
};

const aCase = (given: Record<string, unknown>) => [{ name: 'benign data', given, expect: { outcome: 'success' } }];

/** A member (a name and its value, maybe inside parent objects) placed as an author would. */
export function placeMember(p: Pick, key: string, value: unknown, parents: readonly string[] = []): unknown[] {
  const member = nest(parents, key, value);
  switch (p.int(0, 6)) {
    case 0:
      return aCase({ event: { body: member, headers: { 'content-type': 'application/json' } } });
    case 1:
      return aCase({ http: [{ match: { method: 'GET', url: 'https://api.partner.test/v1/items' }, respond: { status: 200, json: member } }] });
    case 2:
      return aCase({ state: member });
    case 3:
      return aCase({ vars: member });
    case 4:
      return typeof value === 'string'
        ? aCase({ lookups: { [parents[0] ?? 'settings']: { columns: ['id', key], rows: [['1', value]] } } })
        : aCase({ state: { [key]: value } });
    case 5:
      return aCase({ artifacts: { 'export.json': { text: JSON.stringify(member, null, 2), content_type: 'application/json' } } });
    default:
      return typeof value === 'string' && !value.includes('\n')
        ? aCase({ artifacts: { 'export.yaml': { text: `${parents.map((parent, i) => `${'  '.repeat(i)}${parent}:\n`).join('')}${'  '.repeat(parents.length)}${key}: ${yamlScalar(value)}\n`, content_type: 'application/yaml' } } })
        : aCase({ http: [{ match: { path: '/v1/items' }, respond: { json: member } }] });
  }
}

/** A whole document placed as an author would: a JSON value as a body or answer, text as a file or a mail. */
export function placeDocument(p: Pick, document: unknown, fileName = 'input.txt'): unknown[] {
  if (typeof document !== 'string') {
    switch (p.int(0, 3)) {
      case 0:
        return aCase({ event: { body: document, headers: {} } });
      case 1:
        return aCase({ http: [{ match: { url_contains: '/api/' }, respond: { json: document } }] });
      case 2:
        return aCase({ state: { last: document } });
      default:
        return aCase({ artifacts: { [fileName.replace(/\.\w+$/, '.json')]: { text: JSON.stringify(document, null, 2) } } });
    }
  }
  switch (p.int(0, 4)) {
    case 0:
      return aCase({ artifacts: { [fileName]: { text: document } } });
    case 1:
      return aCase({ http: [{ match: { path: '/files/latest' }, respond: { text: document } }] });
    case 2:
      return aCase({ event: { body: { subject: 'Re: the file', text: document }, headers: {} } });
    case 3:
      return aCase({ models: [{ connection: 'assistant', output: { text: document } }] });
    default:
      return aCase({ state: { notes: document } });
  }
}

function yamlScalar(value: string): string {
  return /^[\w./@-][\w ./@:+-]*$/.test(value) && !/: /.test(value) ? value : JSON.stringify(value);
}

// ---------------------------------------------------------------------------
// Reading files
// ---------------------------------------------------------------------------

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function readJsonFile(file: string): unknown {
  const text = readText(file);
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Files under `dir` (symbolic links followed, each real folder once), sorted, that `keep` accepts. */
function filesUnder(dir: string, keep: (path: string) => boolean, maxDepth = 8): string[] {
  const found: string[] = [];
  const walk = (at: string, depth: number) => {
    let names: string[];
    try {
      names = readdirSync(at).sort();
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(at, name);
      let isDir = false;
      try {
        isDir = statSync(path).isDirectory();
      } catch {
        continue;
      }
      if (isDir) {
        if (depth < maxDepth && name !== '.vite' && name !== '.cache') walk(path, depth + 1);
      } else if (keep(path)) found.push(path);
    }
  };
  walk(dir, 0);
  return found;
}

let moduleFiles: string[] | null = null;
/** Every file under node_modules, once per test run. */
function nodeModuleFiles(): string[] {
  moduleFiles ??= filesUnder(MODULES, () => true);
  return moduleFiles;
}

const shortName = (file: string) => relative(ROOT, file);

/** Every string in a JSON value with the nearest member name above it and its parents' names. */
function* stringMembers(value: unknown, key = 'value', parents: string[] = []): Generator<{ key: string; value: string; parents: string[] }> {
  if (typeof value === 'string') {
    yield { key, value, parents };
  } else if (Array.isArray(value)) {
    for (const item of value) yield* stringMembers(item, key, parents);
  } else if (value !== null && typeof value === 'object') {
    for (const [name, member] of Object.entries(value)) yield* stringMembers(member, name, key === 'value' && parents.length === 0 ? [] : [...parents, key].slice(-2));
  }
}

/** Distinct name and value pairs. */
function distinct<T extends { key: string; value: string }>(pairs: Iterable<T>): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const pair of pairs) {
    const id = `${pair.key}\u0000${pair.value}`;
    if (seen.has(id) || pair.value.trim() === '') continue;
    seen.add(id);
    out.push(pair);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Harvested families
// ---------------------------------------------------------------------------

const OCTOKIT_TYPES = join(MODULES, '@octokit/openapi-types/types.d.ts');

interface DocComment {
  /** The member the comment documents (the line after it), or null. */
  member: string | null;
  examples: string[];
  prose: string;
}

/** The documentation comments of a .d.ts generated from an OpenAPI document. */
function docComments(text: string): DocComment[] {
  const comments: DocComment[] = [];
  const pattern = /\/\*\*([\s\S]*?)\*\/\s*\n\s*(?:readonly\s+)?(?:"([^"]+)"|'([^']+)'|([A-Za-z_$][\w$-]*))\??:/g;
  let found: RegExpExecArray | null;
  while ((found = pattern.exec(text)) !== null) {
    const body = found[1]!
      .split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, ''))
      .join('\n')
      .trim();
    const member = found[2] ?? found[3] ?? found[4] ?? null;
    const examples: string[] = [];
    for (const part of body.split(/\n?@example\s+/).slice(1)) examples.push(part.split(/\n@\w+/)[0]!.trim());
    const prose = body.split(/\n?@\w+/)[0]!.replace(/^Format: \S+$/m, '').trim();
    comments.push({ member, examples, prose });
  }
  return comments;
}

/** An @example as the API returns it: JSON when it parses, else the text. */
function exampleValue(example: string): unknown {
  try {
    return JSON.parse(example);
  } catch {
    return example;
  }
}

function apiExamples(p: Pick): BenignItem[] {
  const text = readText(OCTOKIT_TYPES);
  if (text === null) return [];
  const pairs = distinct(
    docComments(text).flatMap((comment) =>
      comment.member === null ? [] : comment.examples.map((example) => ({ key: comment.member!, value: example })),
    ),
  );
  const items: BenignItem[] = [];
  for (const { key, value } of pairs) {
    const parsed = exampleValue(value);
    if (typeof parsed === 'number' || typeof parsed === 'boolean' || parsed === null) continue;
    items.push({ family: 'api-examples', source: `GitHub REST example of ${key}`, list: placeMember(p, key, parsed, p.chance(0.5) ? [p.one(['data', 'repository', 'installation', 'user', 'app', 'items'])] : []) });
  }
  for (const { block, source } of awsExamples()) {
    items.push({ family: 'api-examples', source, list: placeDocument(p, block, 'example.js') });
    for (const [, key, quoted] of block.matchAll(/\b([A-Za-z][\w-]*)"?: ("[^"\n]*"|`[^`\n]*`)/g)) {
      items.push({ family: 'api-examples', source: `${source}: ${key}`, list: placeMember(p, key!, quoted!.slice(1, -1), p.chance(0.5) ? [p.one(['input', 'response', 'Owner', 'Contents'])] : []) });
    }
  }
  for (const spec of providerSpecs()) {
    for (const { key, value, parents } of distinct(examplesInSpec(readJsonFile(spec)))) {
      items.push({ family: 'api-examples', source: `${shortName(spec)}: example of ${key}`, list: placeMember(p, key, value, parents.slice(-1)) });
    }
  }
  return items;
}

function apiProse(p: Pick): BenignItem[] {
  const text = readText(OCTOKIT_TYPES);
  if (text === null) return [];
  const seen = new Set<string>();
  const items: BenignItem[] = [];
  for (const comment of docComments(text)) {
    const prose = comment.prose;
    if (prose.length < 24 || seen.has(prose)) continue;
    seen.add(prose);
    const where = p.int(0, 2);
    const list =
      where === 0
        ? placeDocument(p, prose, 'api-notes.md')
        : where === 1
          ? placeMember(p, p.one(['description', 'summary', 'help_text', 'details', 'message']), prose, [comment.member ?? 'field'])
          : aCase({ http: [{ match: { path: '/docs' }, respond: { json: { name: comment.member, description: prose } } }] });
    items.push({ family: 'api-prose', source: `GitHub REST description of ${comment.member}`, list });
  }
  return p.sample(items, 4000);
}

/** The request and response examples of the AWS SDK's commands (S3, STS, SSO and the others installed). */
function awsExamples(): { block: string; source: string }[] {
  const found: { block: string; source: string }[] = [];
  const sdk = join(MODULES, '@aws-sdk');
  const clients = existsSync(sdk) ? readdirSync(sdk).sort() : [];
  for (const client of clients) {
    const roots = [join(sdk, client, 'dist-types/commands'), ...(existsSync(join(sdk, client, 'dist-types/submodules')) ? readdirSync(join(sdk, client, 'dist-types/submodules')).sort().map((sub) => join(sdk, client, 'dist-types/submodules', sub, 'commands')) : [])];
    for (const root of roots) {
      if (!existsSync(root)) continue;
      for (const name of readdirSync(root).sort()) {
        const text = readText(join(root, name));
        if (text === null) continue;
        for (const [, block] of text.matchAll(/```javascript\n([\s\S]*?)```/g)) {
          found.push({ block: block!.replace(/^\s*\* ?/gm, '').replace(/\*\\\//g, '*/'), source: `@aws-sdk/${client} ${name}` });
        }
      }
    }
  }
  return found;
}

/** The AI providers' OpenAPI subsets, as the repository vendors them. */
function providerSpecs(): string[] {
  const dir = join(ROOT, '__tests__/fixtures/provider-specs');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

/** `example`, `examples`, `default`, `enum`, `description` strings of an OpenAPI or JSON Schema document, by property name. */
function* examplesInSpec(document: unknown, property = 'value', parents: string[] = []): Generator<{ key: string; value: string; parents: string[] }> {
  if (Array.isArray(document)) {
    for (const item of document) yield* examplesInSpec(item, property, parents);
    return;
  }
  if (document === null || typeof document !== 'object') return;
  for (const [name, member] of Object.entries(document)) {
    if (['example', 'examples', 'default', 'enum', 'const', 'title', 'description', 'x-ms-enum'].includes(name)) {
      for (const found of stringMembers(member, property)) yield { ...found, key: name === 'description' || name === 'title' ? name : property, parents };
    } else if (name === 'properties' && member !== null && typeof member === 'object') {
      for (const [prop, schema] of Object.entries(member)) yield* examplesInSpec(schema, prop, [...parents, property].slice(-2));
    } else {
      yield* examplesInSpec(member, property, parents);
    }
  }
}

const SPEC_FILES = [
  'ajv/dist/refs/json-schema-draft-07.json',
  'ajv/dist/refs/json-schema-draft-06.json',
  'ajv/dist/refs/json-schema-secure.json',
  'ajv/dist/refs/json-schema-2020-12/schema.json',
  'ajv/dist/refs/json-schema-2019-09/schema.json',
  'mime-db/db.json',
  'statuses/codes.json',
  'fast-uri/test/fixtures/uri-js-parse.json',
  'fast-uri/test/fixtures/uri-js-serialize.json',
  'dayjs/locale.json',
  'playwright-core/browsers.json',
  'undici/docs/docs/type-map.json',
  'undici/docs/docs/site.json',
  'is-core-module/core.json',
  'exceljs/lib/doc/data/theme1.json',
];

function specsAndSchemas(p: Pick): BenignItem[] {
  const items: BenignItem[] = [];
  for (const name of SPEC_FILES) {
    const file = join(MODULES, name);
    const document = readJsonFile(file);
    if (document === undefined) continue;
    const pairs = distinct(stringMembers(document));
    for (const { key, value, parents } of p.sample(pairs, 1200)) {
      items.push({ family: 'specs-and-schemas', source: `${name}: ${key}`, list: placeMember(p, key, value, parents.slice(-1)) });
    }
    // The document itself, as a body or file (schemas are passed around whole).
    if (JSON.stringify(document).length < 200_000) items.push({ family: 'specs-and-schemas', source: name, list: placeDocument(p, document, 'schema.json') });
  }
  for (const spec of providerSpecs()) {
    const document = readJsonFile(spec);
    if (document !== undefined) items.push({ family: 'specs-and-schemas', source: shortName(spec), list: placeDocument(p, document, 'openapi.json') });
  }
  return items;
}

function packageMetadata(p: Pick): BenignItem[] {
  const items: BenignItem[] = [];
  const manifests = nodeModuleFiles().filter((file) => file.endsWith('/package.json'));
  const pairs = distinct(
    manifests.flatMap((file) => {
      const manifest = readJsonFile(file);
      if (manifest === null || typeof manifest !== 'object') return [];
      return [...stringMembers(manifest)].map((pair) => ({ ...pair, source: shortName(file) }));
    }),
  );
  for (const { key, value, parents, source } of p.sample(pairs, 6000)) {
    items.push({ family: 'package-metadata', source: `${source}: ${key}`, list: placeMember(p, key, value, parents.slice(-1)) });
  }
  // The lock file: where each package came from and its integrity digest.
  const lock = readJsonFile(join(MODULES, '.package-lock.json')) as { packages?: Record<string, Record<string, unknown>> } | undefined;
  for (const [path, entry] of Object.entries(lock?.packages ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (path === '') continue;
    const record = Object.fromEntries(['version', 'resolved', 'integrity', 'license'].filter((field) => typeof entry[field] === 'string').map((field) => [field, entry[field]]));
    items.push({ family: 'package-metadata', source: `.package-lock.json: ${path}`, list: placeMember(p, path.replace(/^.*node_modules\//, ''), record, ['packages']) });
  }
  return items;
}

const YAML_SUITE = join(ROOT, '__tests__/fixtures/yaml-test-suite/cases.json');
const JSONPATH_SUITE = join(ROOT, '__tests__/fixtures/jsonpath-compliance-test-suite/cts.json');

function yamlSuite(p: Pick, parseYaml: ((text: string) => unknown) | null): BenignItem[] {
  const cases = (readJsonFile(YAML_SUITE) ?? []) as { id: string; name: string; yaml: string; error: boolean }[];
  const items: BenignItem[] = [];
  for (const entry of cases) {
    items.push({ family: 'yaml-suite', source: `YAML test ${entry.id} as a file`, list: placeDocument(p, entry.yaml, `${entry.id}.yaml`) });
    items.push({ family: 'yaml-suite', source: `YAML test ${entry.id}: name`, list: placeMember(p, 'name', entry.name, ['test']) });
    if (entry.error || parseYaml === null) continue;
    let parsed: unknown;
    try {
      parsed = parseYaml(entry.yaml);
    } catch {
      continue;
    }
    if (parsed !== null && typeof parsed === 'object') items.push({ family: 'yaml-suite', source: `YAML test ${entry.id} parsed`, list: placeDocument(p, parsed) });
  }
  return items;
}

function jsonpathSuite(p: Pick): BenignItem[] {
  const suite = readJsonFile(JSONPATH_SUITE) as { tests?: { name: string; selector: string; document?: unknown }[] } | undefined;
  const items: BenignItem[] = [];
  for (const test of suite?.tests ?? []) {
    items.push({ family: 'jsonpath-suite', source: `JSONPath test ${test.name}: selector`, list: placeMember(p, p.one(['path', 'selector', 'query']), test.selector, ['check']) });
    items.push({ family: 'jsonpath-suite', source: `JSONPath test ${test.name}: name`, list: placeMember(p, 'name', test.name) });
    if (test.document !== undefined && JSON.stringify(test.document).length > 12) {
      items.push({ family: 'jsonpath-suite', source: `JSONPath test ${test.name}: document`, list: placeDocument(p, test.document) });
    }
  }
  return items;
}

/** Paragraphs and fenced code blocks of a Markdown text. */
function markdownBlocks(text: string): string[] {
  const blocks: string[] = [];
  const fence = /^```[^\n]*\n([\s\S]*?)^```/gm;
  let last = 0;
  let found: RegExpExecArray | null;
  const paragraphs = (prose: string) => {
    for (const paragraph of prose.split(/\n\s*\n/)) if (paragraph.trim().length >= 16) blocks.push(paragraph.trim());
  };
  while ((found = fence.exec(text)) !== null) {
    paragraphs(text.slice(last, found.index));
    if (found[1]!.trim().length >= 16) blocks.push(found[1]!);
    last = fence.lastIndex;
  }
  paragraphs(text.slice(last));
  return blocks;
}

function docsAndCi(p: Pick): BenignItem[] {
  const items: BenignItem[] = [];
  const files = nodeModuleFiles();
  const markdown = files.filter((file) => /\.md$/i.test(file) && !/CHANGELOG|HISTORY/i.test(file));
  const blocks: { block: string; source: string }[] = [];
  for (const file of markdown) {
    const text = readText(file);
    if (text === null || text.length > 400_000) continue;
    for (const block of markdownBlocks(text)) blocks.push({ block, source: shortName(file) });
  }
  for (const { block, source } of p.sample(blocks, 4000)) items.push({ family: 'docs-and-ci', source, list: placeDocument(p, block, p.one(['README.md', 'notes.md', 'mail.txt'])) });
  const ci = files.filter((file) => /\.ya?ml$/.test(file) && !file.includes('/yaml/') && !file.includes('/js-yaml/'));
  for (const file of ci) {
    const text = readText(file);
    if (text !== null && text.length < 100_000) items.push({ family: 'docs-and-ci', source: shortName(file), list: placeDocument(p, text, 'workflow.yml') });
  }
  return items;
}

// ---------------------------------------------------------------------------
// Generated families
// ---------------------------------------------------------------------------

const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Mateo', 'Sofia', 'Lucas', 'Mia', 'Amara', 'Kenji', 'Ingrid', 'Tomasz', 'Priya', 'Chidi', 'Freya', 'Rafael', 'Yara', 'Hugo', 'Leila', 'Dmitri', 'Aoife', 'Santiago', 'Zanele', 'Björn', 'Mei', 'Omar', 'Camille', 'Tariq', 'Elif'];
const LAST = ['Okafor', 'Lindqvist', 'Nakamura', 'García', 'Kowalski', 'Haddad', 'Müller', 'Fitzgerald', 'Moreau', 'Ivanova', 'Mensah', 'Rossi', "O'Brien", 'Nguyen', 'Schmidt', 'Ferreira', 'Novak', 'Jansen', 'Abara', 'Castillo', 'Dubois', 'Kaur', 'Petrov', 'Silva', 'Tanaka', 'Van der Berg'];
const STREETS = ['Maple Avenue', 'Harbour Road', 'Rue des Lilas', 'Königstraße', 'Calle Mayor', 'Elm Street', 'Station Road', 'Via Roma', 'Oak Lane', 'High Street', 'Baker Street', 'Sunset Boulevard'];
const CITIES = [['Dublin', 'IE', 'D02 X285'], ['Berlin', 'DE', '10115'], ['Lyon', 'FR', '69002'], ['Austin', 'US', '78701'], ['Osaka', 'JP', '530-0001'], ['Lagos', 'NG', '100001'], ['Toronto', 'CA', 'M5V 2T6'], ['Kraków', 'PL', '31-008'], ['São Paulo', 'BR', '01310-100'], ['Melbourne', 'AU', '3000']] as const;
const COMPANIES = ['Northwind Traders', 'Contoso Ltd', 'Acme Logistics', 'Globex Corporation', 'Initech', 'Umbrella Health', 'Stark Industries', 'Wayne Enterprises', 'Hooli', 'Vandelay Imports', 'Blue Heron Bakery', 'Fabrikam Inc'];
const DOMAINS = ['example.com', 'example.org', 'mail.example.net', 'contoso.test', 'northwind.test', 'acme-logistics.test'];
const PRODUCTS = ['Ceramic Mug', 'Wool Scarf', 'Trail Running Shoes', 'Espresso Beans 1kg', 'USB-C Hub', 'Desk Lamp', 'Notebook A5 Dotted', 'Yoga Mat', 'Water Bottle 750ml', 'Canvas Tote'];
const WORDS = ['invoice', 'report', 'summary', 'photo', 'avatar', 'receipt', 'contract', 'backup', 'export', 'statement', 'slides', 'draft', 'final', 'signed', 'scan', 'holiday', 'team', 'q3', 'budget', 'logo', 'banner', 'thumbnail', 'resume', 'minutes'];
const EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'csv', 'xlsx', 'docx', 'txt', 'json', 'zip', 'mp4', 'svg', 'heic', 'tar.gz', 'log', 'md'];

function person(p: Pick) {
  const first = p.one(FIRST);
  const last = p.one(LAST);
  const local = `${first}.${last}`.toLowerCase().normalize('NFD').replace(/[^a-z.]/g, '');
  return { first, last, email: `${local}${p.chance(0.3) ? p.int(1, 99) : ''}@${p.one(DOMAINS)}` };
}

function isoTime(p: Pick, year = p.int(2019, 2026)): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${year}-${two(p.int(1, 12))}-${two(p.int(1, 28))}T${two(p.int(0, 23))}:${two(p.int(0, 59))}:${two(p.int(0, 59))}${p.chance(0.5) ? `.${p.int(100, 999)}` : ''}${p.one(['Z', '+00:00', '+02:00', '-05:00'])}`;
}

function ipv4(p: Pick): string {
  return p.one([`10.${p.int(0, 255)}.${p.int(0, 255)}.${p.int(1, 254)}`, `192.168.${p.int(0, 255)}.${p.int(1, 254)}`, `203.0.113.${p.int(1, 254)}`, `198.51.100.${p.int(1, 254)}`]);
}

function fileName(p: Pick): string {
  const base = [p.one(WORDS), ...(p.chance(0.5) ? [p.one(WORDS)] : []), ...(p.chance(0.4) ? [String(p.int(1, 2026))] : [])].join(p.one(['_', '-', ' ', '']));
  return `${p.chance(0.2) ? base.toUpperCase() : base}.${p.one(EXTENSIONS)}`;
}

/** Keys of object stores and upload services: paths, not secrets. */
function storageKey(p: Pick): string {
  switch (p.int(0, 5)) {
    case 0:
      return `uploads/${p.uuid()}/${fileName(p)}`;
    case 1:
      return `${p.one(['avatars', 'media', 'attachments', 'exports', 'originals'])}/${p.int(2019, 2026)}/${String(p.int(1, 12)).padStart(2, '0')}/${p.hex(p.one([16, 24, 32]))}.${p.one(EXTENSIONS)}`;
    case 2:
      return `tenants/${p.int(100, 9999)}/invoices/${p.one(['INV', 'inv'])}-${p.int(10000, 99999)}.pdf`;
    case 3:
      return `${p.hex(2)}/${p.hex(2)}/${p.hex(40)}`;
    case 4:
      return `backups/${p.one(['db', 'redis', 'files'])}-${isoTime(p).slice(0, 10)}.${p.one(['sql.gz', 'rdb', 'tar.zst'])}`;
    default:
      return `public/${p.one(['img', 'docs', 'video'])}/${p.uuid()}.${p.one(EXTENSIONS)}`;
  }
}

function peopleAndOrders(p: Pick): BenignItem[] {
  const items: BenignItem[] = [];
  const add = (source: string, key: string, value: unknown, parents: string[] = []) => items.push({ family: 'people-and-orders', source, list: placeMember(p, key, value, parents) });
  for (let i = 0; i < 350; i++) {
    const who = person(p);
    const [city, country, zip] = p.one(CITIES);
    const created = isoTime(p);
    add('person', p.one(['customer', 'contact', 'user', 'member', 'recipient']), {
      id: p.chance(0.5) ? p.uuid() : String(p.int(1000, 99_999_999)),
      first_name: who.first,
      last_name: who.last,
      email: who.email,
      phone: p.one([`+1 ${p.int(200, 999)}-${p.int(200, 999)}-${p.int(1000, 9999)}`, `+44 20 ${p.int(1000, 9999)} ${p.int(1000, 9999)}`, `+49 30 ${p.int(1_000_000, 9_999_999)}`]),
      company: p.one(COMPANIES),
      address: { line1: `${p.int(1, 400)} ${p.one(STREETS)}`, city, zip, country },
      birthday: isoTime(p, p.int(1950, 2005)).slice(0, 10),
      created_at: created,
      locale: p.one(['en-US', 'de-DE', 'fr-FR', 'ja-JP', 'pt-BR']),
      tags: [p.one(['vip', 'newsletter', 'wholesale', 'b2b', 'churn-risk'])],
    });
    const quantity = p.int(1, 5);
    const price = (p.int(199, 19_999) / 100).toFixed(2);
    add('order', 'order', {
      id: p.int(1_000_000, 9_999_999_999),
      order_number: `#${p.int(1000, 99_999)}`,
      name: `${p.one(['#', 'SO-', 'ORD-'])}${p.int(1000, 99_999)}`,
      email: who.email,
      currency: p.one(['USD', 'EUR', 'GBP', 'JPY', 'BRL']),
      total_price: price,
      financial_status: p.one(['paid', 'pending', 'refunded', 'partially_refunded', 'authorized']),
      fulfillment_status: p.one(['fulfilled', 'partial', 'unfulfilled', 'restocked']),
      payment_gateway_names: [p.one(['stripe', 'paypal', 'manual', 'shopify_payments', 'bogus'])],
      processing_method: p.one(['direct', 'offsite', 'express', 'checkout']),
      source_name: p.one(['web', 'pos', 'iphone', 'android', 'api']),
      tracking_number: p.one([`1Z${p.chars('0123456789ABCDEFGHJKLMNPRSTUVWXYZ', 16)}`, `${p.int(10_000_000_000, 99_999_999_999)}`, `JD${p.int(100_000_000, 999_999_999)}GB`]),
      line_items: [{ sku: `${p.one(['MUG', 'SCF', 'SHO', 'LMP'])}-${p.int(100, 999)}-${p.one(['BLK', 'WHT', 'RED', 'M', 'L'])}`, title: p.one(PRODUCTS), quantity, price }],
      discount_codes: p.chance(0.3) ? [{ code: p.one(['WELCOME10', 'SPRING2024', 'FREESHIP', 'VIP-20']), type: 'percentage' }] : [],
      note: p.one(['', 'Leave at the door', 'Gift wrap please', 'Call on arrival']),
      created_at: created,
      updated_at: isoTime(p),
    });
    add('payment', p.one(['payment', 'charge', 'refund', 'payout']), {
      id: `${p.one(['pay', 'ch', 're', 'po', 'txn'])}_${p.int(100_000, 999_999)}`,
      amount: p.int(100, 99_999),
      status: p.one(['succeeded', 'failed', 'requires_action', 'canceled']),
      card: { brand: p.one(['visa', 'mastercard', 'amex']), last4: String(p.int(1000, 9999)), exp_month: p.int(1, 12), exp_year: p.int(2026, 2032), country },
      iban: `${country}${p.int(10, 99)}${p.chars('0123456789', 18)}`.slice(0, 22),
      description: `Order ${p.int(1000, 9999)} for ${who.first} ${who.last}`,
    });
  }
  // Generated identifiers and codes of the kind record generators make (none of them a secret).
  const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const nanoid = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  const extras: [string, (p: Pick) => string][] = [
    ['vin', (q) => q.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 17)],
    ['bitcoin_address', (q) => `${q.one(['1', '3'])}${q.chars(base58, q.int(25, 33))}`],
    ['wallet', (q) => `0x${q.hex(40)}`],
    ['_id', (q) => q.hex(24)],
    ['public_id', (q) => q.chars(nanoid, 21)],
    ['commit_sha', (q) => q.hex(40)],
    ['mac', (q) => Array.from({ length: 6 }, () => q.hex(2)).join(':')],
    ['ipv6', (q) => Array.from({ length: 8 }, () => q.hex(4)).join(':')],
    ['user_agent', (q) => `Mozilla/5.0 (${q.one(['Windows NT 10.0; Win64; x64', 'Macintosh; Intel Mac OS X 14_4', 'X11; Linux x86_64'])}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${q.int(100, 130)}.0.${q.int(1000, 6999)}.${q.int(10, 199)} Safari/537.36`],
    ['color', (q) => `#${q.hex(6)}`],
    ['slug', (q) => `${q.one(WORDS)}-${q.one(WORDS)}-${q.one(WORDS)}`],
    ['coupon', (q) => `${q.one(['SAVE', 'WELCOME', 'SPRING', 'VIP'])}${q.int(5, 50)}`],
    ['sku', (q) => `${q.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 3)}-${q.int(1000, 9999)}-${q.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 4)}`],
    ['tracking_url', (q) => `https://www.ups.com/track?tracknum=1Z${q.chars('0123456789ABCDEFGHJKLMNPRSTUVWXYZ', 16)}`],
    ['avatar', (q) => `https://avatars.example.com/u/${q.int(1, 9_999_999)}?v=4`],
    ['phone_e164', (q) => `+${q.int(1, 99)}${q.int(100_000_000, 999_999_999)}`],
    ['account_number', (q) => String(q.int(10_000_000, 99_999_999)) + String(q.int(1000, 9999))],
    ['license_plate', (q) => `${q.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}-${q.int(10, 99)}-${q.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 3)}`],
    ['company_catch_phrase', (q) => `${q.one(['Synergized', 'Proactive', 'Cross-platform', 'Decentralized'])} ${q.one(['zero-trust', 'multi-tenant', 'token-based', 'mission-critical'])} ${q.one(['paradigm', 'authentication', 'framework', 'hub'])}`],
  ];
  for (let i = 0; i < 40; i++) {
    for (const [key, make] of extras) add(`generated ${key}`, key, make(p), p.chance(0.4) ? [p.one(['customer', 'order', 'record', 'row'])] : []);
  }
  return items;
}

const LOG_LEVELS = ['INFO', 'WARN', 'ERROR', 'DEBUG', 'info', 'warn', 'error'];
const SERVICES = ['api-gateway', 'billing-worker', 'auth-service', 'sshd', 'nginx', 'postgres', 'kubelet', 'cron', 'sync-job', 'mailer'];
const PATHS = ['/v1/orders', '/v1/customers/42', '/healthz', '/api/login', '/oauth/token', '/webhooks/shop', '/static/app.js', '/v2/files/upload', '/auth/callback', '/users/me'];

function logLine(p: Pick): string {
  const at = isoTime(p);
  const ip = ipv4(p);
  switch (p.int(0, 14)) {
    case 0:
      return `${ip} - - [${p.int(10, 28)}/${p.one(['Jan', 'Feb', 'Mar', 'Oct'])}/2025:${p.int(10, 23)}:${p.int(10, 59)}:${p.int(10, 59)} +0000] "${p.one(['GET', 'POST', 'PUT'])} ${p.one(PATHS)}${p.chance(0.4) ? `?page=${p.int(1, 40)}&per_page=50` : ''} HTTP/1.1" ${p.one([200, 201, 204, 301, 401, 403, 404, 500])} ${p.int(0, 99_999)} "-" "${p.one(['Mozilla/5.0 (X11; Linux x86_64)', 'curl/8.5.0', 'python-requests/2.31.0', 'okhttp/4.12.0'])}"`;
    case 1:
      return `${at} ${p.one(LOG_LEVELS)} [${p.one(SERVICES)}] ${p.one(['user signed in', 'token refreshed', 'session expired', 'password reset requested', 'api key rotated', 'login failed', 'authentication succeeded', 'secret rotated by schedule'])} user_id=${p.int(1, 99_999)} request_id=${p.uuid()} duration_ms=${p.int(1, 3000)}`;
    case 2:
      return `${p.one(['Jan', 'Feb', 'Mar'])} ${p.int(10, 28)} ${p.int(10, 23)}:${p.int(10, 59)}:${p.int(10, 59)} web-${p.int(1, 9)} sshd[${p.int(1000, 99_999)}]: ${p.one(['Accepted publickey for deploy', 'Failed password for invalid user admin', 'Connection closed by authenticating user root', 'pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=' + ip])} from ${ip} port ${p.int(1024, 65_535)} ssh2`;
    case 3:
      return `level=${p.one(['info', 'warn', 'error'])} ts=${at} caller=${p.one(['auth.go', 'token.go', 'session.go', 'store.go'])}:${p.int(10, 400)} msg="${p.one(['token validation failed', 'issued access token', 'refresh token expired', 'auth provider reached'])}" reason=${p.one(['expired', 'InvalidSignature', 'AuthFailed:code_' + p.int(1, 9), 'MissingScope', 'ClockSkew'])} token_type=${p.one(['Bearer', 'refresh', 'id'])} expires_in=${p.int(60, 86_400)}`;
    case 4:
      return JSON.stringify({ time: at, level: p.one(['info', 'error']), msg: p.one(['auth ok', 'auth failed', 'token issued', 'upload done']), auth_method: p.one(['oauth2', 'api_key', 'saml', 'password']), key: storageKey(p), bytes: p.int(100, 9_999_999), latency: `${p.int(1, 900)}ms` });
    case 5:
      return `${at} ${p.one(['ERROR', 'WARN'])} ${p.one(['com.acme.auth.TokenFilter', 'org.springframework.security.web.authentication.AuthenticationFilter', 'io.grpc.netty.NettyServerHandler'])} - ${p.one(['Authentication failed for user', 'Token signature did not match for client', 'Credentials expired for account'])} ${p.int(1000, 9999)} (status=${p.one([401, 403])})`;
    case 6:
      return `${at} ${p.one(['AUTH', 'AUDIT'])} result=${p.one(['success', 'failure'])} method=${p.one(['SAML', 'OIDC', 'LDAP', 'Kerberos'])} provider=${p.one(['AzureADProvider', 'OktaIdentityProvider', 'GoogleWorkspaceProvider', 'LdapAuthenticationProvider'])} principal=${person(p).email} session=${p.int(10_000, 99_999)}`;
    case 7:
      return `${p.hex(64)} ${p.one(['mybucket', 'assets-prod', 'logs-archive'])} [${p.int(10, 28)}/Feb/2025:${p.int(10, 23)}:${p.int(10, 59)}:${p.int(10, 59)} +0000] ${ip} - ${p.chars('0123456789ABCDEF', 16)} REST.GET.OBJECT ${storageKey(p)} "GET /${storageKey(p)} HTTP/1.1" 200 - ${p.int(100, 99_999)}`;
    case 8:
      return `${at} ${p.one(SERVICES)}-${p.hex(10)}-${p.chars('abcdefghijklmnopqrstuvwxyz0123456789', 5)} ${p.one(['Pulled image', 'Started container', 'Back-off restarting failed container', 'Liveness probe failed: HTTP probe failed with statuscode: 503'])}`;
    case 9:
      return `[${at}] ${p.one(['deploy', 'build'])} #${p.int(100, 9999)} step "${p.one(['checkout', 'npm ci', 'npm test', 'docker push'])}" finished in ${p.int(1, 600)}s (commit ${p.hex(40)}, branch ${p.one(['main', 'release/2.4', 'feature/auth-refresh'])})`;
    case 10:
      return `${at} postgres[${p.int(100, 9999)}]: [${p.int(1, 9)}-1] user=${p.one(['app', 'readonly', 'migrator'])},db=${p.one(['orders', 'auth', 'analytics'])} LOG:  duration: ${p.int(1, 900)}.${p.int(100, 999)} ms  statement: SELECT id, token_type, expires_at FROM sessions WHERE user_id = $1`;
    case 11:
      return `${at} ${p.one(['WARN', 'INFO'])} [${p.one(SERVICES)}] auth_result=${p.one(['AuthFailure:code_' + p.int(1, 9), 'Success', 'MfaRequired:sms', 'Locked:attempts_' + p.int(3, 9)])} token_status=${p.one(['Revoked', 'Expired', 'Active'])} secret_name=${p.one(['prod/crm/api-token', 'CRM_API_TOKEN'])} client=${p.one(['web', 'ios', 'cli'])}`;
    case 12:
      return `${ip} - ${p.one(['-', 'frank', 'svc-sync'])} [${p.int(10, 28)}/Mar/2025:${p.int(10, 23)}:${p.int(10, 59)}:${p.int(10, 59)} +0000] "GET ${p.one(['/api/v1/items', '/oauth/authorize', '/login'])}?${p.one(['response_type=code', 'page=2', 'lang=en'])}&${p.one(['state', 'nonce', 'ref'])}=${p.one(WORDS)}${p.int(1, 99)} HTTP/2.0" ${p.one([200, 302, 400])} ${p.int(100, 9999)}`;
    case 13:
      return JSON.stringify({ '@timestamp': at, 'event.action': p.one(['user-login', 'token-refresh', 'password-change']), 'event.outcome': p.one(['success', 'failure']), 'user.name': person(p).email, 'source.ip': ip, 'authentication.method': p.one(['password', 'webauthn', 'totp']), 'error.code': p.one(['', 'AADSTS50126', 'AADSTS700016', 'invalid_grant']) });
    default:
      return `${at} mail[${p.int(100, 9999)}]: ${p.hex(10).toUpperCase()}: to=<${person(p).email}>, relay=${p.one(['mx1', 'aspmx.l'])}.${p.one(DOMAINS)}[${ip}]:25, delay=${p.int(0, 9)}.${p.int(1, 99)}, status=${p.one(['sent (250 2.0.0 OK)', 'deferred (421 4.7.0 Try again later)', 'bounced (550 5.1.1 User unknown)'])}`;
  }
}

function logs(p: Pick): BenignItem[] {
  const items: BenignItem[] = [];
  for (let i = 0; i < 1000; i++) {
    const line = logLine(p);
    items.push({ family: 'logs', source: `log line ${line.slice(0, 24)}`, list: p.chance(0.5) ? placeMember(p, p.one(['line', 'message', 'log', 'raw', 'entry', 'reason']), line, [p.one(['event', 'record', 'alert'])]) : placeDocument(p, line, 'app.log') });
  }
  for (let i = 0; i < 120; i++) {
    const file = Array.from({ length: p.int(5, 40) }, () => logLine(p)).join('\n');
    items.push({ family: 'logs', source: 'a log file', list: placeDocument(p, file, p.one(['app.log', 'access.log', 'auth.log'])) });
  }
  return items;
}

function pageToken(p: Pick): string {
  return Buffer.from(JSON.stringify({ offset: p.int(0, 9999), after: p.one(['id', 'created_at']) })).toString('base64url');
}

function urlWithQuery(p: Pick): string {
  const host = p.one(['api.example.com', 'graph.example.net', 'shop.example.org', 'files.contoso.test', 'login.example.com', 'cdn.example.com']);
  switch (p.int(0, 7)) {
    case 0:
      return `https://${host}/v1/${p.one(['orders', 'users', 'items'])}?page_token=${pageToken(p)}&limit=${p.int(10, 100)}`;
    case 1:
      return `https://${host}/odata/${p.one(['Customers', 'Orders', 'Policies'])}?$top=${p.int(10, 100)}&$skiptoken=${p.one(['Customers', 'Orders', 'readOnlyPolicy', 'ContosoStandardTier'])}${p.int(1, 999)}`;
    case 2:
      return `https://${host}/oauth/authorize?response_type=code&client_id=${p.uuid()}&redirect_uri=${encodeURIComponent(`https://app.example.com/auth/callback`)}&scope=${encodeURIComponent('openid profile email')}&state=${p.hex(16)}`;
    case 3:
      return `https://${host}/auth/callback?code_challenge_method=S256&token_type=Bearer&expires_in=3600&auth_provider=${p.one(['GoogleOAuth2', 'AzureAD', 'GitHubApp'])}`;
    case 4:
      return `https://${host}/assets/${p.one(['app', 'vendor', 'main'])}.${p.hex(8)}.${p.one(['js', 'css'])}?v=${p.int(1, 99)}`;
    case 5:
      return `https://${host}/${storageKey(p)}`;
    case 6:
      return `https://${host}/search?q=${encodeURIComponent(p.one(PRODUCTS))}&sort=${p.one(['price', 'relevance'])}&cursor=${p.int(1000, 99_999)}&utm_source=${p.one(['newsletter', 'google', 'partner'])}`;
    default:
      return `https://${host}/unsubscribe?email=${encodeURIComponent(person(p).email)}&list=${p.one(['news', 'offers'])}`;
  }
}

const FILE_KEYS = ['storage_key', 'storageKey', 'object_key', 's3_key', 'blob_key', 'file_key', 'key', 'cache_key', 'upload_key', 'asset_key', 'Key', 'thumbnail_key', 'image_key'];

function pathsAndUrls(p: Pick): BenignItem[] {
  const items: BenignItem[] = [];
  const add = (source: string, key: string, value: unknown, parents: string[] = []) => items.push({ family: 'paths-and-urls', source, list: placeMember(p, key, value, parents) });
  for (let i = 0; i < 500; i++) add('storage key', p.one(FILE_KEYS), storageKey(p), p.chance(0.5) ? [p.one(['upload', 'file', 'attachment', 'object'])] : []);
  for (let i = 0; i < 300; i++) add('file name', p.one(['filename', 'file_name', 'name', 'original_name', 'title', 'auth_doc', 'secret_file', 'key_file']), fileName(p));
  for (let i = 0; i < 300; i++) {
    const path = p.one([
      `/home/${person(p).first.toLowerCase()}/projects/${p.one(WORDS)}/${fileName(p)}`,
      `C:\\Users\\${person(p).first}\\Documents\\${fileName(p)}`,
      `./data/${p.one(WORDS)}/${fileName(p)}`,
      `/var/lib/${p.one(SERVICES)}/${p.one(['tokens', 'keys', 'auth', 'secrets'])}/${p.one(WORDS)}.${p.one(['json', 'pem', 'db'])}`,
      `s3://${p.one(['assets-prod', 'backups', 'data-lake'])}/${storageKey(p)}`,
      `gs://${p.one(['exports', 'ml-models'])}/${storageKey(p)}`,
    ]);
    add('file path', p.one(['path', 'file', 'location', 'token_file', 'key_path', 'credentials_file', 'secret_path', 'auth_file']), path);
  }
  for (let i = 0; i < 500; i++) add('address with a query', p.one(['url', 'next', 'href', 'link', 'callback_url', '@odata.nextLink', 'nextLink', 'redirect', 'auth_url', 'token_url']), urlWithQuery(p));
  for (let i = 0; i < 200; i++) add('content hash', p.one(['etag', 'sha', 'checksum', 'md5', 'commit', 'digest', 'revision', 'hash']), p.one([p.hex(40), p.hex(32), `"${p.hex(32)}"`, `sha256:${p.hex(64)}`]));
  return items;
}

/** Names of authentication kinds, providers and modes as APIs and tools spell them. */
const AUTH_KINDS = [
  'OAuth2', 'oauth2', 'ApiKey', 'api_key', 'HttpBasicAuth', 'BasicAuthentication', 'ActiveDirectoryPassword', 'ActiveDirectoryIntegrated',
  'ActiveDirectoryServicePrincipal', 'ManagedIdentity', 'ServicePrincipal', 'SharedAccessSignature', 'AzureActiveDirectory', 'WindowsAuthentication',
  'SqlPassword', 'KerberosAuthentication', 'ClientCertificate', 'CertificateThumbprint', 'OpenIdConnect', 'SamlIdentityProvider', 'GoogleIdentityProvider',
  'GitHubAppInstallation', 'PersonalAccessToken', 'WorkloadIdentityFederation', 'IamRoleAnywhere', 'AnonymousAccess', 'UserAssignedIdentity',
  'SystemAssignedIdentity', 'headerAuth', 'queryAuth', 'httpHeaderAuth', 'oAuth2Api', 'digestAuth', 'customAuth', 'client_credentials',
  'authorization_code', 'private_key_jwt', 'client_secret_post', 'tls_client_auth', 'none', 'AWS4-HMAC-SHA256', 'HMAC-SHA256', 'RS256',
  'ES256', 'EdDSA', 'SCRAM-SHA-256', 'MONGODB-X509', 'PLAIN', 'GSSAPI', 'NTLMv2', 'Negotiate', 'X509Certificate', 'AccessKeyAndSecret',
];
const AUTH_KEYS = [
  'auth', 'authentication', 'authType', 'auth_type', 'authMethod', 'authentication_type', 'authenticationType', 'authProvider',
  'auth_provider', 'authProfile', 'auth_profile', 'authScheme', 'auth_mode', 'credential_type', 'credentialType', 'credentials_kind',
  'token_type', 'tokenType', 'token_endpoint_auth_method', 'secret_type', 'secretKind', 'key_type', 'keyAlgorithm', 'signing_alg',
  'token_format', 'passwordPolicy', 'auth_strategy', 'identity_provider', 'authenticator', 'tokenSource',
];
const CREDENTIAL_TYPES = ['slackApi', 'slackOAuth2Api', 'gmailOAuth2', 'googleSheetsOAuth2Api', 'githubApi', 'httpHeaderAuth', 'httpBasicAuth', 'postgres', 'notionApi', 'airtableTokenApi', 'hubspotAppToken', 'stripeApi', 'openAiApi', 'microsoftOutlookOAuth2Api', 'jiraSoftwareCloudApi'];

function authSettings(p: Pick): BenignItem[] {
  const items: BenignItem[] = [];
  const add = (source: string, key: string, value: unknown, parents: string[] = []) => items.push({ family: 'auth-settings', source, list: placeMember(p, key, value, parents) });
  for (let i = 0; i < 600; i++) {
    add('an auth kind', p.one(AUTH_KEYS), p.one(AUTH_KINDS), p.chance(0.5) ? [p.one(['auth', 'authentication', 'credentials', 'security', 'connection', 'settings'])] : []);
  }
  for (let i = 0; i < 300; i++) {
    const key = p.one(['api_key_id', 'apiKeyId', 'key_id', 'kid', 'credential_id', 'credentialId', 'secret_id', 'token_id', 'idempotency_key', 'Idempotency-Key', 'client_id', 'clientId', 'tenant_id', 'app_id', 'installation_id', 'request_id', 'access_key_id_ref', 'auth_request_id', 'authorization_id', 'token_jti', 'session_key']);
    const value = key === 'kid' ? p.one([p.uuid(), `${p.one(['key', 'sig'])}-${p.int(2020, 2026)}-${p.int(1, 12)}`]) : key === 'session_key' ? `session:${p.uuid()}` : p.uuid();
    add('an id of a credential, not the credential', key, value, p.chance(0.3) ? ['auth'] : []);
  }
  for (let i = 0; i < 300; i++) {
    // An automation export's credential references: a type, an id and a name each.
    const type = p.one(CREDENTIAL_TYPES);
    const name = p.one([`${p.one(COMPANIES)} account`, `${type.replace(/Api$|OAuth2Api$/, '')} prod`, `${person(p).first}'s ${p.one(['Slack', 'Gmail', 'Sheets', 'GitHub'])}`, `${p.one(WORDS)}-${p.one(['service', 'bot', 'sync'])}`, `${p.one(DOMAINS).split('.')[0]}${p.one(['docs', 'ops', 'sales'])}-${type.toLowerCase().replace(/api$|oauth2api$/, '')}`]);
    add('a credential reference', 'credentials', p.chance(0.5) ? { [type]: { id: String(p.int(1, 999)), name } } : { [type]: name }, ['nodes', 'parameters'].slice(0, p.int(0, 2)));
  }
  for (let i = 0; i < 300; i++) {
    const settings = {
      token_type: p.one(['Bearer', 'bearer', 'mac', 'N_A', 'urn:ietf:params:oauth:token-type:access_token']),
      expires_in: p.int(60, 86_400),
      scope: p.one(['read write', 'openid profile email', 'repo:status', 'orders:read customers:write']),
      token_endpoint: `https://login.${p.one(DOMAINS)}/oauth2/v2.0/token`,
      secret_name: p.one(['prod/crm/api-token', 'CRM_API_TOKEN', 'projects/acme/secrets/db-password', 'kv-prod-weu/secrets/sftp']),
      secret_version: p.one(['latest', String(p.int(1, 20)), p.hex(32)]),
      rotation: p.one(['P30D', 'P90D', 'never']),
      password_min_length: p.int(8, 16),
      auth_required: p.chance(0.5),
      thumbprint_algorithm: p.one(['SHA1', 'SHA256']),
      authorization_status: p.one(['Authorized', 'NotAuthorized', 'PendingConsent', 'TokenExpired']),
      authProfile: p.one(['DefaultProfile', 'ReadOnlyProfile', 'ServiceAccountProfile', 'TheThrottledProfile', 'standard']),
    };
    const chosen = Object.fromEntries(Object.entries(settings).filter(() => p.chance(0.5)));
    add('auth settings', p.one(['auth', 'oauth', 'authentication', 'token', 'security', 'credentials']), chosen);
  }
  // Cloud API descriptions spell their enums in PascalCase and dotted names.
  for (let i = 0; i < 300; i++) {
    const key = p.one(['authenticationType', 'keySource', 'tokenType', 'credentialType', 'authorizationType', 'secretType', 'identityType', 'authMode', 'passwordProfile', 'keyVaultSecretState', 'tokenBinding', 'authorizationRule']);
    const value = p.one([
      `${p.one(['System', 'User', 'Workload'])}Assigned${p.one(['ManagedIdentity', 'Identity', 'Principal'])}`,
      `Microsoft.${p.one(['KeyVault', 'Storage', 'Web', 'Authorization'])}${p.chance(0.5) ? `/${p.one(['vaults', 'storageAccounts', 'sites'])}` : ''}`,
      `${p.one(['Service', 'Managed', 'Shared', 'Customer'])}${p.one(['Principal', 'Managed', 'Access'])}${p.one(['Certificate', 'Secret', 'Key', 'Signature', 'Token'])}`,
      `${p.one(['AAD', 'SAS', 'OIDC', 'SAML', 'MSI', 'PAT'])}${p.one(['Token', 'Identity', 'Authentication', 'Provider', 'Credential'])}${p.one(['', 'V2', 'Provider', 'Kind'])}`,
      `${p.one(['Key', 'Secret', 'Certificate', 'Token'])}${p.one(['Enabled', 'Disabled', 'Expired', 'NotYetValid', 'Revoked'])}`,
      `${p.one(['Allow', 'Deny'])}${p.one(['Listen', 'Send', 'Manage'])}${p.one(['AccessKey', 'SharedAccessKey', 'Rule'])}`,
    ]);
    add('a cloud API enum', key, value, p.chance(0.5) ? [p.one(['properties', 'identity', 'encryption', 'auth'])] : []);
  }
  // Short values typed by hand under secret names: too short to be a key of any provider.
  for (let i = 0; i < 300; i++) {
    const value = p.one([
      `${p.one(WORDS)}${p.int(1, 9999)}`.slice(0, 11),
      p.hex(8).toUpperCase(),
      `${p.one(['dev', 'qa', 'ops', 'me'])}@${p.one(['null', 'local', 'localhost'])}`,
      `${p.one(['abc', 'xyz', 'tmp', 'key'])}-${p.int(100, 9999)}`,
      `${p.one(FIRST).toLowerCase()}${p.int(10, 99)}`,
    ]);
    add('a short typed value under a secret name', p.one(['token', 'auth', 'secret', 'api_key', 'apiKey', 'access_token', 'client_secret']), value, p.chance(0.4) ? [p.one(['demo', 'config', 'partner'])] : []);
  }
  return items;
}

function mail(p: Pick): string {
  const from = person(p);
  const to = person(p);
  const domain = from.email.split('@')[1]!;
  const at = new Date(Date.UTC(2025, p.int(0, 11), p.int(1, 28), p.int(0, 23), p.int(0, 59))).toUTCString();
  const headers = [
    `Return-Path: <${from.email}>`,
    `Received: from mail-${p.one(['wr1', 'ej1', 'pl1'])}-f${p.int(40, 99)}.${domain} (mail.${domain} [${ipv4(p)}]) by mx.${to.email.split('@')[1]} with ESMTPS id ${p.chars('abcdefghijklmnopqrstuvwxyz0123456789', 14)} for <${to.email}>; ${at}`,
    `Authentication-Results: mx.${to.email.split('@')[1]}; dkim=pass header.i=@${domain} header.s=${p.one(['selector1', 's1', '20230601'])}; spf=pass (domain of ${from.email} designates ${ipv4(p)} as permitted sender) smtp.mailfrom=${from.email}; dmarc=pass (p=NONE sp=NONE dis=NONE) header.from=${domain}`,
    `ARC-Authentication-Results: i=1; mx.${domain}; dkim=pass header.d=${domain}; arc=none`,
    `DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=${domain}; s=selector1; h=from:to:subject:date:message-id; bh=${Buffer.from(p.hex(32), 'hex').toString('base64')}; b=${Buffer.from(p.hex(128), 'hex').toString('base64')}`,
    `X-MS-Exchange-Organization-AuthAs: ${p.one(['Anonymous', 'Internal'])}`,
    `X-MS-Exchange-Organization-AuthSource: ${p.one(['AM6PR01MB1234.eurprd01.prod.exchangelabs.com', 'CO1PEPF000044F0.namprd03.prod.outlook.com'])}`,
    `Message-ID: <${p.hex(16)}.${p.int(1000, 9999)}@${domain}>`,
    `From: ${from.first} ${from.last} <${from.email}>`,
    `To: ${to.first} ${to.last} <${to.email}>`,
    `Subject: ${p.one(['Your order has shipped', 'Reset your password', 'Invoice attached', 'Meeting notes', 'Your login code', 'Re: API access for the partner portal'])}`,
    `Date: ${at}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset="UTF-8"',
  ];
  const body = p.one([
    `Hi ${to.first},\n\nYour order #${p.int(1000, 9999)} is on its way. Track it at https://track.example.com/${p.int(100_000, 999_999)}.\n\nThanks,\n${from.first}`,
    `Hello ${to.first},\n\nSomeone asked to reset the password of your account. If it was you, follow the link within 30 minutes. If not, ignore this mail: your password stays the same.\n\nThe ${p.one(COMPANIES)} team`,
    `Hi,\n\nthe partner portal now uses single sign-on. Your API token keeps working until ${isoTime(p).slice(0, 10)}; after that, create a new one under Settings > API keys.\n\nBest,\n${from.first} ${from.last}`,
  ]);
  return `${headers.filter(() => p.chance(0.8)).join('\n')}\n\n${body}\n`;
}

function xmlDocument(p: Pick): string {
  const who = person(p);
  switch (p.int(0, 3)) {
    case 0:
      return `<?xml version="1.0" encoding="UTF-8"?>\n<order id="${p.int(1000, 9999)}" status="${p.one(['open', 'closed'])}">\n  <customer email="${who.email}">${who.first} ${who.last}</customer>\n  <item sku="MUG-${p.int(100, 999)}" qty="${p.int(1, 5)}"/>\n  <token type="${p.one(['session', 'csrf', 'page'])}" expires="${isoTime(p)}"/>\n</order>\n`;
    case 1:
      return `<configuration>\n  <appSettings>\n    <add key="Environment" value="${p.one(['Staging', 'Production'])}"/>\n    <add key="AuthMode" value="${p.one(AUTH_KINDS)}"/>\n    <add key="TokenLifetime" value="${p.int(5, 120)}"/>\n  </appSettings>\n  <system.web><authentication mode="${p.one(['Windows', 'Forms', 'None'])}"/></system.web>\n</configuration>\n`;
    case 2:
      return `<!DOCTYPE doc [\n<!ELEMENT doc (#PCDATA)>\n<!ATTLIST doc ${p.one(['token', 'key', 'auth', 'secret'])} CDATA #IMPLIED>\n]>\n<doc ${p.one(['token', 'key', 'auth', 'secret'])}="${p.one([who.email, `${p.one(WORDS)}${p.int(1, 99)}`, 'a b c', `${p.one(WORDS)}@${p.one(['null', 'localhost'])}`])}">${p.one(WORDS)}</doc>\n`;
    default:
      return `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${p.hex(32)}" IssueInstant="${isoTime(p)}">\n  <saml:Issuer>https://idp.${p.one(DOMAINS)}/metadata</saml:Issuer>\n  <saml:AuthnStatement AuthnInstant="${isoTime(p)}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>\n</saml:Assertion>\n`;
  }
}

function manifest(p: Pick): string {
  const app = p.one(SERVICES);
  return `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${app}\n  labels:\n    app.kubernetes.io/name: ${app}\nspec:\n  replicas: ${p.int(1, 6)}\n  template:\n    spec:\n      serviceAccountName: ${app}-sa\n      automountServiceAccountToken: false\n      containers:\n        - name: ${app}\n          image: ghcr.io/example/${app}@sha256:${p.hex(64)}\n          env:\n            - name: AUTH_MODE\n              value: ${p.one(['oidc', 'mtls', 'none'])}\n            - name: TOKEN_AUDIENCE\n              value: https://${app}.example.com\n            - name: API_KEY\n              valueFrom:\n                secretKeyRef:\n                  name: ${app}-secrets\n                  key: api-key\n          volumeMounts:\n            - name: tokens\n              mountPath: /var/run/secrets/tokens\n`;
}

/** An Outlook-style header block: lower-case names, ARC and anti-spam stamps of base64. */
function outlookHeaders(p: Pick): string {
  const from = person(p);
  const domain = from.email.split('@')[1]!;
  const b64 = (bytes: number) => Buffer.from(p.hex(bytes * 2), 'hex').toString('base64');
  return [
    `arc-seal: i=1; a=rsa-sha256; s=arcselector${p.int(1000, 9999)}; d=microsoft.com; cv=none; b=${b64(96)}`,
    `arc-message-signature: i=1; a=rsa-sha256; c=relaxed/relaxed; d=microsoft.com; s=arcselector${p.int(1000, 9999)}; h=From:Date:Subject:Message-ID:Content-Type:MIME-Version:X-MS-Exchange-AntiSpam-MessageData-ChunkCount:X-MS-Exchange-AntiSpam-MessageData-0:X-MS-Exchange-AntiSpam-MessageData-1; bh=${b64(32)}; b=${b64(96)}`,
    `arc-authentication-results: i=1; mx.microsoft.com 1; spf=pass smtp.mailfrom=${domain}; dmarc=pass action=none header.from=${domain}; dkim=pass header.d=${domain}; arc=none`,
    `authentication-results: dkim=none (message not signed) header.d=none;dmarc=none action=none header.from=${domain};`,
    `x-ms-exchange-crosstenant-authas: Internal`,
    `x-ms-exchange-crosstenant-authsource: ${p.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 4)}PR${p.int(10, 99)}MB${p.int(1000, 9999)}.eurprd${p.int(10, 99)}.prod.outlook.com`,
    `x-ms-exchange-crosstenant-id: ${p.uuid()}`,
    `x-microsoft-antispam-message-info: ${b64(120)}`,
    `x-forefront-antispam-report: CIP:255.255.255.255;CTRY:;LANG:en;SCL:1;SRV:;IPV:NLI;SFV:NSPM;H:${p.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 16)}.prod.outlook.com;PTR:;CAT:NONE;SFS:(13230040)(366016)(376014);DIR:OUT;SFP:1101;`,
    `x-google-smtp-source: AGHT+I${b64(60)}`,
    `x-gm-message-state: AOJu0Y${b64(40)}`,
    `From: ${from.first} ${from.last} <${from.email}>`,
    `Subject: ${p.one(['Quarterly numbers', 'Your sign-in code', 'Access review'])}`,
  ]
    .filter(() => p.chance(0.85))
    .join('\n');
}

/** An automation export: nodes, their parameters and the credentials they reference by id and name. */
function automationExport(p: Pick): unknown {
  const type = p.one(CREDENTIAL_TYPES);
  const alnum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return {
    name: `${p.one(['Sync', 'Notify', 'Import'])} ${p.one(PRODUCTS)} ${p.one(['orders', 'leads', 'tickets'])}`,
    nodes: [
      { parameters: { httpMethod: 'POST', path: p.uuid(), authentication: p.one(['headerAuth', 'basicAuth', 'none', 'jwtAuth']), options: {} }, id: p.uuid(), name: 'Webhook', type: 'n8n-nodes-base.webhook', typeVersion: 2, position: [p.int(0, 800), p.int(0, 600)], webhookId: p.uuid() },
      {
        parameters: { authentication: p.one(['predefinedCredentialType', 'genericCredentialType', 'oAuth2']), nodeCredentialType: type, genericAuthType: p.one(['httpHeaderAuth', 'httpQueryAuth', 'oAuth2Api']), url: urlWithQuery(p), sendHeaders: true, headerParameters: { parameters: [{ name: 'Accept', value: 'application/json' }] } },
        id: p.uuid(),
        name: 'HTTP Request',
        type: 'n8n-nodes-base.httpRequest',
        typeVersion: 4.2,
        credentials: { [type]: { id: p.chars(alnum, 16), name: `${p.one(COMPANIES)} ${p.one(['account', 'prod', 'sandbox'])}` } },
      },
      { parameters: { jsCode: `const items = $input.all();\nreturn items.map((item) => ({ json: { id: item.json.id, token_type: item.json.token_type ?? 'Bearer' } }));` }, id: p.uuid(), name: 'Code', type: 'n8n-nodes-base.code', typeVersion: 2 },
    ],
    connections: { Webhook: { main: [[{ node: 'HTTP Request', type: 'main', index: 0 }]] } },
    settings: { executionOrder: 'v1', saveManualExecutions: true },
    versionId: p.uuid(),
    meta: { instanceId: p.hex(64), templateCredsSetupCompleted: true },
    id: p.chars(alnum, 16),
    tags: [{ name: p.one(['crm', 'ops', 'sales']), id: p.chars(alnum, 16) }],
  };
}

/** A webhook delivery of a code host: ids, node ids, addresses, a masked hook secret. */
function codeHostWebhook(p: Pick): unknown {
  const login = `${person(p).first.toLowerCase()}${p.int(1, 99)}`;
  return {
    action: p.one(['opened', 'closed', 'created', 'synchronize']),
    hook_id: p.int(100_000_000, 999_999_999),
    hook: { type: 'Repository', id: p.int(100_000_000, 999_999_999), active: true, events: ['push', 'pull_request'], config: { content_type: 'json', insecure_ssl: '0', secret: '********', url: `https://hooks.${p.one(DOMAINS)}/github` } },
    repository: { id: p.int(1_000_000, 999_999_999), node_id: `R_kgDO${p.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 8)}`, full_name: `${login}/${p.one(WORDS)}-${p.one(WORDS)}`, private: p.chance(0.5), default_branch: 'main', pushed_at: isoTime(p) },
    sender: { login, id: p.int(1000, 99_999_999), node_id: `U_kgDO${p.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 6)}`, avatar_url: `https://avatars.githubusercontent.com/u/${p.int(1000, 9_999_999)}?v=4`, type: 'User' },
    installation: { id: p.int(10_000_000, 99_999_999), node_id: `MDIzOkludGVncmF0aW9uSW5zdGFsbGF0aW9u${p.int(10_000_000, 99_999_999)}` },
    head_commit: { id: p.hex(40), tree_id: p.hex(40), message: `${p.one(['Fix', 'Add', 'Update'])} ${p.one(['token refresh', 'auth flow', 'storage keys', 'retry policy'])}`, timestamp: isoTime(p) },
  };
}

/** A CI workflow file that reads its secrets by name, as CI files do. */
function ciWorkflow(p: Pick): string {
  const secret = p.one(['NPM_TOKEN', 'DEPLOY_KEY', 'CODECOV_TOKEN', 'AWS_SECRET_ACCESS_KEY', 'SLACK_WEBHOOK_URL', 'SONAR_TOKEN']);
  return p.chance(0.6)
    ? `name: ci\non:\n  push:\n    branches: [main]\npermissions:\n  contents: read\n  id-token: write\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@${p.hex(40)} # v4\n      - uses: actions/setup-node@v4\n        with:\n          node-version: ${p.one([20, 22, 24])}\n          registry-url: https://registry.npmjs.org\n      - run: npm ci\n      - run: npm test -- --reporter=junit\n        env:\n          NODE_AUTH_TOKEN: \${{ secrets.${secret} }}\n          GITHUB_TOKEN: \${{ github.token }}\n          CACHE_KEY: \${{ runner.os }}-node-\${{ hashFiles('**/package-lock.json') }}\n`
    : `stages: [test, deploy]\nvariables:\n  DOCKER_AUTH_CONFIG: $DOCKER_AUTH\n  STORAGE_KEY: artifacts/\${CI_COMMIT_SHA}/build.tar.gz\ntest:\n  image: node:${p.one([20, 22])}\n  script:\n    - npm ci\n    - npm test\n  cache:\n    key: \${CI_COMMIT_REF_SLUG}\n    paths: [node_modules/]\ndeploy:\n  script:\n    - ./deploy.sh --token "$${secret}" --env ${p.one(['staging', 'production'])}\n`;
}

function documents(p: Pick): BenignItem[] {
  const items: BenignItem[] = [];
  for (let i = 0; i < 200; i++) items.push({ family: 'documents', source: 'Outlook-style mail headers', list: placeDocument(p, `${outlookHeaders(p)}\n\n${p.one(['Hi team,', 'Hello,'])} see the attached numbers.\n`, 'message.eml') });
  for (let i = 0; i < 200; i++) items.push({ family: 'documents', source: 'an automation export', list: placeDocument(p, automationExport(p), 'workflow.json') });
  for (let i = 0; i < 200; i++) items.push({ family: 'documents', source: 'a code host webhook', list: placeDocument(p, codeHostWebhook(p), 'delivery.json') });
  for (let i = 0; i < 150; i++) items.push({ family: 'documents', source: 'a CI workflow', list: placeDocument(p, ciWorkflow(p), '.gitlab-ci.yml') });
  for (let i = 0; i < 250; i++) items.push({ family: 'documents', source: 'a mail with its headers', list: placeDocument(p, mail(p), 'message.eml') });
  for (let i = 0; i < 250; i++) items.push({ family: 'documents', source: 'an XML document', list: placeDocument(p, xmlDocument(p), 'data.xml') });
  for (let i = 0; i < 150; i++) items.push({ family: 'documents', source: 'a Kubernetes manifest', list: placeDocument(p, manifest(p), 'deployment.yaml') });
  for (let i = 0; i < 150; i++) {
    const csv = ['id,email,storage_key,auth_type,created_at', ...Array.from({ length: p.int(2, 12) }, () => `${p.int(1, 9999)},${person(p).email},${storageKey(p)},${p.one(AUTH_KINDS)},${isoTime(p)}`)].join('\n');
    items.push({ family: 'documents', source: 'a CSV export', list: placeDocument(p, csv, 'export.csv') });
  }
  return items;
}

// ---------------------------------------------------------------------------

/**
 * The whole corpus, families in order. `parseYaml` (the `yaml` package's parse) reads
 * the YAML suite's documents into values; without it only their text is used.
 */
export function generateBenignCorpus(seed = 30, parseYaml: ((text: string) => unknown) | null = null): BenignItem[] {
  const p = new Pick(seed);
  return [
    ...apiExamples(p),
    ...apiProse(p),
    ...specsAndSchemas(p),
    ...packageMetadata(p),
    ...yamlSuite(p, parseYaml),
    ...jsonpathSuite(p),
    ...docsAndCi(p),
    ...peopleAndOrders(p),
    ...logs(p),
    ...pathsAndUrls(p),
    ...authSettings(p),
    ...documents(p),
  ];
}

export interface BenignScore {
  family: BenignFamily;
  values: number;
  flagged: number;
  rate: number;
}

export interface BenignFinding {
  path: (string | number)[];
  rule: string;
}

/** Scans every item and counts, per family, the values with any finding. */
export function scoreBenign(items: readonly BenignItem[], scan: (list: unknown[]) => BenignFinding[]): { scores: BenignScore[]; flagged: { item: BenignItem; rules: string[] }[] } {
  const flagged: { item: BenignItem; rules: string[] }[] = [];
  const counts = new Map<BenignFamily, { values: number; flagged: number }>(BENIGN_FAMILIES.map((family) => [family, { values: 0, flagged: 0 }]));
  for (const item of items) {
    const count = counts.get(item.family)!;
    count.values++;
    const findings = scan(item.list);
    if (findings.length === 0) continue;
    count.flagged++;
    flagged.push({ item, rules: [...new Set(findings.map((finding) => finding.rule))] });
  }
  const scores = BENIGN_FAMILIES.map((family) => {
    const { values, flagged: count } = counts.get(family)!;
    return { family, values, flagged: count, rate: values === 0 ? 0 : count / values };
  });
  return { scores, flagged };
}
