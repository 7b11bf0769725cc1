/**
 * Column names from a header row (CSVP-08/09; xlsx.read uses the same rule): an empty
 * name becomes `column_<position>` (counting from 1), a repeated name gets `_2`, `_3`.
 * Names written in the header keep their spelling, so a generated name skips over them:
 * `a,a,a_2` gives `a`, `a_3`, `a_2`.
 */
export function uniqueHeaderNames(header: readonly string[]): string[] {
  const named = header.map((name, index) => (name === '' ? `column_${index + 1}` : name));
  const written = new Set(named);
  const used = new Set<string>();
  return named.map((name) => {
    let unique = name;
    for (let n = 2; used.has(unique); n += 1) {
      unique = `${name}_${n}`;
      if (written.has(unique)) unique = name;
    }
    used.add(unique);
    return unique;
  });
}
