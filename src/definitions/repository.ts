/**
 * A repository: project settings, every version found, each version's save-time
 * problems and its version id (flowgate.md §1). `loadRepository` reads every version at
 * once; `indexRepository` reads a workflow version only when it is asked for, so a test
 * run can read, run and drop one version after another.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { LibraryAction, WorkflowPlan } from '../engine/plan.js';
import { compileActionDefinition } from './action-definition.js';
import { discoverVersions, type VersionKind, type VersionLocation } from './discovery.js';
import type { Problem } from './problems.js';
import { loadProject, type Project } from './project.js';
import { SourceSyntaxError, readYaml, type SourceFile } from './source.js';
import { compileWorkflow } from './workflow.js';
import { boundConnections, framedDigest, runKey, runKeyOf } from './run-key.js';
import { createHash } from 'node:crypto';
import { checkTemplateFile } from '../templates/index.js';

export interface Version {
  kind: VersionKind;
  name: string;
  location: VersionLocation;
  definition?: SourceFile;
  /** Raw text of `tests.json`, when the folder has one. */
  testsText?: string;
  plan?: WorkflowPlan;
  action?: LibraryAction;
  /** Save-time problems (SET-01, SET-02). */
  problems: Problem[];
  versionId: string;
  /** TRUST-01: the version_id and everything else its test run depends on. */
  runKey: string;
}

/** What running a version needs of its repository, besides the version itself. */
export interface RepositoryContext {
  root: string;
  project: Project;
  /** Stored template text by name (`templates/<name>.html`). */
  template(name: string): string | undefined;
  templateNames(): string[];
  /** Save-time problems of a stored template, or undefined when it does not exist (CLI-20). */
  templateProblems(name: string): Problem[] | undefined;
}

export interface Repository extends RepositoryContext {
  versions: Version[];
}

/** A version found; `load` reads it (again on every call, so what it returns can be dropped). */
export interface VersionSource {
  kind: VersionKind;
  location: VersionLocation;
  load(): Version;
  /**
   * The version id and run key without compiling the version, from what a dependency memo
   * remembers of the same definition and test list; undefined when it remembers nothing.
   */
  keys?(): { versionId: string; runKey: string } | undefined;
}

/**
 * What a workflow version's definition and test list depend on, remembered by their text
 * (the templates, library actions and connections named in it are a function of it), so
 * that a later run can compute its version id and run key without compiling it.
 */
export interface DependencyMemo {
  get(dir: string): MemoEntry | undefined;
  set(dir: string, entry: MemoEntry): void;
}

export interface MemoEntry {
  /** sha256 of the definition's and the test list's text. */
  digest: string;
  templates: string[];
  /** `name@version`, sorted as the version id orders them. */
  libraries: string[];
  connections: string[];
  /**
   * The two files as the file system last saw them (inode, size, modification and change
   * times in nanoseconds, taken before they were read) and the version id they gave with
   * `parts`, the digest of the templates' and library actions' texts: while all are the
   * same, the version id is known without reading the files. Any write moves the change
   * time, whatever it does to the modification time.
   */
  stamp?: string;
  versionId?: string;
  parts?: string;
}

function textDigest(definition: string, tests: string | undefined): string {
  return createHash('sha256').update(`${definition}\u0000${tests ?? '\u0000none'}`).digest('hex');
}

