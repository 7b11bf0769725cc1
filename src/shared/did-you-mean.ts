/**
 * The one "did you mean" of flowgate: misspelt field, function, context and action
 * names all get their hint from here, with one distance, one threshold and one phrasing.
 */

/**
 * The known name the author most likely meant, or undefined when none is close enough.
 *
 * Distance: optimal string alignment (insert, delete, substitute, swap two neighbours:
 * `lenght` is one edit from `length`), ignoring case (`startswith` → `startsWith`).
 * Threshold: at most a third of the name's length, at least 1 and at most 2 edits —
 * `wiht` → `with`, `max_atempts` → `max_attempts`, while `zzz` or `attempts` (four
 * edits from `max_attempts`) get no hint: past two edits a suggestion is a wild guess.
 * On a tie the first known name wins.
 */
export function closestName(name: string, known: Iterable<string>): string | undefined {
  const limit = Math.min(2, Math.max(1, Math.floor(name.length / 3)));
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of known) {
    const distance = editDistance(lower, candidate.toLowerCase(), limit);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** The hint's one phrasing, around a name as the message shows it: `did you mean now()?`. */
export function didYouMean(shown: string): string {
  return `did you mean ${shown}?`;
}

/** `did you mean '<closest>'?` for a misspelt name, or undefined when none is close. */
export function suggestName(name: string, known: Iterable<string>): string | undefined {
  const close = closestName(name, known);
  return close === undefined ? undefined : didYouMean(`'${close}'`);
}

/** Optimal string alignment distance; anything beyond `limit` is reported as `limit + 1`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
    }
  }
  return Math.min(rows[a.length]![b.length]!, limit + 1);
}
