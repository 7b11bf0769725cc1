/** `flowgate validate`: every save-time check, no case runs (CLI-11). */
import type { Problem } from '../definitions/problems.js';
import { formatPath } from '../definitions/problems.js';
import type { Repository } from '../definitions/repository.js';
import { schemaProblems, schemaValidator } from '../definitions/schemas.js';
import { SourceSyntaxError, readJson } from '../definitions/source.js';
import { expectProblems } from './checks.js';
import type { Expect } from './checks.js';
import { scanForCredentials } from './credential-scan.js';

export function testListProblems(file: string, text: string): Problem[] {
  let source;
  try {
    source = readJson(file, text);
  } catch (error) {
    if (error instanceof SourceSyntaxError) return [{ file, line: error.line, col: error.col, path: '', message: error.message }];
    throw error;
  }
  if (!Array.isArray(source.value)) return [{ file, line: 1, path: '', message: 'the test list must be a JSON array of cases' }];
  const problems: Problem[] = [];
  const validate = schemaValidator('test-case');
  source.value.forEach((raw, index) => {
    if (!validate(raw)) {
      problems.push(...schemaProblems(validate.errors ?? [], source, [index]));
      return;
    }
    for (const p of expectProblems((raw as { expect: Expect }).expect)) {
      const at = source.position([index]);
      problems.push({ file, ...(at ? { line: at.line } : {}), path: `[${index}].${p.path}`, message: p.message });
    }
  });
  for (const finding of scanForCredentials(source.value)) {
    const at = source.position(finding.path);
    problems.push({ file, ...(at ? { line: at.line, col: at.col } : {}), path: formatPath(finding.path), message: `${finding.message} (rule ${finding.rule})`, code: `credential:${finding.rule}` });
  }
  return problems;
}

export function validateRepository(repo: Repository): Problem[] {
  const problems: Problem[] = [...repo.project.problems];
  // CLI-20: every stored template, referenced or not.
  for (const name of repo.templateNames()) problems.push(...(repo.templateProblems(name) ?? []));
  const seen = new Set(problems);
  for (const version of repo.versions) {
    // A template's problems are also each workflow's that uses it; list them once.
    problems.push(...version.problems.filter((p) => !seen.has(p)));
    if (version.location.testsFile && version.testsText !== undefined) problems.push(...testListProblems(version.location.testsFile, version.testsText));
  }
  return problems;
}
