/**
 * The credential scan of a test list (SCAN-01): every string anywhere in the parsed
 * list is checked against the token formats of rules.ts, and strings under
 * a secret-sounding field name (or written after one inside a text) are checked as
 * keyword + value. The caller turns each finding into one `problem` with the file
 * name (SCAN-03, SCAN-04) and runs no case when there is any (SCAN-02).
 *
 * A finding names the path and the rule and never the value (SCAN-05): messages are
 * built from the rule description only, and an object key that itself looks like a
 * credential is replaced in paths by HIDDEN_KEY.
 */
import { resolveOverlaps, type Hit } from './overlaps.js';
import {
  INLINE_ASSIGNMENT_TAIL,
  INLINE_KEYWORD,
  INLINE_NAME_CHARACTER,
  FIELD_RULES,
  fieldRuleFor,
  isAllowedStandIn,
  meaningOfFieldName,
  shannonEntropy,
  type FieldKind,
} from './rules.js';
import { FIELD_PRIORITY, NAME_IN_TEXT_PRIORITY, formatAndSchemeHits, hitOf } from './text-hits.js';

export interface CredentialFinding {
  /** Where the value is inside the scanned list, e.g. `[2, 'given', 'secrets', 'crm']`. */
  path: (string | number)[];
  /** Rule id, e.g. `github-token`, `private-key`, `password-field`. */
  rule: string;
  /** Plain English naming the rule; never contains the value. */
  message: string;
}

/** Stands in for an object key that is itself credential-like, so paths never show it. */
export const HIDDEN_KEY = '[hidden key]';

/** A path shared between siblings; turned into an array only for a finding, so depth costs nothing. */
interface PathNode {
  segment: string | number;
  parent: PathNode | null;
}

function pathArray(node: PathNode | null): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = node; at !== null; at = at.parent) path.push(at.segment);
  return path.reverse();
}

/** What the enclosing field names say about a value. */
interface FieldContext {
  kind: FieldKind | null;
  aws: boolean;
}

const NO_CONTEXT: FieldContext = { kind: null, aws: false };

/** JWK members that hold private key material (RFC 7518 §6.2.2, §6.3.2, §6.4.1). */
const JWK_PRIVATE_MEMBERS: ReadonlySet<string> = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi']);

interface Frame {
  value: unknown;
  path: PathNode | null;
  context: FieldContext;
  /** The object that holds this value, for rules that read sibling members (JWK). */
  parent: Record<string, unknown> | null;
  key: string | number | null;
  /** Hits on this member's own key; reported (at the object's path) before the member. */
  keyHits: Hit[];
}

