/**
 * A JSON report in pieces, an item of its top-level lists at a time (a run's versions, a
 * version's cases): the same text as `JSON.stringify(report, null, 2)` and a newline,
 * without the whole report's text in memory at once (tens of MB for ten thousand cases).
 */

const indented = (json: string, by: string): string => json.replaceAll('\n', `\n${by}`);

function* arrayPieces(items: readonly unknown[]): Generator<string> {
  yield '[';
  for (let at = 0; at < items.length; at += 1) {
    // As JSON.stringify does: what has no JSON form is null inside a list.
    const json = JSON.stringify(items[at], null, 2) ?? 'null';
    yield `${at === 0 ? '' : ','}\n    ${indented(json, '    ')}`;
  }
  yield '\n  ]';
}

export function* jsonReportPieces(report: object): Generator<string> {
  // As JSON.stringify does: members that have no JSON form are left out.
  const members = Object.entries(report).filter(([, value]) => value !== undefined && typeof value !== 'function' && typeof value !== 'symbol');
  if (members.length === 0) {
    yield '{}\n';
    return;
  }
  yield '{';
  for (let at = 0; at < members.length; at += 1) {
    const [key, value] = members[at]!;
    yield `${at === 0 ? '' : ','}\n  ${JSON.stringify(key)}: `;
    if (Array.isArray(value) && value.length > 0) yield* arrayPieces(value);
    else yield indented(JSON.stringify(value, null, 2), '  ');
  }
  yield '\n}\n';
}
