/**
 * Workflow-command annotations (GHA-12): each failed check, invalid case, missing
 * minimum case and problem as `::error file=…,line=…,title=…::message`.
 */
import type { RunReport, VersionResult } from '../testing/report.js';

export interface Annotation {
  file: string;
  line?: number;
  col?: number;
  title: string;
  message: string;
}

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function formatAnnotation(a: Annotation): string {
  const props = [`file=${escapeProperty(a.file)}`];
  if (a.line !== undefined) props.push(`line=${a.line}`);
  if (a.col !== undefined) props.push(`col=${a.col}`);
  props.push(`title=${escapeProperty(a.title)}`);
  return `::error ${props.join(',')}::${escapeData(a.message)}`;
}

function testsFile(version: VersionResult): string {
  return `${version.path === '.' ? '' : `${version.path}/`}tests.json`;
}

/** Most useful first: problems, then failed checks, invalid cases, missing minimum cases. */
export function annotationsFor(report: RunReport): Annotation[] {
  const out: Annotation[] = [];
  for (const version of report.versions) {
    const title = `${version.kind} ${version.name}`;
    for (const p of version.report.problems) {
      out.push({ file: p.file, ...(p.line !== undefined ? { line: p.line } : {}), ...(p.col !== undefined ? { col: p.col } : {}), title, message: `${p.path ? `${p.path}: ` : ''}${p.message}` });
    }
  }
  for (const version of report.versions) {
    for (const c of version.report.cases) {
      const at = { file: testsFile(version), ...(c.line !== undefined ? { line: c.line } : {}), title: `${version.name} › ${c.name}` };
      if (c.status === 'failed') {
        for (const check of c.checks.filter((k) => !k.passed)) {
          const detail = [check.expected !== undefined && `expected: ${check.expected}`, check.actual !== undefined && `actual: ${check.actual}`].filter(Boolean).join('\n');
          out.push({ ...at, message: detail ? `${check.sentence}\n${detail}` : check.sentence });
        }
      } else if (c.status === 'invalid') {
        out.push({ ...at, message: `invalid case: ${(c.problems ?? []).map((p) => `${p.path ? `${p.path}: ` : ''}${p.message}`).join('; ')}` });
      }
    }
  }
  for (const version of report.versions) {
    for (const missing of version.report.minimum.missing) {
      out.push({ file: testsFile(version), title: `${version.kind} ${version.name} › minimum`, message: `${missing.message}\nfix: ${missing.fix}` });
    }
  }
  return out;
}

export function renderGithub(report: RunReport): string {
  return annotationsFor(report).map((a) => `${formatAnnotation(a)}\n`).join('');
}
