/**
 * One exchange held to its connection's API document (CONTRACT-05..12): the request to
 * its operation (the operation exists; required parameters are there and fit; a JSON
 * body fits), the answer to the operation's responses (its status is listed; a JSON
 * body fits that response's JSON content). What the document does not describe is not
 * checked: an operation without schemas says nothing false.
 */
import type { ApiContract } from '../../definitions/openapi/contracts.js';
import type { ApiPlace } from '../../definitions/openapi/document.js';
import { findOperation, pathKnown, type OperationMatch, type OperationParameter } from '../../definitions/openapi/operations.js';

/** A request as it went out, and the answer it got when one came. */
export interface HeldExchange {
  method: string;
  url: string;
  /** Lower-case names. */
  headers: Readonly<Record<string, string>>;
  body: string;
  answer?: ExchangeAnswer;
}

export interface ExchangeAnswer {
  status: number;
  /** Lower case, without parameters; absent when the answer had none. */
  contentType?: string;
  /** The body as JSON, when it is JSON. */
  json?: unknown;
  /** The body as text, when it is not JSON. */
  text?: string;
}

/** One way an exchange differs from the document. */
export interface Divergence {
  /** JSON pointer into the exchange: `/request/body/email`, `/answer/status`. */
  pointer: string;
  message: string;
  /** The document's place: `crm.yaml#/paths/~1contacts/post/requestBody`. */
  place: string;
}

export interface HeldResult {
  /** `POST /contacts/{id}`: the operation, or the request's own method and path when the document has none. */
  operation: string;
  /** Whether the document has the operation. */
  found: boolean;
  divergences: Divergence[];
}

/** Headers OpenAPI says parameters never describe, and sign-in headers (CONTRACT-09). */
const UNCHECKED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function escapeToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

export function mediaTypeOf(contentType: string | undefined): string | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === '' ? undefined : type;
}

