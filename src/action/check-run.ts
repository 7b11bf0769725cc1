/**
 * A check run with the annotations (GHA-07), when a token with `checks: write` is given.
 * Without that permission (a fork's read-only token, say) it reports failure to the
 * caller, which falls back to workflow-command annotations.
 */
import * as github from '@actions/github';
import type { Annotation } from '../reporters/github.js';

const PER_REQUEST = 50;

export interface CheckRunContent {
  passed: boolean;
  title: string;
  summary: string;
  text: string;
  annotations: readonly Annotation[];
}

function toCheckAnnotation(a: Annotation) {
  const line = a.line ?? 1;
  return { path: a.file, start_line: line, end_line: line, annotation_level: 'failure' as const, title: a.title.slice(0, 255), message: a.message.slice(0, 64_000) };
}

export async function createCheckRun(token: string, content: CheckRunContent): Promise<void> {
  const octokit = github.getOctokit(token);
  const { context } = github;
  const pullHead = (context.payload.pull_request as { head?: { sha?: string } } | undefined)?.head?.sha;
  const batches: Annotation[][] = [];
  for (let i = 0; i < content.annotations.length; i += PER_REQUEST) batches.push(content.annotations.slice(i, i + PER_REQUEST));
  const output = (annotations: Annotation[] = []) => ({ title: content.title, summary: content.summary, text: content.text, annotations: annotations.map(toCheckAnnotation) });
  const created = await octokit.rest.checks.create({
    ...context.repo,
    name: 'flowgate',
    head_sha: pullHead ?? context.sha,
    status: 'completed',
    conclusion: content.passed ? 'success' : 'failure',
    output: output(batches[0]),
  });
  for (const batch of batches.slice(1)) {
    await octokit.rest.checks.update({ ...context.repo, check_run_id: created.data.id, output: output(batch) });
  }
}
