/**
 * Which rule hits inside one string are reported: where rules claim the same characters
 * the most specific wins (a JWT in an Authorization header is a `jwt`, not a
 * `secret-field`), each rule is reported once per string, and the rest come in the order
 * they appear in the text.
 */

export interface Hit {
  rule: string;
  description: string;
  start: number;
  end: number;
  /** Lower wins an overlap: token formats, then whole-field rules, then names in text. */
  priority: number;
  /** Why it looks like a credential, never the value: "a name that says secret holds 32 hex characters…". */
  why?: string;
  /**
   * A known format judged a stand-in (unsigned JWT, placeholder key block): it reports
   * nothing but still claims its characters, so the keyword rules do not judge it again.
   */
  standIn?: boolean;
}

/**
 * Near-linear in the number of hits (a hostile text can make thousands): priority levels
 * are few, and within one level the hits are swept against the claimed spans, which
 * stay sorted and disjoint.
 */
export function resolveOverlaps<T extends Hit>(hits: T[]): T[] {
  if (hits.length === 0) return hits;
  const levels = new Map<number, T[]>();
  for (const hit of hits) {
    const level = levels.get(hit.priority);
    if (level) level.push(hit);
    else levels.set(hit.priority, [hit]);
  }
  let claimed: T[] = [];
  const reportedRules = new Set<string>();
  for (const priority of [...levels.keys()].sort((a, b) => a - b)) {
    const accepted: T[] = [];
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
function mergeByStart<T extends Hit>(left: T[], right: T[]): T[] {
  if (right.length === 0) return left;
  const merged: T[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length || j < right.length) {
    if (j >= right.length || (i < left.length && left[i]!.start <= right[j]!.start)) merged.push(left[i++]!);
    else merged.push(right[j++]!);
  }
  return merged;
}
