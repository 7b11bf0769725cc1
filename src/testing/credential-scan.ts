/**
 * The credential scan of a test list (SCAN-01): every string anywhere in the parsed
 * list is checked against the token formats of credential-rules.ts, and strings under
 * a secret-sounding field name (or written after one inside a text) are checked as
 * keyword + value. The caller turns each finding into one `problem` with the file
 * name (SCAN-03, SCAN-04) and runs no case when there is any (SCAN-02).
 *
 * A finding names the path and the rule and never the value (SCAN-05): messages are
 * built from the rule description only, and an object key that itself looks like a
 * credential is replaced in paths by HIDDEN_KEY.
 */
import {
  FIELD_RULES,
  INLINE_ASSIGNMENT_TAIL,
  INLINE_KEYWORD,
  INLINE_NAME_CHARACTER,
  PATTERN_RULES,
  assessFieldValue,
  isAllowedStandIn,
  isAwsSecretKeyShape,
  matchBody,
  meaningOfFieldName,
  shannonEntropy,
  type FieldKind,
  type FieldRule,
} from './credential-rules.js';

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

/** A rule hit inside one string; `start`/`end` resolve overlaps between rules. */
interface Hit {
  rule: string;
  description: string;
  start: number;
  end: number;
  /** Lower wins an overlap: token formats, then whole-field rules, then names in text. */
  priority: number;
  where: 'value' | 'text';
  /**
   * A known format judged a stand-in (unsigned JWT, placeholder key block): it reports
   * nothing but still claims its characters, so the keyword rules do not judge it again.
   */
  standIn?: boolean;
}

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
    const keyHits = resolveOverlaps([...patternHits(key), ...inlineHits(key)]);
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
  const hits = [...patternHits(text), ...fieldHits(text, frame), ...inlineHits(text)];
  const reported = resolveOverlaps(hits);
  if (reported.length === 0) return [];
  const path = pathArray(frame.path);
  return reported.map((hit) => ({
    path: [...path],
    rule: hit.rule,
    message: messageFor(hit, hit.where === 'value' ? 'this value' : 'part of this text'),
  }));
}

function messageFor(hit: Hit, where: string): string {
  return `${where} looks like ${hit.description} (rule ${hit.rule}); test data must hold made-up values only, such as test-dummy-<name>`;
}

/** Token formats anywhere in the text; each rule's regex runs only when one of its hints is present. */
/** Every rule's hints in one pattern: most strings of a test list hold none of them. */
const ANY_HINT = new RegExp(
  [...new Set(PATTERN_RULES.flatMap((rule) => rule.hints))].map((hint) => hint.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|'),
);

function patternHits(text: string): Hit[] {
  const hits: Hit[] = [];
  if (!ANY_HINT.test(text)) return hits;
  PATTERN_RULES.forEach((rule, priority) => {
    if (!rule.hints.some((hint) => text.includes(hint))) return;
    rule.pattern.lastIndex = 0;
    for (const match of text.matchAll(rule.pattern)) {
      const standIn = !rule.isReal(matchBody(match), match);
      const wholeValue = match.index === 0 && match[0].length === text.length;
      hits.push({
        rule: rule.id,
        description: rule.description,
        start: match.index,
        end: match.index + match[0].length,
        priority,
        where: wholeValue ? 'value' : 'text',
        standIn,
      });
    }
  });
  return hits;
}

const FIELD_PRIORITY = PATTERN_RULES.length;
const INLINE_PRIORITY = PATTERN_RULES.length + 1;

/** The whole string judged by its field name (or an enclosing one, such as `given.secrets`). */
function fieldHits(text: string, frame: Frame): Hit[] {
  const jwk = jwkPrivateHit(text, frame);
  if (jwk) return [jwk];
  const { kind, aws } = frame.context;
  if (kind === null) return [];
  const rule = ruleForFieldValue(text.trim(), kind, aws);
  return rule ? [{ ...hitOf(rule, 0, text.length, FIELD_PRIORITY), where: 'value' }] : [];
}

function ruleForFieldValue(value: string, kind: FieldKind, aws: boolean): FieldRule | null {
  if (aws && isAwsSecretKeyShape(value)) return FIELD_RULES.awsSecretKey;
  const found = assessFieldValue(value, kind);
  if (found === null) return null;
  return found === 'password' ? FIELD_RULES.password : FIELD_RULES.secret;
}

/** `d`, `p`, `q`… of an object with `kty` is private key material; `n`, `e`, `x`, `y` are public. */
function jwkPrivateHit(text: string, frame: Frame): Hit | null {
  const parent = frame.parent;
  if (parent === null || typeof parent.kty !== 'string' || typeof frame.key !== 'string') return null;
  const isPrivateMember = JWK_PRIVATE_MEMBERS.has(frame.key) || (parent.kty === 'oct' && frame.key === 'k');
  if (!isPrivateMember) return null;
  if (text.length < 16 || isAllowedStandIn(text) || shannonEntropy(text) <= 3.5) return null;
  return { ...hitOf(FIELD_RULES.jwkPrivate, 0, text.length, FIELD_PRIORITY), where: 'value' };
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
    const rule = ruleForFieldValue(tail.groups?.value ?? '', meaning.role, meaning.aws);
    if (rule !== null) hits.push({ ...hitOf(rule, nameStart, end, INLINE_PRIORITY), where: 'text' });
  }
  return hits;
}

function hitOf(rule: FieldRule, start: number, end: number, priority: number): Omit<Hit, 'where'> {
  return { rule: rule.id, description: rule.description, start, end, priority };
}

/**
 * One finding per rule and string: where rules claim the same characters the most
 * specific wins (a JWT in an Authorization header is a `jwt`, not a `secret-field`);
 * the rest are reported in the order they appear in the text.
 *
 * Near-linear in the number of hits (a hostile text can make thousands): priority levels
 * are few, and within one level the hits are swept against the claimed spans, which
 * stay sorted and disjoint.
 */
function resolveOverlaps(hits: Hit[]): Hit[] {
  if (hits.length === 0) return hits;
  const levels = new Map<number, Hit[]>();
  for (const hit of hits) {
    const level = levels.get(hit.priority);
    if (level) level.push(hit);
    else levels.set(hit.priority, [hit]);
  }
  let claimed: Hit[] = [];
  const reportedRules = new Set<string>();
  for (const priority of [...levels.keys()].sort((a, b) => a - b)) {
    const accepted: Hit[] = [];
    let next = 0;
    for (const hit of levels.get(priority)!.sort((a, b) => a.start - b.start)) {
      while (next < claimed.length && claimed[next]!.end <= hit.start) next++;
      if (next < claimed.length && claimed[next]!.start < hit.end) continue;
      const lastAccepted = accepted[accepted.length - 1];
      if (lastAccepted && lastAccepted.end > hit.start) continue;
      if (!hit.standIn && reportedRules.has(hit.rule)) continue;
      accepted.push(hit);
      if (!hit.standIn) reportedRules.add(hit.rule);
    }
    claimed = mergeByStart(claimed, accepted);
  }
  return claimed.filter((hit) => !hit.standIn);
}

/** Merge two lists sorted by start into one. */
function mergeByStart(left: Hit[], right: Hit[]): Hit[] {
  if (right.length === 0) return left;
  const merged: Hit[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length || j < right.length) {
    if (j >= right.length || (i < left.length && left[i]!.start <= right[j]!.start)) merged.push(left[i++]!);
    else merged.push(right[j++]!);
  }
  return merged;
}
