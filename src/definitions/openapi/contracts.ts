/**
 * The API documents `connections.yaml` names (CONTRACT-01..03): one per `http`
 * connection with `openapi: <path>`, read once per run with its operations found and its
 * schemas ready to compile. A document that cannot be used is a save-time problem on the
 * connection's `openapi` line, naming the document's place.
 */
import { formatPath, type Problem } from '../problems.js';
import type { SourceFile } from '../source.js';
import { loadApiDocument, pointerOf, type ApiDocument } from './document.js';
import { operationsOf, type Operation } from './operations.js';
import { DocumentSchemas, SchemaSpace } from './schemas.js';

/** What a documented connection's exchanges are held to. */
export interface ApiContract {
  connection: string;
  document: ApiDocument;
  operations: readonly Operation[];
  schemas: DocumentSchemas;
}

/** `fail` (default): a divergence fails its case; `warn`: it is a warning on the case. */
export type ContractMode = 'fail' | 'warn';

export function loadContracts(root: string, connections: Record<string, { kind?: string; openapi?: unknown }>, source: SourceFile | undefined, problems: Problem[]): Map<string, ApiContract> {
  const contracts = new Map<string, ApiContract>();
  // Connections that name one document share its reading and its compiled schemas.
  const byPath = new Map<string, ApiContract | null>();
  const space = new SchemaSpace();
  for (const [name, spec] of Object.entries(connections)) {
    if (typeof spec.openapi !== 'string') continue;
    const shared = byPath.get(spec.openapi);
    if (shared === null) continue;
    if (shared) {
      contracts.set(name, { ...shared, connection: name });
      continue;
    }
    const loaded = loadApiDocument(root, spec.openapi);
    if ('fault' in loaded) {
      const { fault, files } = loaded;
      const file = files[fault.place.file];
      const position = file?.source.position(fault.place.tokens);
      const where = file ? `${file.path}${position ? `:${position.line}` : ''} #${pointerOf(fault.place.tokens)}: ` : '';
      const at = source?.position([name, 'openapi']);
      problems.push({
        file: source?.file ?? 'connections.yaml',
        ...(at ? { line: at.line, col: at.col } : {}),
        path: formatPath([name, 'openapi']),
        message: `${where}${fault.message}`,
        code: 'invalid_api_document',
      });
      byPath.set(spec.openapi, null);
      continue;
    }
    const contract: ApiContract = { connection: name, document: loaded.document, operations: operationsOf(loaded.document), schemas: new DocumentSchemas(loaded.document, space) };
    byPath.set(spec.openapi, contract);
    contracts.set(name, contract);
  }
  return contracts;
}