export function isJsonMediaType(type: string): boolean {
  return type === 'application/json' || /^[a-z0-9!#$&^_.-]+\/[a-z0-9!#$&^_.-]+\+json$/.test(type) || type === '*/*' || type === 'application/*';
}

/** The content entry of `content` for `type`: exact, then `type/*`, then `* / *`. */
function mediaFor(content: Record<string, unknown>, type: string): string | undefined {
  const keys = Object.keys(content);
  const exact = keys.find((key) => mediaTypeOf(key) === type);
  if (exact !== undefined) return exact;
  const family = keys.find((key) => mediaTypeOf(key) === `${type.split('/')[0]}/*`);
  return family ?? keys.find((key) => mediaTypeOf(key) === '*/*');
}

/** Per document, read once: every request to it asks. */
const signInByContract = new WeakMap<ApiContract['document'], Set<string>>();

/** The names of sign-in parameters the document's security schemes declare, by where they go. */
function signInParameters(contract: ApiContract): Set<string> {
  let known = signInByContract.get(contract.document);
  if (!known) signInByContract.set(contract.document, (known = declaredSignIn(contract)));
  return known;
}

function declaredSignIn(contract: ApiContract): Set<string> {
  const names = new Set<string>();
  const schemes = contract.document.follow({ file: 0, tokens: ['components', 'securitySchemes'] }).value;
  if (!isObject(schemes)) return names;
  for (const name of Object.keys(schemes)) {
    const { value: scheme } = contract.document.follow({ file: 0, tokens: ['components', 'securitySchemes', name] });
    if (isObject(scheme) && scheme.type === 'apiKey' && typeof scheme.name === 'string' && typeof scheme.in === 'string') {
      names.add(`${scheme.in}:${scheme.in === 'header' ? scheme.name.toLowerCase() : scheme.name}`);
    }
  }
  return names;
}

export interface HoldOptions {
  /** The connection's base URL for this exchange's case (after `given.connections`). */
  baseUrl: string;
  /** Sign-in headers the connection sends (lower case), never checked (CONTRACT-09). */
  signInHeaders: ReadonlySet<string>;
}

/** Whether `url` starts with `baseUrl` at a segment boundary (CONTRACT-04). */
export function underBase(url: string, baseUrl: string): boolean {
  const base = baseUrl.replace(/\/+$/, '');
  if (!url.startsWith(base)) return false;
  const next = url.charAt(base.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}

export function holdExchange(contract: ApiContract, exchange: HeldExchange, options: HoldOptions): HeldResult {
  const { document } = contract;
  const url = new URL(exchange.url);
  const basePath = new URL(options.baseUrl).pathname.replace(/\/+$/, '');
  const path = url.pathname.slice(basePath.length) || '/';
  const method = exchange.method.toUpperCase();
  const match = findOperation(contract.operations, method, path);
  if (!match) {
    const other = pathKnown(contract.operations, path);
    const place = other ? document.describe({ file: other.place.file, tokens: other.place.tokens.slice(0, -1) }) : document.describe({ file: 0, tokens: ['paths'] });
    const message = other ? `the document's ${other.path} has no ${method} operation` : `the document has no operation for ${method} ${path}`;
    return { operation: `${method} ${path}`, found: false, divergences: [{ pointer: '/request', message, place }] };
  }
  const divergences = [...requestDivergences(contract, match, url, exchange, options), ...(exchange.answer ? answerDivergences(contract, match, exchange.answer) : [])];
  return { operation: match.operation.key, found: true, divergences };
}

function requestDivergences(contract: ApiContract, match: OperationMatch, url: URL, exchange: HeldExchange, options: HoldOptions): Divergence[] {
  const { document, schemas } = contract;
  const divergences: Divergence[] = [];
  const signIn = signInParameters(contract);
  const cookies = cookiesOf(exchange.headers.cookie);
  for (const parameter of match.operation.parameters) {
    const key = `${parameter.in}:${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`;
    if (signIn.has(key)) continue;
    if (parameter.in === 'header' && (UNCHECKED_HEADERS.has(parameter.name.toLowerCase()) || options.signInHeaders.has(parameter.name.toLowerCase()))) continue;
    const pointer = `/request/${parameter.in === 'header' ? 'headers' : parameter.in}/${escapeToken(parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name)}`;
    const place = document.describe(parameter.place);
    const values = parameterValues(parameter, match, url, exchange.headers, cookies);
    if (values === undefined) {
      if (parameter.required) divergences.push({ pointer, message: `the ${parameter.in} parameter ${parameter.name} is required`, place });
      continue;
    }
    for (const miss of parameterMisses(contract, parameter, values)) divergences.push({ pointer: pointer + miss.pointer, message: miss.message, place });
  }
  const body = match.operation.requestBody;
  if (!body) return divergences;
  const requestBody = document.valueAt(body) as Record<string, unknown>;
  const place = document.describe(body);
  if (exchange.body === '') {
    if (requestBody.required === true) divergences.push({ pointer: '/request/body', message: 'the operation requires a request body', place });
    return divergences;
  }
  const type = mediaTypeOf(exchange.headers['content-type']);
  if (!isObject(requestBody.content) || type === undefined) return divergences;
  const media = mediaFor(requestBody.content, type);
  if (media === undefined) {
    const listed = Object.keys(requestBody.content).join(', ');
    divergences.push({ pointer: '/request/headers/content-type', message: `${type} is not a content type of the request body (${listed})`, place });
    return divergences;
  }
  if (!isJsonMediaType(type)) return divergences;
  const schema = schemaPlace(contract, body, ['content', media, 'schema']);
  if (!schema) return divergences;
  let json: unknown;
  try {
    json = JSON.parse(exchange.body);
  } catch {
    divergences.push({ pointer: '/request/body', message: `is not JSON, though sent as ${type}`, place });
    return divergences;
  }
  for (const miss of schemas.check('request', schema, json)) divergences.push({ pointer: `/request/body${miss.pointer}`, message: miss.message, place });
  return divergences;
}

/** The place of a schema under `at`, when the document gives one there. */
function schemaPlace(contract: ApiContract, at: ApiPlace, tokens: readonly string[]): ApiPlace | undefined {
  const place = { file: at.file, tokens: [...at.tokens, ...tokens] };
  return contract.document.valueAt(place) === undefined ? undefined : place;
}

function cookiesOf(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return cookies;
}

/** The raw values a request gives a parameter; undefined when it gives none. */
function parameterValues(parameter: OperationParameter, match: OperationMatch, url: URL, headers: Readonly<Record<string, string>>, cookies: Map<string, string>): string[] | undefined {
  switch (parameter.in) {
    case 'path':
      return Object.hasOwn(match.pathValues, parameter.name) ? [match.pathValues[parameter.name]!] : undefined;
    case 'query': {
      const values = url.searchParams.getAll(parameter.name);
      if (values.length) return values;
      // `ids[]=1&ids[]=2`, as many APIs (Stripe among them) write lists.
      const bracketed = url.searchParams.getAll(`${parameter.name}[]`);
      return bracketed.length ? bracketed : undefined;
    }
    case 'header': {
      const name = parameter.name.toLowerCase();
      return Object.hasOwn(headers, name) ? [headers[name]!] : undefined;
    }
    case 'cookie':
      return cookies.has(parameter.name) ? [cookies.get(parameter.name)!] : undefined;
    default:
      return undefined;
  }
}

const SPLITTERS: Readonly<Record<string, string>> = { form: ',', simple: ',', spaceDelimited: ' ', pipeDelimited: '|' };

/** The JSON types a schema allows, through its references. */
function typesOf(contract: ApiContract, place: ApiPlace): { types: unknown[]; items?: ApiPlace } {
  const { value: schema, place: at } = contract.document.follow(place);
  if (!isObject(schema)) return { types: [] };
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  return { types, ...(schema.items !== undefined ? { items: { file: at.file, tokens: [...at.tokens, 'items'] } } : {}) };
}

const NUMBER_TEXT = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;

/** A parameter's text as the value its schema's type reads it as: `10` a number, `true` a boolean, else text. */
function fromText(text: string, types: readonly unknown[]): unknown {
  if ((types.includes('integer') || types.includes('number')) && NUMBER_TEXT.test(text)) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  if (types.includes('null') && text === 'null' && !types.includes('string')) return null;
  return text;
}

/** A parameter's values against its schema, read from text the way its style writes them. */
function parameterMisses(contract: ApiContract, parameter: OperationParameter, values: string[]): { pointer: string; message: string }[] {
  const { schemas } = contract;
  if (parameter.content) {
    if (!parameter.content.schema || !isJsonMediaType(mediaTypeOf(parameter.content.mediaType) ?? '')) return [];
    try {
      return schemas.check('request', parameter.content.schema, JSON.parse(values[0]!));
    } catch {
      return [{ pointer: '', message: `is not JSON, though the document gives it as ${parameter.content.mediaType}` }];
    }
  }
  if (!parameter.schema) return [];
  const { types, items } = typesOf(contract, parameter.schema);
  // Objects in parameters (deepObject, exploded forms) have no one text form to read back: not checked.
  if (types.includes('object')) return [];
  let data: unknown = fromText(values[0]!, types);
  if (types.includes('array')) {
    const style = parameter.style ?? (parameter.in === 'query' || parameter.in === 'cookie' ? 'form' : 'simple');
    const explode = parameter.explode ?? style === 'form';
    const texts = explode && values.length > 1 ? values : values.flatMap((value) => value.split(SPLITTERS[style] ?? ','));
    const itemTypes = items ? typesOf(contract, items).types : [];
    data = texts.map((text) => fromText(text, itemTypes));
  }
  return schemas.check('request', parameter.schema, data);
}

function answerDivergences(contract: ApiContract, match: OperationMatch, answer: ExchangeAnswer): Divergence[] {
  const { document, schemas } = contract;
  const responsesPlace = match.operation.responses;
  if (!responsesPlace) return [];
  const responses = document.valueAt(responsesPlace) as Record<string, unknown>;
  const status = String(answer.status);
  const key = Object.hasOwn(responses, status) ? status : Object.keys(responses).find((candidate) => candidate.toUpperCase() === `${status[0]}XX`) ?? (Object.hasOwn(responses, 'default') ? 'default' : undefined);
  if (key === undefined) {
    const listed = Object.keys(responses).join(', ') || 'none';
    return [{ pointer: '/answer/status', message: `${status} is not a status the operation lists (${listed})`, place: document.describe(responsesPlace) }];
  }
  const { value: response, place } = document.follow({ file: responsesPlace.file, tokens: [...responsesPlace.tokens, key] });
  if (!isObject(response) || !isObject(response.content)) return [];
  const described = document.describe(place);
  const content = response.content;
  const jsonMedia = Object.keys(content).filter((media) => isJsonMediaType(mediaTypeOf(media) ?? ''));
  if (answer.json !== undefined) {
    const media = (answer.contentType && jsonMedia.find((candidate) => mediaTypeOf(candidate) === answer.contentType)) ?? jsonMedia[0];
    const schema = media === undefined ? undefined : schemaPlace(contract, place, ['content', media, 'schema']);
    if (!schema) return [];
    return schemas.check('response', schema, answer.json).map((miss) => ({ pointer: `/answer/body${miss.pointer}`, message: miss.message, place: described }));
  }
  // CONTRACT-12: a text answer is held to the response only when it declares no JSON content.
  if (answer.text === undefined || jsonMedia.length > 0) return [];
  const media = answer.contentType ? mediaFor(content, answer.contentType) : undefined;
  const schema = media === undefined ? undefined : schemaPlace(contract, place, ['content', media, 'schema']);
  if (!schema) return [];
  return schemas.check('response', schema, answer.text).map((miss) => ({ pointer: `/answer/body${miss.pointer}`, message: miss.message, place: described }));
}
