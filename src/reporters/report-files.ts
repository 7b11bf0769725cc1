/** The report files `flowgate test` and `flowgate merge-reports` write: --json, --junit, --report-dir. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { renderJunit } from '../reporters/junit.js';
import type { RunReport } from '../testing/report.js';

function writeFile(path: string, text: string, cwd: string): void {
  const target = resolve(cwd, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
}

export function writeReports(report: RunReport, flags: Record<string, string | true>, cwd: string): void {
  if (typeof flags.json === 'string') writeFile(flags.json, `${JSON.stringify(report, null, 2)}\n`, cwd);
  if (typeof flags.junit === 'string') writeFile(flags.junit, renderJunit(report), cwd);
  if (typeof flags['report-dir'] === 'string') {
    for (const version of report.versions) {
      writeFile(join(flags['report-dir'], `${version.kind}s`, version.name, 'report.json'), `${JSON.stringify(version.report, null, 2)}\n`, cwd);
    }
  }
}