/** What the file system says of the version's two files; undefined when one cannot be seen. */
function stampOf(root: string, location: VersionLocation): string | undefined {
  const one = (file: string | undefined): string | undefined => {
    if (file === undefined) return 'none';
    try {
      const stat = statSync(join(root, file), { bigint: true });
      return `${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
    } catch {
      return undefined;
    }
  };
  const definition = one(location.definitionFile);
  const tests = one(location.testsFile);
  return definition === undefined || tests === undefined ? undefined : `${definition}|${tests}`;
}

export interface RepositoryIndex extends RepositoryContext {
  /** Every version found, in path order. */
  sources: VersionSource[];
}

function syntaxProblem(error: SourceSyntaxError): Problem {
  return { file: error.file, line: error.line, col: error.col, path: '', message: error.message };
}

function readSource(root: string, file: string): { source?: SourceFile; problem?: Problem } {
  try {
    return { source: readYaml(file, readFileSync(join(root, file), 'utf8')) };
  } catch (error) {
    if (error instanceof SourceSyntaxError) return { problem: syntaxProblem(error) };
    return { problem: { file, path: '', message: `cannot read the file: ${(error as Error).message}` } };
  }
}

/** LAYOUT-11..13: a digest of exactly what a run of the version depends on, in fixed order. */
const versionId = framedDigest;

function templateStore(root: string, folder: string) {
  const dir = join(root, folder);
  const cache = new Map<string, string | undefined>();
  const names = (): string[] => {
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((file) => file.endsWith('.html') && statSync(join(dir, file)).isFile())
      .map((file) => file.slice(0, -'.html'.length))
      .sort();
  };
  const problems = new Map<string, Problem[]>();
  const check = (name: string): Problem[] | undefined => {
    const source = get(name);
    if (source === undefined) return undefined;
    let found = problems.get(name);
    if (!found) {
      const file = `${folder === '.' ? '' : `${folder.replace(/\/$/, '')}/`}${name}.html`;
      found = checkTemplateFile(source).map((issue) => ({ file, line: issue.line, ...(issue.col !== undefined ? { col: issue.col } : {}), path: '', message: issue.message }));
      problems.set(name, found);
    }
    return found;
  };
  const get = (name: string): string | undefined => {
    if (!cache.has(name)) {
      const valid = /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name);
      const file = join(dir, `${name}.html`);
      cache.set(name, valid && existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    }
    return cache.get(name);
  };
  return { names, get, check };
}

export interface LoadOptions {
  /**
   * Called once, as soon as a version is found that runs scripts (a script step, a
   * transform, a library action): a test run starts its script sandbox then, so the
   * sandbox's start-up overlaps the reading of the other versions.
   */
  onScriptsFound?: () => void;
  /** Remembers each compiled workflow's dependencies, and gives them back to `keys`. */
  memo?: DependencyMemo;
  /** The project settings, when the caller has read them already. */
  project?: Project;
  /** Told of each definition file read to compile a version or a library action (not discovery's look at a file). */
  onDefinitionRead?: (file: string) => void;
}

/** Whether running the version starts the script sandbox. */
function runsScripts(plan: WorkflowPlan | undefined): boolean {
  return (plan?.steps ?? []).some((step) => step.kind === 'script' || step.kind === 'library' || (step.kind === 'action' && step.action.runsScripts));
}

/**
 * Finds every version; each is read by `load`, and a library action also when a workflow
 * that is read calls it (its text is part of the caller's version id).
 */
export function indexRepository(root: string, options: LoadOptions = {}): RepositoryIndex {
  let scriptsFound = false;
  const foundScripts = (): void => {
    if (scriptsFound) return;
    scriptsFound = true;
    options.onScriptsFound?.();
  };
  const project = options.project ?? loadProject(root);
  const templates = templateStore(root, project.paths.templates);
  const locations = discoverVersions(project);
  const libraries = new Map<string, { action: LibraryAction; text: string }>();

  const read = (location: VersionLocation) => {
    options.onDefinitionRead?.(location.definitionFile);
    const { source, problem } = readSource(root, location.definitionFile);
    const testsText = location.testsFile ? readFileSync(join(root, location.testsFile), 'utf8') : undefined;
    const rawName = (source?.value as { name?: unknown } | undefined)?.name;
    const name = typeof rawName === 'string' ? rawName : basename(location.dir);
    return { source, problem, testsText, name };
  };

  /**
   * Two action versions with one name and version are a problem of the second (in path
   * order). Workflows may share a name: two folders can hold two versions of one workflow.
   */
  const duplicate = (source: SourceFile | undefined, what: string, firstFile: string): Problem => {
    const at = source?.position(['name']);
    return { file: source?.file ?? '', ...(at ? { line: at.line, col: at.col } : {}), path: 'name', message: `${what} is already the name of ${firstFile}; a name must identify one version` };
  };

  /**
   * Library actions are read only when wanted (WORKERS-02, WORKERS-04): a run of some
   * versions compiles the actions they call, not every action of the repository. Which
   * folder holds `name@version` is found by reading the actions' names in path order up
   * to the first that has it; only that one is compiled.
   */
  const actionLocations = locations.filter((l) => l.kind === 'action');
  const headers = new Map<string, ReturnType<typeof read>>();
  const firstByKey = new Map<string, VersionLocation>();
  let scanned = 0;
  const headerOf = (location: VersionLocation): ReturnType<typeof read> => {
    let header = headers.get(location.dir);
    if (!header) headers.set(location.dir, (header = read(location)));
    return header;
  };
  const keyOf = (header: ReturnType<typeof read>): string | undefined => {
    const value = header.source?.value as { name?: unknown; version?: unknown } | undefined;
    return typeof value?.name === 'string' && (typeof value.version === 'number' || typeof value.version === 'string') ? `${value.name}@${value.version}` : undefined;
  };
  /** Reads action names in path order until `done` holds or every action was read. */
  const scanActions = (done: () => boolean): void => {
    while (!done() && scanned < actionLocations.length) {
      const location = actionLocations[scanned++]!;
      const key = keyOf(headerOf(location));
      if (key !== undefined && !firstByKey.has(key)) firstByKey.set(key, location);
    }
  };
  const compiledActions = new Map<string, Version>();
  /** Actions checked against every earlier action for a duplicate name (LIB-03). */
  const checkedAsVersion = new Set<string>();
  /** Where `name@version` is defined, reading but not compiling: the layout keeps an action in a folder of its name, so that one is looked at before the others are read. */
  const libraryLocation = (key: string): VersionLocation | undefined => {
    const name = key.slice(0, key.lastIndexOf('@'));
    const named = actionLocations.find((location) => basename(location.dir) === name && keyOf(headerOf(location)) === key);
    if (named) return named;
    scanActions(() => firstByKey.has(key));
    return firstByKey.get(key);
  };

  const library = (key: string): { action: LibraryAction; text: string } | undefined => {
    if (!libraries.has(key)) {
      const location = libraryLocation(key);
      if (location) readAction(location);
    }
    return libraries.get(key);
  };

  const readAction = (location: VersionLocation, asVersion = false): Version => {
    const known = compiledActions.get(location.dir);
    if (known && (!asVersion || checkedAsVersion.has(location.dir))) return known;
    if (asVersion) checkedAsVersion.add(location.dir);
    // Taken before reading, as for a workflow (see readWorkflow).
    const stamp = asVersion && options.memo && !headers.has(location.dir) ? stampOf(root, location) : undefined;
    const { source, problem, testsText, name } = headerOf(location);
    const compiled = source ? compileActionDefinition(source) : { problems: [problem!] };
    if (compiled.action) {
      foundScripts();
      const key = `${compiled.action.name}@${compiled.action.version}`;
      // LIB-03: library/<name>@<version> must point at exactly one action version: the first
      // in path order. The actions before this one are read to know; a version that only
      // calls it leaves the others unread (a repository with two is refused when the
      // second is run).
      if (asVersion) {
        const at = actionLocations.indexOf(location);
        scanActions(() => scanned > at);
      }
      const first = firstByKey.get(key);
      if (first && first.dir !== location.dir) compiled.problems.push(duplicate(source, `library/${key}`, first.definitionFile));
      else libraries.set(key, { action: compiled.action, text: source!.text });
    }
    const id = versionId([['definition', source?.text ?? ''], ['tests', testsText ?? '']]);
    if (asVersion && stamp !== undefined && source && compiled.action && options.memo) {
      options.memo.set(location.dir, { digest: textDigest(source.text, testsText), templates: [], libraries: [], connections: [...compiled.action.slots].sort(), stamp, versionId: id, parts: partsDigest([], []) });
    }
    const version: Version = {
      kind: 'action',
      name,
      location,
      ...(source ? { definition: source } : {}),
      ...(testsText !== undefined ? { testsText } : {}),
      ...(compiled.action ? { action: compiled.action } : {}),
      problems: compiled.problems,
      versionId: id,
      runKey: runKey({ versionId: id, ...(compiled.action ? { action: compiled.action } : {}) }, project),
    };
    compiledActions.set(location.dir, version);
    return version;
  };

  /** LAYOUT-11..13: the definition, the test list, then each template and library action it references, in fixed order. */
  const workflowVersionId = (definition: string, testsText: string | undefined, templateNames: readonly string[], libraryKeys: readonly string[]): string => {
    const parts: [string, string][] = [['definition', definition], ['tests', testsText ?? '']];
    for (const template of [...templateNames].sort()) parts.push([`template:${template}`, templates.get(template) ?? '']);
    for (const key of [...libraryKeys].sort((a, b) => a.localeCompare(b))) parts.push([`action:${key}`, library(key)?.text ?? '']);
    return versionId(parts);
  };

  /** The keys of a workflow version the memo knows by its text, without compiling it. */
  /** The templates' and library actions' texts a version id covers, as one digest. */
  const partsDigest = (templateNames: readonly string[], libraryKeys: readonly string[]): string => {
    const hash = createHash('sha256');
    for (const template of [...templateNames].sort()) hash.update(`template:${template}\u0000${templates.get(template) ?? '\u0000none'}\u0000`);
    for (const key of [...libraryKeys].sort((a, b) => a.localeCompare(b))) {
      const location = libraryLocation(key);
      hash.update(`action:${key}\u0000${(location && headerOf(location).source?.text) ?? '\u0000none'}\u0000`);
    }
    return hash.digest('hex');
  };

  /** Unchanged files and unchanged templates and actions: the version id is the one remembered. */
  const rememberedKeys = (location: VersionLocation): { versionId: string; runKey: string } | undefined => {
    const remembered = options.memo?.get(location.dir);
    if (remembered?.stamp === undefined || remembered.versionId === undefined || remembered.stamp !== stampOf(root, location)) return undefined;
    if (remembered.parts !== partsDigest(remembered.templates, remembered.libraries)) return undefined;
    return { versionId: remembered.versionId, runKey: runKeyOf(remembered.versionId, remembered.connections, project) };
  };

  const quickKeys = (location: VersionLocation): { versionId: string; runKey: string } | undefined => {
    const remembered = options.memo?.get(location.dir);
    if (!remembered) return undefined;
    const known = rememberedKeys(location);
    if (known) return known;
    let definition: string;
    let testsText: string | undefined;
    try {
      definition = readFileSync(join(root, location.definitionFile), 'utf8');
      testsText = location.testsFile ? readFileSync(join(root, location.testsFile), 'utf8') : undefined;
    } catch {
      return undefined;
    }
    if (textDigest(definition, testsText) !== remembered.digest) return undefined;
    const id = workflowVersionId(definition, testsText, remembered.templates, remembered.libraries);
    return { versionId: id, runKey: runKeyOf(id, remembered.connections, project) };
  };

  const readWorkflow = (location: VersionLocation): Version => {
    // Taken before reading: a write after it moves the stamp, so the memo can only be too careful.
    const stamp = options.memo ? stampOf(root, location) : undefined;
    const { source, problem, testsText, name } = read(location);
    const compiled = source
      ? compileWorkflow(source, { library: (n, v) => library(`${n}@${v}`)?.action, templateProblems: templates.check })
      : { problems: [problem!], libraries: [], templates: [] };
    if (runsScripts(compiled.plan)) foundScripts();
    const libraryKeys = compiled.libraries.map((library) => `${library.name}@${library.version}`);
    const id = workflowVersionId(source?.text ?? '', testsText, compiled.templates, libraryKeys);
    if (source && compiled.plan && options.memo) {
      options.memo.set(location.dir, {
        digest: textDigest(source.text, testsText),
        templates: [...compiled.templates],
        libraries: libraryKeys,
        connections: boundConnections({ plan: compiled.plan }),
        ...(stamp !== undefined ? { stamp, versionId: id, parts: partsDigest(compiled.templates, libraryKeys) } : {}),
      });
    }
    return {
      kind: 'workflow',
      name,
      location,
      ...(source ? { definition: source } : {}),
      ...(testsText !== undefined ? { testsText } : {}),
      ...(compiled.plan ? { plan: compiled.plan } : {}),
      problems: compiled.problems,
      versionId: id,
      runKey: runKey({ versionId: id, ...(compiled.plan ? { plan: compiled.plan } : {}) }, project),
    };
  };

  const sources = locations.map((location): VersionSource => {
    if (location.kind === 'action') {
      const load = () => readAction(location, true);
      return { kind: location.kind, location, load, keys: () => rememberedKeys(location) ?? { versionId: load().versionId, runKey: load().runKey } };
    }
    return { kind: location.kind, location, load: () => readWorkflow(location), keys: () => quickKeys(location) };
  });
  return { root, project, sources, template: templates.get, templateNames: templates.names, templateProblems: templates.check };
}

export function loadRepository(root: string, options: LoadOptions = {}): Repository {
  const { sources, ...context } = indexRepository(root, options);
  return { ...context, versions: sources.map((source) => source.load()) };
}