export function scanForCredentials(value: unknown): CredentialFinding[] {
  const findings: CredentialFinding[] = [];
  const seen = new WeakSet<object>();
  // An explicit stack, so a hostile, deeply nested list cannot overflow the call stack.
  const stack: Frame[] = [{ value, path: null, context: NO_CONTEXT, parent: null, key: null, keyHits: [] }];

  while (stack.length > 0) {
    const frame = stack.pop()!;
    for (const hit of frame.keyHits) {
      findings.push({ path: pathArray(frame.path?.parent ?? null), rule: hit.rule, message: messageFor(hit, 'an object key') });
    }
    const current = frame.value;
    if (typeof current === 'string') {
      findings.push(...findingsInString(current, frame));
      continue;
    }
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const children = Array.isArray(current) ? itemFrames(current, frame) : memberFrames(current as Record<string, unknown>, frame);
    // Reversed onto the stack so that members are visited in document order.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return findings;
}

function itemFrames(items: unknown[], frame: Frame): Frame[] {
  return items.map((item, index) => ({
    value: item,
    path: { segment: index, parent: frame.path },
    context: frame.context,
    parent: null,
    key: index,
    keyHits: [],
  }));
}

function memberFrames(record: Record<string, unknown>, frame: Frame): Frame[] {
  return Object.entries(record).map(([key, item]) => {
    const keyHits = resolveOverlaps([...formatAndSchemeHits(key, 'data'), ...inlineHits(key)]);
    return {
      value: item,
      path: { segment: keyHits.length > 0 ? HIDDEN_KEY : key, parent: frame.path },
      context: contextFor(key, frame.context),
      parent: record,
      key,
      keyHits,
    };
  });
}

function contextFor(key: string, enclosing: FieldContext): FieldContext {
  const meaning = meaningOfFieldName(key);
  switch (meaning.role) {
    case 'password':
    case 'secret':
      return { kind: meaning.role, aws: enclosing.aws || meaning.aws };
    case 'ordinary':
      return NO_CONTEXT;
    case 'neutral':
      return enclosing;
  }
}

/** No rule flags fewer characters than this (the shortest, a password field, needs 8). */
const SHORTEST_FLAGGED = 8;

function findingsInString(text: string, frame: Frame): CredentialFinding[] {
  if (text.length < SHORTEST_FLAGGED) return [];
  const hits = [...formatAndSchemeHits(text, 'data'), ...fieldHits(text, frame), ...inlineHits(text)];
  const reported = resolveOverlaps(hits);
  if (reported.length === 0) return [];
  const path = pathArray(frame.path);
  return reported.map((hit) => ({
    path: [...path],
    rule: hit.rule,
    message: messageFor(hit, whereIn(text, hit)),
  }));
}

/** Formats and field rules that take the whole string judge a value; names in text, part of it. */
function whereIn(text: string, hit: Hit): string {
  return hit.priority <= FIELD_PRIORITY && hit.start === 0 && hit.end === text.length ? 'this value' : 'part of this text';
}

function messageFor(hit: Hit, where: string): string {
  return `${where} looks like ${hit.description} (rule ${hit.rule}); test data must hold made-up values only, such as test-dummy-<name>`;
}

/** The whole string judged by its field name (or an enclosing one, such as `given.secrets`). */
function fieldHits(text: string, frame: Frame): Hit[] {
  const jwk = jwkPrivateHit(text, frame);
  if (jwk) return [jwk];
  const { kind, aws } = frame.context;
  if (kind === null) return [];
  const rule = fieldRuleFor(text.trim(), kind, aws, 'data');
  return rule ? [hitOf(rule, 0, text.length, FIELD_PRIORITY)] : [];
}

/** `d`, `p`, `q`… of an object with `kty` is private key material; `n`, `e`, `x`, `y` are public. */
function jwkPrivateHit(text: string, frame: Frame): Hit | null {
  const parent = frame.parent;
  if (parent === null || typeof parent.kty !== 'string' || typeof frame.key !== 'string') return null;
  const isPrivateMember = JWK_PRIVATE_MEMBERS.has(frame.key) || (parent.kty === 'oct' && frame.key === 'k');
  if (!isPrivateMember) return null;
  if (text.length < 16 || isAllowedStandIn(text) || shannonEntropy(text) <= 3.5) return null;
  return hitOf(FIELD_RULES.jwkPrivate, 0, text.length, FIELD_PRIORITY);
}

/** Secret-sounding names written inside a text, followed by a real-looking value. */
function inlineHits(text: string): Hit[] {
  const hits: Hit[] = [];
  INLINE_KEYWORD.lastIndex = 0;
  let keyword: RegExpExecArray | null;
  while ((keyword = INLINE_KEYWORD.exec(text)) !== null) {
    let nameStart = keyword.index;
    while (nameStart > 0 && keyword.index - nameStart < 40 && INLINE_NAME_CHARACTER.test(text[nameStart - 1]!)) {
      nameStart--;
    }
    INLINE_ASSIGNMENT_TAIL.lastIndex = keyword.index + keyword[0].length;
    const tail = INLINE_ASSIGNMENT_TAIL.exec(text);
    if (tail === null) continue;
    const name = text.slice(nameStart, keyword.index) + keyword[0] + (tail.groups?.rest ?? '');
    const meaning = meaningOfFieldName(name);
    if (meaning.role !== 'password' && meaning.role !== 'secret') continue;
    const end = tail.index + tail[0].length;
    // The value is judged once; keywords inside it are not names (keeps the scan linear).
    INLINE_KEYWORD.lastIndex = end;
    const rule = fieldRuleFor(tail.groups?.value ?? '', meaning.role, meaning.aws, 'data');
    if (rule !== null) hits.push(hitOf(rule, nameStart, end, NAME_IN_TEXT_PRIORITY));
  }
  return hits;
}
