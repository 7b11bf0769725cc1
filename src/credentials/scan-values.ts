/**
 * The credential scan of a test list (SCAN-01): every string anywhere in the parsed list
 * is read as text (text-scan.ts: token formats, schemes, addresses, and names with values
 * in any layout), and a string under a name that says secret (or inside an object that
 * does, such as `given.secrets`) is judged as a whole by that name. The caller turns each
 * finding into one `problem` with the file name and line (SCAN-03, SCAN-04) and runs no
 * case when there is any (SCAN-02).
 *
 * A finding names the path and the rule and never the value (SCAN-05): messages are
 * built from the rule description only, and an object key that itself looks like a
 * credential is replaced in paths by HIDDEN_KEY.
 */
import { meaningOfFieldName, type FieldKind, type FieldNameMeaning } from './field-names.js';
import type { NameRule } from './name-rules.js';
import { resolveOverlaps, type Hit } from './overlaps.js';
import { isAllowedStandIn } from './stand-ins.js';
import { shannonEntropy } from './entropy.js';
import { FIELD_PRIORITY, hitOf, textHits } from './text-scan.js';
import { FIELD_RULES, fieldVerdictFor, type FieldVerdict, type Naming } from './values.js';

export interface CredentialFinding {
  /** Where the value is inside the scanned list, e.g. `[2, 'given', 'secrets', 'crm']`. */
  path: (string | number)[];
  /** Rule id, e.g. `github-token`, `private-key`, `password-field`. */
  rule: string;
  /** Plain English naming what was found and why it looks like a credential; never contains the value. */
  message: string;
  /**
   * How to mark the data as made up, completing "if it is, …": a `test-dummy-` value or a
   * placeholder the scan always accepts, named after the value's key (already in the path).
   */
  madeUp: string;
}

/** Stands in for an object key that is itself credential-like, so paths never show it. */
export const HIDDEN_KEY = '[hidden key]';

/** What the enclosing names say about a value. */
interface FieldContext {
  kind: FieldKind | null;
  aws: boolean;
  providers: readonly NameRule[];
  /** Whether `kind` comes from the value's own name or from an enclosing object's (`given.secrets`). */
  naming: Naming;
}

const NO_CONTEXT: FieldContext = { kind: null, aws: false, providers: [], naming: 'own' };

/** JWK members that hold private key material (RFC 7518 §6.2.2, §6.3.2, §6.4.1). */
const JWK_PRIVATE_MEMBERS: ReadonlySet<string> = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi']);

/**
 * One value to visit; it is also the path node of its children, so a path is built
 * (walking up the parents) only for a finding and depth costs nothing.
 */
interface Frame {
  value: unknown;
  /** The key or index of the value; null for the scanned value itself. */
  segment: string | number | null;
  parent: Frame | null;
  context: FieldContext;
  /** The object that holds this value, for rules that read sibling members (JWK). */
  holder: Record<string, unknown> | null;
  /** Hits on this member's own key. */
  keyHits: readonly Hit[];
}

const NO_HITS: readonly Hit[] = [];

function pathOf(frame: Frame | null): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = frame; at !== null && at.segment !== null; at = at.parent) path.push(at.segment);
  return path.reverse();
}

export function scanForCredentials(value: unknown): CredentialFinding[] {
  const findings: CredentialFinding[] = [];
  // A Set, not a WeakSet: it lives only for this scan, and is much cheaper per object.
  const seen = new Set<object>();
  // An explicit stack, so a hostile, deeply nested list cannot overflow the call stack.
  const stack: Frame[] = [];
  const root: Frame = { value, segment: null, parent: null, context: NO_CONTEXT, holder: null, keyHits: NO_HITS };
  visit(root, stack, findings, seen);
  while (stack.length > 0) visit(stack.pop()!, stack, findings, seen);
  return findings;
}

