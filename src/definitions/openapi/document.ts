/**
 * An API's own OpenAPI document (flowgate.md §11, CONTRACT-01..03): read once per run
 * from the repository, with every `$ref` it makes resolved to a file of the repository
 * and a place in it. Nothing is ever fetched: a `$ref` to an address, or one that leaves
 * the repository or finds nothing, is a save-time problem naming the document's place.
 */
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { readJson, readYaml, SourceSyntaxError, type SourceFile } from '../source.js';

export type OpenApiDialect = '3.0' | '3.1';

/** One file of a document: the document itself (index 0) or one its `$ref`s reach. */
export interface ApiFile {
  index: number;
  /** Relative to the repository root, with `/`. */
  path: string;
  source: SourceFile;
}

/** A place in one of the document's files: the file and the JSON pointer's tokens. */
export interface ApiPlace {
  file: number;
  tokens: readonly string[];
}

/** Where something is wrong with a document: the file, the pointer's tokens, what. */
export interface DocumentFault {
  place: ApiPlace;
  message: string;
}

export class ApiDocument {
  readonly dialect: OpenApiDialect;
  readonly files: readonly ApiFile[];
  /** sha256 over every file's path and text: the document's content, for the run key. */
  readonly digest: string;

  constructor(dialect: OpenApiDialect, files: readonly ApiFile[]) {
    this.dialect = dialect;
    this.files = files;
    const hash = createHash('sha256');
    for (const file of files) hash.update(`${file.path}\u0000${Buffer.byteLength(file.source.text)}\u0000${file.source.text}\u0000`);
    this.digest = `sha256:${hash.digest('hex')}`;
  }

  /** The document as written in connections.yaml. */
  get path(): string {
    return this.files[0]!.path;
  }

  get root(): unknown {
    return this.files[0]!.source.value;
  }

  valueAt(place: ApiPlace): unknown {
    return valueAt(this.files[place.file]!.source.value, place.tokens);
  }

  /**
   * The value at `place`, its `$ref`s followed (inside this document's files; load checked
   * they all land) until a value that is not a reference; a cycle of bare references ends
   * at undefined.
   */
  follow(place: ApiPlace): { value: unknown; place: ApiPlace } {
    let current = place;
    for (let hops = 0; hops < 64; hops++) {
      const value = this.valueAt(current);
      const ref = refOf(value);
      if (ref === undefined) return { value, place: current };
      const target = this.target(current.file, ref);
      if (!target) return { value: undefined, place: current };
      current = target;
    }
    return { value: undefined, place: current };
  }

  /** Where `ref`, written in file `from`, points; undefined for an anchor or a file outside the document. */
  target(from: number, ref: string): ApiPlace | undefined {
    const { file, fragment } = splitRef(ref);
    const index = file === '' ? from : this.files.findIndex((candidate) => candidate.path === joinPosix(dirname(this.files[from]!.path), file));
    if (index < 0) return undefined;
    const tokens = pointerTokens(fragment);
    return tokens ? { file: index, tokens } : undefined;
  }

  /** `crm.yaml#/paths/~1contacts/post/requestBody`: how a divergence names its place. */
  describe(place: ApiPlace): string {
    return `${this.files[place.file]!.path}#${pointerOf(place.tokens)}`;
  }
}

export function refOf(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { $ref?: unknown }).$ref === 'string' ? (value as { $ref: string }).$ref : undefined;
}

export function valueAt(root: unknown, tokens: readonly string[]): unknown {
  let value = root;
  for (const token of tokens) {
    if (typeof value !== 'object' || value === null) return undefined;
    if (Array.isArray(value)) {
      if (!/^(0|[1-9][0-9]*)$/.test(token)) return undefined;
      value = value[Number(token)];
    } else {
      if (!Object.hasOwn(value, token)) return undefined;
      value = (value as Record<string, unknown>)[token];
    }
  }
  return value;
}

