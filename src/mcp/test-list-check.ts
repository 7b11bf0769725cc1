/**
 * A test list checked the way a save checks it: the case schema, the `expect` rules and
 * the credential scan of `flowgate validate`, and, when the list belongs to a version,
 * what only that version can tell (stubbed step ids, model mocks), as a run checks them.
 */
import type { Problem } from '../definitions/problems.js';
import type { Repository, Version } from '../definitions/repository.js';
import { schemaValidator } from '../definitions/schemas.js';
import { SourceSyntaxError, readJson, type SourceFile } from '../definitions/source.js';
import { caseProblems } from '../testing/case-validity.js';
import { testListProblems } from '../testing/validate.js';
import { own } from '../shared/own.js';

export interface TestListCheck {
  problems: Problem[];
  /** The cases as read, or undefined when the text is not a JSON array. */
  cases?: unknown[];
  /** Indexes of the cases that pass the case schema (only those count for the minimum). */
  validIndexes: number[];
}

/** The test-list file of a version, also when it does not exist yet. */
export function testsFileOf(version: Version): string {
  return version.location.testsFile ?? (version.location.dir === '.' ? 'tests.json' : `${version.location.dir}/tests.json`);
}

function readList(file: string, text: string): { source: SourceFile; list: unknown[] } | undefined {
  try {
    const source = readJson(file, text);
    return Array.isArray(source.value) ? { source, list: source.value } : undefined;
  } catch (error) {
    if (error instanceof SourceSyntaxError) return undefined;
    throw error;
  }
}

/** `against`: the version the list belongs to, for the checks only it can answer. */
export function checkTestList(file: string, text: string, against?: { repo: Repository; version: Version }): TestListCheck {
  const problems = testListProblems(file, text);
  const read = readList(file, text);
  if (!read) return { problems, validIndexes: [] };
  const { source, list } = read;

  const validate = schemaValidator('test-case');
  const validIndexes = list.flatMap((raw, index) => (validate(raw) ? [index] : []));
  if (against) {
    const { repo, version } = against;
    const seen = new Set(problems.map((p) => `${p.path}\u0000${p.message}`));
    const isAi = (name: string) => (own(repo.project.connections, name)?.kind ?? 'ai') === 'ai';
    for (const index of validIndexes) {
      const line = source.position([index])?.line;
      for (const found of caseProblems(list[index], index, null, source, version, isAi)) {
        const path = found.path ? `[${index}].${found.path}` : `[${index}]`;
        const key = `${path}\u0000${found.message}`;
        if (seen.has(key)) continue;
        seen.add(key);
        problems.push({ file, ...(line !== undefined ? { line } : {}), path, message: found.message, code: 'invalid_case' });
      }
    }
  }
  return { problems, cases: list, validIndexes };
}
