/** Expected against actual, word by word: what the page marks in a failed check. */

/** A run of text in both (`same`), only in the expected (`del`) or only in the actual (`ins`). */
export interface DiffPart {
  kind: 'same' | 'del' | 'ins';
  text: string;
}

/** Past this many cells the table of the alignment is not built: the differing middle is shown whole. */
const MOST_CELLS = 1_000_000;

const tokens = (text: string): string[] => text.match(/\s+|[A-Za-z0-9_]+|[^\sA-Za-z0-9_]/g) ?? [];

/** The parts of both texts, a word-level longest common subsequence between their common head and tail. */
export function diff(expected: string, actual: string): DiffPart[] {
  const a = tokens(expected);
  const b = tokens(actual);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  push('same', a.slice(0, head).join(''));
  if (x.length * y.length > MOST_CELLS) {
    push('del', x.join(''));
    push('ins', y.join(''));
  } else {
    // lcs(i, j): the length of the longest common subsequence of x from i and y from j.
    const width = y.length + 1;
    const table = new Uint32Array((x.length + 1) * width);
    const lcs = (i: number, j: number) => table[i * width + j] ?? 0;
    for (let i = x.length - 1; i >= 0; i--) {
      for (let j = y.length - 1; j >= 0; j--) {
        table[i * width + j] = x[i] === y[j] ? lcs(i + 1, j + 1) + 1 : Math.max(lcs(i + 1, j), lcs(i, j + 1));
      }
    }
    let i = 0;
    let j = 0;
    while (i < x.length || j < y.length) {
      if (i < x.length && j < y.length && x[i] === y[j]) {
        push('same', x[i]!);
        i++;
        j++;
      } else if (j < y.length && (i === x.length || lcs(i, j + 1) >= lcs(i + 1, j))) {
        push('ins', y[j]!);
        j++;
      } else {
        push('del', x[i]!);
        i++;
      }
    }
  }
  push('same', a.slice(a.length - tail).join(''));
  return parts;
}
