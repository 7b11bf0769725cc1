/**
 * The check run of a run (GHA-07, GHA-17), when a token with `checks: write` is given:
 * created on every run, success included, with the summary's Markdown and the
 * annotations. Without that permission (a fork's read-only token, say) it reports
 * failure to the caller, which falls back to workflow-command annotations.
 */
import * as github from '@actions/github';
import type { Annotation } from '../reporters/github.js';
import type { Shard } from '../shared/shard.js';

/** GHA-18: GitHub takes at most 50 annotations per check-run request. */
const PER_REQUEST = 50;

export interface CheckRunContent {
  name: string;
  passed: boolean;
  title: string;
  /** Markdown, at most 65 535 characters. */
  summary: string;
  annotations: readonly Annotation[];
}

/** `flowgate`, or `flowgate (shard I/N)` so that the shards of a matrix do not overwrite each other's check; a given name wins. */
export function checkRunName(given: string, shard: Shard | undefined): string {
  if (given.trim() !== '') return given.trim();
  return shard ? `flowgate (shard ${shard.index}/${shard.count})` : 'flowgate';
}

function toCheckAnnotation(a: Annotation) {
  const line = a.line ?? 1;
  return { path: a.file, start_line: line, end_line: line, annotation_level: 'failure' as const, title: a.title.slice(0, 255), message: a.message.slice(0, 64_000) };
}

/** Creates the completed check run and returns its page's URL. */
export async function createCheckRun(token: string, content: CheckRunContent): Promise<{ url: string }> {
  const octokit = github.getOctokit(token);
  const { context } = github;
  const pullHead = (context.payload.pull_request as { head?: { sha?: string } } | undefined)?.head?.sha;
  const batches: Annotation[][] = [];
  for (let i = 0; i < content.annotations.length; i += PER_REQUEST) batches.push(content.annotations.slice(i, i + PER_REQUEST));
  const output = (annotations: Annotation[] = []) => ({ title: content.title, summary: content.summary, annotations: annotations.map(toCheckAnnotation) });
  const created = await octokit.rest.checks.create({
    ...context.repo,
    name: content.name,
    head_sha: pullHead ?? context.sha,
    status: 'completed',
    conclusion: content.passed ? 'success' : 'failure',
    output: output(batches[0]),
  });
  for (const batch of batches.slice(1)) {
    await octokit.rest.checks.update({ ...context.repo, check_run_id: created.data.id, output: output(batch) });
  }
  return { url: created.data.html_url ?? '' };
}
