/**
 * The documentation: README.md stays a landing page a newcomer reads in minutes, and it and
 * the pages of docs/ speak for themselves. They name no rule IDs or issue numbers, point to
 * no files outside this repository (the spec lives beside it, not in it), and every
 * relative link leads to a file (and heading) that exists.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const MAX_README_LINES = 400;

/** README.md and every Markdown page under docs/, relative to the repository. */
function pages(): string[] {
  const docs = join(REPO, 'docs');
  const inDocs = readdirSync(docs, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name));
  return ['README.md', ...inDocs.sort()];
}

const read = (page: string) => readFileSync(join(REPO, page), 'utf8');

/** Each line of the page with its number, from 1. */
const numbered = (text: string) => text.split('\n').map((line, index) => ({ line, number: index + 1 }));

/** What may not appear in the pages, each with why. */
const FORBIDDEN: { pattern: RegExp; what: string }[] = [
  { pattern: /\b[A-Z]{2,8}-\d{2}\b/, what: 'a rule ID of the spec' },
  { pattern: /\bissues? #?\d+\b/i, what: 'an issue number' },
  { pattern: /(?:^|[^\w&/])#\d+\b/, what: 'an issue number' },
  { pattern: /\.\.\/shared\b/, what: 'a path outside the repository' },
  { pattern: /\bshared\/spec\b/, what: 'the spec, which is not in this repository' },
];

/** The text with fenced code blocks blanked out, line numbers kept. */
function withoutFences(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '));
}

/** The text without fenced code blocks and inline code, where brackets are not links. */
function prose(text: string): string {
  return withoutFences(text).replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
}

interface Link {
  target: string;
  line: number;
}

/** The inline links of a page: `[text](target)` and `![alt](target)`, outside code. */
function linksIn(text: string): Link[] {
  const links: Link[] = [];
  for (const { line, number } of numbered(prose(text))) {
    for (const match of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ target: match[1]!, line: number });
  }
  return links;
}

/** Links to another site, a mail address or a `service://` id are not files here. */
const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** The anchors GitHub gives a page's headings (github-slugger's rules). */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { line } of numbered(withoutFences(text).replace(/`([^`\n]*)`/g, '$1'))) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

describe('README.md', () => {
  it(`has at most ${MAX_README_LINES} lines: details go to docs/`, () => {
    const lines = read('README.md').replace(/\n$/, '').split('\n').length;
    expect(lines, 'README.md is a landing page; move details into a page of docs/').toBeLessThanOrEqual(MAX_README_LINES);
  });
});

describe('README.md and docs/*.md', () => {
  it('docs/README.md, the index, links to every page of docs/', () => {
    const linked = new Set(linksIn(read(join('docs', 'README.md'))).map(({ target }) => join('docs', target.replace(/[#?].*$/, ''))));
    const unlisted = pages().filter((page) => page.startsWith(`docs${sep}`) && page !== join('docs', 'README.md') && !linked.has(page));
    expect(unlisted, 'pages missing from the index docs/README.md').toEqual([]);
  });

  it('name no rule IDs, issue numbers or paths outside the repository', () => {
    const found: string[] = [];
    for (const page of pages()) {
      for (const { line, number } of numbered(read(page))) {
        for (const { pattern, what } of FORBIDDEN) {
          const match = pattern.exec(line);
          if (match) found.push(`${page}:${number}: ${what}: ${match[0].trim()}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('every relative link points to a file that exists', () => {
    const broken: string[] = [];
    for (const page of pages()) {
      for (const { target, line } of linksIn(read(page))) {
        if (isExternal(target) || target.startsWith('#')) continue;
        const path = decodeURIComponent(target.replace(/[#?].*$/, ''));
        const file = resolve(REPO, dirname(page), path);
        const inside = !relative(REPO, file).startsWith('..');
        if (!inside || !existsSync(file)) broken.push(`${page}:${line}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("every link to a heading names one of the linked page's headings", () => {
    const broken: string[] = [];
    for (const page of pages()) {
      for (const { target, line } of linksIn(read(page))) {
        const anchor = /^([^#?]*)#(.+)$/.exec(target);
        if (!anchor || isExternal(target)) continue;
        const file = anchor[1] ? resolve(REPO, dirname(page), decodeURIComponent(anchor[1])) : join(REPO, page);
        if (!file.endsWith('.md') || !existsSync(file) || !statSync(file).isFile()) continue;
        if (!anchorsOf(readFileSync(file, 'utf8')).has(decodeURIComponent(anchor[2]!))) broken.push(`${page}:${line}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