function visit(frame: Frame, stack: Frame[], findings: CredentialFinding[], seen: Set<object>): void {
  // A key that is itself credential-like is reported at the object's path, in document order.
  for (const hit of frame.keyHits) findings.push({ path: pathOf(frame.parent), rule: hit.rule, message: messageFor(hit, 'an object key'), madeUp: KEY_ADVICE });
  const current = frame.value;
  if (typeof current === 'string') {
    if (current.length >= SHORTEST_FLAGGED) findingsInString(current, frame, findings);
    return;
  }
  if (current === null || typeof current !== 'object' || seen.has(current)) return;
  seen.add(current);
  // Children go on the stack last first, so that they are visited in document order.
  if (Array.isArray(current)) {
    for (let index = current.length - 1; index >= 0; index--) {
      const item: unknown = current[index];
      if (!canHoldCredential(item)) continue;
      stack.push({ value: item, segment: index, parent: frame, context: frame.context, holder: null, keyHits: NO_HITS });
    }
    return;
  }
  const record = current as Record<string, unknown>;
  const keys = Object.keys(record);
  const table = tableOf(record);
  for (let index = keys.length - 1; index >= 0; index--) {
    const key = keys[index]!;
    if (table !== null && key === 'rows') {
      pushTableRows(frame, table, stack, seen);
      continue;
    }
    const member = record[key];
    const info = keyInfo(key);
    if (info.hits.length === 0 && !canHoldCredential(member)) continue;
    stack.push({
      value: member,
      segment: info.hits.length > 0 ? HIDDEN_KEY : key,
      parent: frame,
      // Column names of a table are names, not values.
      context: table !== null && key === 'columns' ? NO_CONTEXT : contextFor(info.meaning, frame.context),
      holder: record,
      keyHits: info.hits,
    });
  }
}

/** A table as lookups hold one: column names, and rows of cells in column order. */
interface Table {
  columns: readonly string[];
  rows: readonly unknown[];
}

function tableOf(record: Record<string, unknown>): Table | null {
  const { columns, rows } = record;
  if (!Array.isArray(columns) || !Array.isArray(rows) || !columns.every((column) => typeof column === 'string')) return null;
  return { columns: columns as string[], rows };
}

/** Each cell of a table is read under its column's name (`api_key`, `storage_key`), as a member would be. */
function pushTableRows(table: Frame, { columns, rows }: Table, stack: Frame[], seen: Set<object>): void {
  const rowsFrame: Frame = { value: rows, segment: 'rows', parent: table, context: table.context, holder: null, keyHits: NO_HITS };
  if (seen.has(rows)) return;
  seen.add(rows);
  const contexts = columns.map((column) => contextFor(keyInfo(column).meaning, table.context));
  for (let r = rows.length - 1; r >= 0; r--) {
    const row = rows[r];
    if (!Array.isArray(row)) {
      if (canHoldCredential(row)) stack.push({ value: row, segment: r, parent: rowsFrame, context: table.context, holder: null, keyHits: NO_HITS });
      continue;
    }
    if (seen.has(row)) continue;
    seen.add(row);
    const rowFrame: Frame = { value: row, segment: r, parent: rowsFrame, context: table.context, holder: null, keyHits: NO_HITS };
    for (let c = row.length - 1; c >= 0; c--) {
      const cell: unknown = row[c];
      if (!canHoldCredential(cell)) continue;
      stack.push({ value: cell, segment: c, parent: rowFrame, context: contexts[c] ?? table.context, holder: null, keyHits: NO_HITS });
    }
  }
}

/** Numbers, booleans and short strings hold nothing: they get no frame (most leaves of a case list). */
function canHoldCredential(value: unknown): boolean {
  return typeof value === 'string' ? value.length >= SHORTEST_FLAGGED : typeof value === 'object' && value !== null;
}

/** What the scan needs to know about a key: credential-like text in it, and what it says about its value. */
interface KeyInfo {
  hits: readonly Hit[];
  meaning: FieldNameMeaning;
}

/** Keys repeat across cases (name, given, event…): each is read once. */
const keyInfoCache = new Map<string, KeyInfo>();
const KEY_CACHE_LIMIT = 10_000;

function keyInfo(key: string): KeyInfo {
  let info = keyInfoCache.get(key);
  if (info === undefined) {
    info = { hits: key.length < SHORTEST_FLAGGED ? NO_HITS : resolveOverlaps(textHits(key, 'data')), meaning: meaningOfFieldName(key) };
    if (keyInfoCache.size < KEY_CACHE_LIMIT) keyInfoCache.set(key, info);
  }
  return info;
}

function contextFor(meaning: FieldNameMeaning, enclosing: FieldContext): FieldContext {
  switch (meaning.role) {
    case 'password':
    case 'secret':
      return {
        kind: meaning.role,
        aws: enclosing.aws || meaning.aws,
        providers: meaning.providers.length > 0 ? meaning.providers : enclosing.providers,
        naming: 'own',
      };
    case 'ordinary':
      return NO_CONTEXT;
    case 'neutral': {
      const inherited: FieldContext = enclosing.kind === null || enclosing.naming === 'enclosing' ? enclosing : { ...enclosing, naming: 'enclosing' };
      return meaning.providers.length > 0 ? { ...inherited, providers: meaning.providers } : inherited;
    }
  }
}