/** RFC 6901 in its URI-fragment form. */
export function pointerOf(tokens: readonly string[]): string {
  return tokens.map((token) => `/${token.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/** The tokens of a fragment that is a JSON pointer (`/a/b`, or empty for the whole file); undefined for an anchor. */
function pointerTokens(fragment: string): string[] | undefined {
  if (fragment === '') return [];
  if (!fragment.startsWith('/')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    decoded = fragment;
  }
  return decoded
    .slice(1)
    .split('/')
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
}

function splitRef(ref: string): { file: string; fragment: string } {
  const hash = ref.indexOf('#');
  return hash < 0 ? { file: ref, fragment: '' } : { file: ref.slice(0, hash), fragment: ref.slice(hash + 1) };
}

/** `folder/file` normalized; a path that climbs above the root keeps its leading `..`. */
function joinPosix(folder: string, file: string): string {
  const parts: string[] = [];
  for (const part of `${folder === '.' ? '' : folder}/${file}`.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && parts.length > 0 && parts.at(-1) !== '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

const URL_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const DIALECTS: readonly (readonly [RegExp, OpenApiDialect])[] = [
  [/^3\.0\.\d+$/, '3.0'],
  // 3.2 keeps 3.1's schema dialect.
  [/^3\.[12]\.\d+$/, '3.1'],
];

export type DocumentLoad = { document: ApiDocument } | { fault: DocumentFault; files: readonly ApiFile[] };

/**
 * Reads the document at `path` (relative to `root`) and every file its `$ref`s reach.
 * The first fault found ends the reading: one problem per document is the save-time
 * problem to fix first.
 */
export function loadApiDocument(root: string, path: string): DocumentLoad {
  const files: ApiFile[] = [];
  const realRoot = safeRealpath(root) ?? root;
  const open = (relativePath: string, from?: { place: ApiPlace }): ApiFile | DocumentFault => {
    const known = files.find((file) => file.path === relativePath);
    if (known) return known;
    const place = from?.place ?? { file: -1, tokens: [] };
    if (relativePath === '..' || relativePath.startsWith('../')) return { place, message: `${relativePath} leaves the repository; keep the API document and the files it refers to inside it` };
    const absolute = join(root, relativePath);
    const real = safeRealpath(absolute);
    if (real === undefined) return { place, message: `${relativePath} does not exist in the repository` };
    if (real !== realRoot && !real.startsWith(realRoot + sep)) return { place, message: `${relativePath} leaves the repository; keep the API document and the files it refers to inside it` };
    let text: string;
    try {
      text = readFileSync(absolute, 'utf8');
    } catch (error) {
      return { place, message: `${relativePath} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
    }
    let source: SourceFile;
    try {
      source = relativePath.toLowerCase().endsWith('.json') ? readJson(relativePath, text) : readYaml(relativePath, text);
    } catch (error) {
      if (error instanceof SourceSyntaxError) return { place, message: `${relativePath}:${error.line}:${error.col}: ${error.message}` };
      throw error;
    }
    const file: ApiFile = { index: files.length, path: relativePath, source };
    files.push(file);
    return file;
  };

  const normalized = joinPosix('', path.replaceAll('\\', '/'));
  if (isAbsolute(path) || normalized === '' || relative(root, join(root, normalized)).startsWith('..')) {
    return { fault: { place: { file: -1, tokens: [] }, message: `${path} is not a path inside the repository` }, files };
  }
  const first = open(normalized);
  if ('message' in first) return { fault: first, files };
  const rootValue = first.source.value;
  const version = typeof rootValue === 'object' && rootValue !== null ? (rootValue as Record<string, unknown>).openapi : undefined;
  const dialect = DIALECTS.find(([pattern]) => typeof version === 'string' && pattern.test(version))?.[1];
  if (!dialect) {
    const swagger = typeof rootValue === 'object' && rootValue !== null && 'swagger' in rootValue;
    const says = swagger ? 'it is Swagger 2.0; convert it to OpenAPI 3 (for example with swagger2openapi)' : version === undefined ? 'it has no openapi field' : `it says openapi: ${JSON.stringify(version)}`;
    return { fault: { place: { file: 0, tokens: version === undefined ? [] : ['openapi'] }, message: `is not an OpenAPI 3.0 or 3.1 document: ${says}` }, files };
  }
  const shape = shapeFault(rootValue as Record<string, unknown>);
  if (shape) return { fault: shape, files };

  // Every file is walked once, so a cycle of references between files ends.
  for (let index = 0; index < files.length; index++) {
    const file = files[index]!;
    const fault = walkRefs(file.source.value, [], (ref, tokens) => {
      const place = { file: index, tokens: [...tokens, '$ref'] };
      if (URL_SCHEME.test(ref)) return { place, message: `${ref} is an address; nothing is fetched: copy the file into the repository and refer to it by a relative path` };
      const { file: target, fragment } = splitRef(ref);
      let targetFile = file;
      if (target !== '') {
        if (target.startsWith('/')) return { place, message: `${ref} is an absolute path; refer to files by a path relative to ${file.path}` };
        const opened = open(joinPosix(dirname(file.path), target), { place });
        if ('message' in opened) return opened;
        targetFile = opened;
      }
      const pointer = pointerTokens(fragment);
      // An anchor (`#name`) is the schema validator's to find.
      if (pointer && valueAt(targetFile.source.value, pointer) === undefined) return { place, message: `${ref} finds nothing in ${targetFile.path}` };
      return undefined;
    });
    if (fault) return { fault, files };
  }
  return { document: new ApiDocument(dialect, files) };
}

/** The parts of the document that finding operations reads, so that a broken one is a problem, not a crash. */
function shapeFault(root: Record<string, unknown>): DocumentFault | undefined {
  const paths = root.paths;
  if (paths === undefined) return root.openapi !== undefined && String(root.openapi).startsWith('3.0') ? { place: { file: 0, tokens: [] }, message: 'has no paths (OpenAPI 3.0 requires them)' } : undefined;
  if (!isObject(paths)) return { place: { file: 0, tokens: ['paths'] }, message: 'paths must be an object of path items' };
  for (const [template, item] of Object.entries(paths)) {
    if (!template.startsWith('/')) return { place: { file: 0, tokens: ['paths', template] }, message: `path ${template} must start with /` };
    if (!isObject(item)) return { place: { file: 0, tokens: ['paths', template] }, message: 'a path item must be an object' };
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Calls `visit` for each `$ref` string in `value`, depth first; the first fault ends the walk. */
function walkRefs(value: unknown, tokens: string[], visit: (ref: string, tokens: readonly string[]) => DocumentFault | undefined): DocumentFault | undefined {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      tokens.push(String(i));
      const fault = walkRefs(value[i], tokens, visit);
      tokens.pop();
      if (fault) return fault;
    }
    return undefined;
  }
  if (!isObject(value)) return undefined;
  for (const key of Object.keys(value)) {
    const child = value[key];
    // Examples are data, not the document's structure: a `$ref` in one is just text.
    if (key === 'example' || key === 'examples') continue;
    if (key === '$ref' && typeof child === 'string') {
      const fault = visit(child, tokens);
      if (fault) return fault;
      continue;
    }
    tokens.push(key);
    const fault = walkRefs(child, tokens, visit);
    tokens.pop();
    if (fault) return fault;
  }
  return undefined;
}

function safeRealpath(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}
