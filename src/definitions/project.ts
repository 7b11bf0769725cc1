/**
 * Project settings at the root: `flowgate.yaml` (optional, LAYOUT-09) and
 * `connections.yaml` (LAYOUT-08), read once per run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Limits } from '../engine/world.js';
import type { ConnectionSpec, Sender, WorldSettings } from '../world/settings.js';
import type { Problem } from './problems.js';
import { schemaProblems, schemaValidator, type SchemaName } from './schemas.js';
import { SourceSyntaxError, readYaml, type SourceFile } from './source.js';
import { loadContracts, type ApiContract, type ContractMode } from './openapi/contracts.js';

export interface Project extends WorldSettings {
  root: string;
  paths: { workflows?: string; actions?: string; templates: string };
  problems: Problem[];
  /** Documented `http` connections by name (CONTRACT-01): what their exchanges in tests are held to. */
  contracts: ReadonlyMap<string, ApiContract>;
  /** CONTRACT-13, CONTRACT-14: what a divergence does to its case. */
  contractMode: ContractMode;
  /** CACHE-01: `cache: true` in flowgate.yaml, as `--cache` does. */
  cache: boolean;
}

export const DEFAULT_LIMITS: Limits = {
  scriptMemoryMb: 64,
  scriptCpuMs: 1000,
  aiTokensPerRun: 100_000,
  storageMb: 512,
  runFiles: 200,
  runFileMb: 100,
};

interface Settings {
  paths?: { workflows?: string; actions?: string; templates?: string };
  email?: { senders?: Sender[] };
  vars?: Record<string, unknown>;
  contracts?: ContractMode;
  cache?: boolean;
  limits?: Partial<Record<'script_memory_mb' | 'script_cpu_ms' | 'ai_tokens_per_run' | 'storage_mb' | 'run_files' | 'run_file_mb', number>>;
}

function readSettingsFile<T>(root: string, names: readonly string[], schema: SchemaName, problems: Problem[]): { value: T; source: SourceFile } | undefined {
  const name = names.find((candidate) => existsSync(join(root, candidate)));
  if (!name) return undefined;
  try {
    const source = readYaml(name, readFileSync(join(root, name), 'utf8'));
    const validate = schemaValidator(schema);
    if (!validate(source.value ?? {})) {
      problems.push(...schemaProblems(validate.errors ?? [], source));
      return undefined;
    }
    return { value: (source.value ?? {}) as T, source };
  } catch (error) {
    if (error instanceof SourceSyntaxError) {
      problems.push({ file: error.file, line: error.line, col: error.col, path: '', message: error.message });
      return undefined;
    }
    throw error;
  }
}

export function loadProject(root: string): Project {
  const problems: Problem[] = [];
  const settings = readSettingsFile<Settings>(root, ['flowgate.yaml', 'flowgate.yml'], 'flowgate', problems)?.value ?? {};
  const connectionsFile = readSettingsFile<Record<string, ConnectionSpec>>(root, ['connections.yaml', 'connections.yml'], 'connections', problems);
  const connections = connectionsFile?.value ?? {};
  const limits = settings.limits ?? {};
  return {
    root,
    paths: {
      ...(settings.paths?.workflows !== undefined ? { workflows: settings.paths.workflows } : {}),
      ...(settings.paths?.actions !== undefined ? { actions: settings.paths.actions } : {}),
      templates: settings.paths?.templates ?? 'templates',
    },
    senders: settings.email?.senders ?? [],
    vars: settings.vars ?? {},
    limits: {
      scriptMemoryMb: limits.script_memory_mb ?? DEFAULT_LIMITS.scriptMemoryMb,
      scriptCpuMs: limits.script_cpu_ms ?? DEFAULT_LIMITS.scriptCpuMs,
      aiTokensPerRun: limits.ai_tokens_per_run ?? DEFAULT_LIMITS.aiTokensPerRun,
      storageMb: limits.storage_mb ?? DEFAULT_LIMITS.storageMb,
      runFiles: limits.run_files ?? DEFAULT_LIMITS.runFiles,
      runFileMb: limits.run_file_mb ?? DEFAULT_LIMITS.runFileMb,
    },
    connections,
    problems,
    contracts: loadContracts(root, connections, connectionsFile?.source, problems),
    contractMode: settings.contracts ?? 'fail',
    cache: settings.cache === true,
  };
}