/** No rule flags fewer characters than this (the shortest, a password field, needs 8). */
const SHORTEST_FLAGGED = 8;

function findingsInString(text: string, frame: Frame, findings: CredentialFinding[]): void {
  const hits = textHits(text, 'data');
  const field = fieldHit(text, frame);
  if (field !== null) hits.push(field);
  if (hits.length === 0) return;
  for (const hit of resolveOverlaps(hits)) {
    const where = whereIn(text, hit);
    findings.push({ path: pathOf(frame), rule: hit.rule, message: messageFor(hit, where), madeUp: madeUpAdvice(frame, where === 'this value') });
  }
}

/** Placeholders every rule accepts (stand-ins.ts), as the advice names them. */
const PLACEHOLDERS = '<…>, ${…}, {{…}}, xxxx, or EXAMPLE inside the value';
const KEY_ADVICE = `write the key without it, or with test-dummy- or a placeholder the scan always accepts (${PLACEHOLDERS})`;

/** A name of the path that can follow `test-dummy-` (the nearest key; array positions are skipped). */
function dummyName(frame: Frame): string | null {
  for (let at: Frame | null = frame; at !== null; at = at.parent) {
    if (typeof at.segment === 'string') return at.segment !== HIDDEN_KEY && /^[A-Za-z0-9_.-]{1,40}$/.test(at.segment) ? at.segment : null;
  }
  return null;
}

/**
 * How to proceed when the data is made up: `test-dummy-<key>` in its place (always
 * accepted), or a placeholder. In a text, only the value (after its name) is replaced.
 */
function madeUpAdvice(frame: Frame, wholeValue: boolean): string {
  const name = wholeValue ? dummyName(frame) : null;
  const dummy = name === null ? 'test-dummy-<name>' : `test-dummy-${name}`;
  const place = wholeValue ? 'in its place' : 'in its place in the text';
  return `write ${dummy} ${place}, or a placeholder the scan always accepts (${PLACEHOLDERS})`;
}

/**
 * Formats and field rules that take the whole string judge a value; names in text, part
 * of it, with the line inside the text when it has several (an .env file, an email).
 */
function whereIn(text: string, hit: Hit): string {
  if (hit.priority <= FIELD_PRIORITY && hit.start === 0 && hit.end === text.length) return 'this value';
  if (!text.includes('\n')) return 'part of this text';
  let line = 1;
  for (let at = text.indexOf('\n'); at >= 0 && at < hit.start; at = text.indexOf('\n', at + 1)) line++;
  return `line ${line} of this text`;
}

/**
 * What was found where, and why it looks like a credential; the intake adds the rule id
 * and how to mark made-up data.
 */
function messageFor(hit: Hit, where: string): string {
  return `${where} looks like ${hit.description}${hit.why !== undefined ? `: ${hit.why}` : ''}`;
}

/** The whole string judged by its field name (or an enclosing one, such as `given.secrets`). */
function fieldHit(text: string, frame: Frame): Hit | null {
  const { kind, aws, providers, naming } = frame.context;
  const verdict = jwkPrivateRule(text, frame) ?? (kind === null && providers.length === 0 ? null : fieldVerdictFor(text, kind, aws, 'data', providers, naming));
  return verdict === null ? null : hitOf(verdict.rule, 0, text.length, FIELD_PRIORITY, verdict.why);
}

/** `d`, `p`, `q`… of an object with `kty` is private key material; `n`, `e`, `x`, `y` are public. */
function jwkPrivateRule(text: string, frame: Frame): FieldVerdict | null {
  const holder = frame.holder;
  if (holder === null || typeof holder.kty !== 'string' || typeof frame.segment !== 'string') return null;
  const isPrivateMember = JWK_PRIVATE_MEMBERS.has(frame.segment) || (holder.kty === 'oct' && frame.segment === 'k');
  if (!isPrivateMember) return null;
  if (text.length < 16 || isAllowedStandIn(text) || shannonEntropy(text) <= 3.5) return null;
  return { rule: FIELD_RULES.jwkPrivate, why: 'a private member of a JSON Web Key (an object with kty) holds random key material' };
}
