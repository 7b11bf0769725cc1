/**
 * The operations of an API document and how a request finds its own (CONTRACT-05): by
 * method and by the path after the connection's base URL, against the document's
 * `paths`; a templated segment (`{id}`, or `{name}.json`) matches one segment, and a
 * literal segment wins over a templated one.
 */
import type { ApiDocument, ApiPlace } from './document.js';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export type ParameterIn = 'path' | 'query' | 'header' | 'cookie';

export interface OperationParameter {
  name: string;
  in: ParameterIn;
  required: boolean;
  /** Where its schema is; undefined when it has none (a `content` parameter, say). */
  schema?: ApiPlace;
  /** `content` parameters: their one media type and its schema. */
  content?: { mediaType: string; schema?: ApiPlace };
  style?: string;
  explode?: boolean;
  place: ApiPlace;
}

export interface Operation {
  /** Upper case. */
  method: string;
  /** As the document writes it: `/contacts/{id}`. */
  path: string;
  /** `GET /contacts/{id}`: how reports name it. */
  key: string;
  place: ApiPlace;
  parameters: OperationParameter[];
  /** The request body, its references followed; undefined when the operation has none. */
  requestBody?: ApiPlace;
  /** The responses object, its references followed. */
  responses?: ApiPlace;
  segments: readonly Segment[];
}

/** One segment of a path template: a literal, or a pattern with the names it captures. */
type Segment = { literal: string } | { pattern: RegExp; names: string[] };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function segmentsOf(template: string): Segment[] {
  return splitPath(template).map((segment) => {
    if (!segment.includes('{')) return { literal: safeDecode(segment) };
    const names: string[] = [];
    const source = segment.replace(/\{([^}]*)\}|[^{]+/g, (part, name: string | undefined) => {
      if (name !== undefined) {
        names.push(name);
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    });
    return { pattern: new RegExp(`^${source}$`), names };
  });
}

/** Segments of a path; a trailing slash is not a segment of its own. */
export function splitPath(path: string): string[] {
  const trimmed = path.replace(/^\/+/, '').replace(/\/+$/, '');
  return trimmed === '' ? [] : trimmed.split('/');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The parameters of a path item and an operation: the operation's own win by name and place. */
function parametersOf(document: ApiDocument, lists: readonly ApiPlace[]): OperationParameter[] {
  const byKey = new Map<string, OperationParameter>();
  for (const list of lists) {
    const value = document.valueAt(list);
    if (!Array.isArray(value)) continue;
    for (let i = 0; i < value.length; i++) {
      const { value: parameter, place } = document.follow({ file: list.file, tokens: [...list.tokens, String(i)] });
      if (!isObject(parameter) || typeof parameter.name !== 'string' || typeof parameter.in !== 'string') continue;
      const where = parameter.in as ParameterIn;
      const content = isObject(parameter.content) ? Object.keys(parameter.content)[0] : undefined;
      byKey.set(`${where}:${where === 'header' ? parameter.name.toLowerCase() : parameter.name}`, {
        name: parameter.name,
        in: where,
        required: parameter.required === true || where === 'path',
        ...(parameter.schema !== undefined ? { schema: { file: place.file, tokens: [...place.tokens, 'schema'] } } : {}),
        ...(content !== undefined
          ? { content: { mediaType: content, ...(isObject((parameter.content as Record<string, Record<string, unknown>>)[content]) && (parameter.content as Record<string, Record<string, unknown>>)[content]!.schema !== undefined ? { schema: { file: place.file, tokens: [...place.tokens, 'content', content, 'schema'] } } : {}) } }
          : {}),
        ...(typeof parameter.style === 'string' ? { style: parameter.style } : {}),
        ...(typeof parameter.explode === 'boolean' ? { explode: parameter.explode } : {}),
        place,
      });
    }
  }
  return [...byKey.values()];
}

/** Every operation of the document, in the order its `paths` list them. */
export function operationsOf(document: ApiDocument): Operation[] {
  const paths = (document.root as Record<string, unknown>).paths;
  if (!isObject(paths)) return [];
  const operations: Operation[] = [];
  for (const template of Object.keys(paths)) {
    const { value: item, place: itemPlace } = document.follow({ file: 0, tokens: ['paths', template] });
    if (!isObject(item)) continue;
    const segments = segmentsOf(template);
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const place = { file: itemPlace.file, tokens: [...itemPlace.tokens, method] };
      const requestBody = operation.requestBody !== undefined ? document.follow({ file: place.file, tokens: [...place.tokens, 'requestBody'] }) : undefined;
      const responses = operation.responses !== undefined ? document.follow({ file: place.file, tokens: [...place.tokens, 'responses'] }) : undefined;
      operations.push({
        method: method.toUpperCase(),
        path: template,
        key: `${method.toUpperCase()} ${template}`,
        place,
        parameters: parametersOf(document, [
          { file: itemPlace.file, tokens: [...itemPlace.tokens, 'parameters'] },
          { file: place.file, tokens: [...place.tokens, 'parameters'] },
        ]),
        ...(requestBody && isObject(requestBody.value) ? { requestBody: requestBody.place } : {}),
        ...(responses && isObject(responses.value) ? { responses: responses.place } : {}),
        segments,
      });
    }
  }
  return operations;
}

export interface OperationMatch {
  operation: Operation;
  /** Path parameters by name, percent-decoded. */
  pathValues: Record<string, string>;
}

/**
 * The operation for `method` and `path` (the part after the base URL's own path), or
 * undefined. Among paths that match, the one whose first differing segment is literal
 * wins; a path item without the method does not answer for it.
 */
export function findOperation(operations: readonly Operation[], method: string, path: string): OperationMatch | undefined {
  const segments = splitPath(path);
  let best: { match: OperationMatch; literals: boolean[] } | undefined;
  for (const operation of operations) {
    if (operation.method !== method.toUpperCase() || operation.segments.length !== segments.length) continue;
    const pathValues: Record<string, string> = {};
    const literals: boolean[] = [];
    let matches = true;
    for (let i = 0; i < segments.length && matches; i++) {
      const want = operation.segments[i]!;
      const raw = segments[i]!;
      if ('literal' in want) {
        matches = want.literal === safeDecode(raw);
        literals.push(true);
        continue;
      }
      const found = want.pattern.exec(raw);
      if (!found) matches = false;
      else want.names.forEach((name, index) => (pathValues[name] = safeDecode(found[index + 1]!)));
      literals.push(false);
    }
    if (!matches) continue;
    if (!best || moreLiteral(literals, best.literals)) best = { match: { operation, pathValues }, literals };
  }
  return best?.match;
}

function moreLiteral(a: readonly boolean[], b: readonly boolean[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]!;
  return false;
}

/** Whether the document has the path at all, under any method (for a clearer divergence). */
export function pathKnown(operations: readonly Operation[], path: string): Operation | undefined {
  for (const method of HTTP_METHODS) {
    const found = findOperation(operations, method, path);
    if (found) return found.operation;
  }
  return undefined;
}
