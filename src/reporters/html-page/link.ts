/**
 * A link to one case that can be pasted into a review: the address's fragment names the
 * version by its folder, the case by its position and name, and the panels open in it
 * (its steps by id, its requests as `request:N`), as `#v=FOLDER&c=INDEX&n=NAME&open=A,B`.
 * The name keeps a link good when cases were added before it: a case is found by its
 * position when the name there agrees, else by its name.
 */
import type { RunReport } from '../../testing/report.js';

/** The key of a case in the page's set of open things; its panels are `KEY/PANEL`. */
export const caseKey = (vi: number, ci: number): string => `${vi}:${ci}`;

/** The fragment (with its `#`) that opens the case at `vi`, `ci` with the panels now open in it. */
export function caseLink(report: RunReport, vi: number, ci: number, openKeys: ReadonlySet<string>): string {
  const version = report.versions[vi];
  const c = version?.report.cases[ci];
  if (!version || !c) return '#';
  const prefix = `${caseKey(vi, ci)}/`;
  const open = [...openKeys].filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
  const params = new URLSearchParams({ v: version.path, c: String(ci), n: c.name });
  if (open.length) params.set('open', open.join(','));
  return `#${params.toString()}`;
}

/** The case a fragment names in this report, and its open panels; null when it names none. */
export function parseCaseLink(hash: string, report: RunReport): { vi: number; ci: number; open: string[] } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const path = params.get('v');
  if (path === null) return null;
  const vi = report.versions.findIndex((v) => v.path === path);
  const cases = report.versions[vi]?.report.cases;
  if (!cases) return null;
  const name = params.get('n');
  const position = Number(params.get('c') ?? 'NaN');
  let ci = Number.isInteger(position) && cases[position] && (name === null || cases[position].name === name) ? position : -1;
  if (ci < 0 && name !== null) ci = cases.findIndex((c) => c.name === name);
  if (ci < 0) return null;
  const open = (params.get('open') ?? '').split(',').filter(Boolean);
  return { vi, ci, open };
}
