/**
 * The quick YAML reader (js-yaml's events) must read every file it accepts exactly as the
 * full reader (the `yaml` package) does: the same value, key order, numbers (-0, NaN), and
 * the same line and column for every path. Whatever it leaves alone goes to the full reader.
 */
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPlainYaml } from '../../src/definitions/plain-yaml.js';
import { readFullYaml, readYaml } from '../../src/definitions/source.js';
import type { PathSegment, SourceFile } from '../../src/definitions/source.js';

const repoRoot = join(import.meta.dirname, '..', '..');

interface SuiteCase {
  id: string;
  name: string;
  yaml: string;
  error: boolean;
}
const suite = JSON.parse(readFileSync(join(repoRoot, '__tests__/fixtures/yaml-test-suite/cases.json'), 'utf8')) as SuiteCase[];

const repoYamlFiles = execFileSync('git', ['ls-files', '*.yaml', '*.yml'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && !file.startsWith('dist/'));

/** Every value with its path, in document order; numbers spelled so -0 and NaN count. */
function entries(value: unknown, path: PathSegment[] = [], out: [string, string][] = []): [string, string][] {
  const at = JSON.stringify(path);
  if (Array.isArray(value)) {
    out.push([at, `array(${value.length})`]);
    value.forEach((item, index) => entries(item, [...path, index], out));
  } else if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    out.push([at, `object(${JSON.stringify(keys)}) proto ${Object.getPrototypeOf(value) === Object.prototype}`]);
    for (const key of keys) entries((value as Record<string, unknown>)[key], [...path, key], out);
  } else {
    out.push([at, typeof value === 'number' ? `number ${Object.is(value, -0) ? '-0' : String(value)}` : `${typeof value} ${String(value)}`]);
  }
  return out;
}

/** Every path of the value, and one missing child under each collection. */
function paths(value: unknown, path: PathSegment[] = [], out: PathSegment[][] = []): PathSegment[][] {
  out.push(path);
  if (Array.isArray(value)) {
    value.forEach((item, index) => paths(item, [...path, index], out));
    out.push([...path, value.length], [...path, 'missing']);
  } else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) paths((value as Record<string, unknown>)[key], [...path, key], out);
    out.push([...path, 'missing field'], [...path, 0]);
  }
  return out;
}

function positions(source: SourceFile, all: PathSegment[][]): string[] {
  return all.map((path) => `${JSON.stringify(path)} ${JSON.stringify(source.position(path))}`);
}

/** Holds the quick reading of `text` to the full one; true when the quick reader took it. */
function expectSameAsFull(text: string): boolean {
  if (readPlainYaml(text) === undefined) return false;
  const quick = readYaml('f.yaml', text);
  const full = readFullYaml('f.yaml', text);
  expect(entries(quick.value)).toEqual(entries(full.value));
  const all = paths(full.value);
  expect(positions(quick, all)).toEqual(positions(full, all));
  return true;
}

describe('the quick YAML reader', () => {
  it('CLI-19 reads every YAML test suite case it takes as the full reader does, values and positions', () => {
    let taken = 0;
    for (const { id, name, yaml } of suite) {
      try {
        if (expectSameAsFull(yaml)) taken += 1;
      } catch (error) {
        throw new Error(`yaml-test-suite ${id} (${name}): ${(error as Error).message}`);
      }
    }
    // The suite is mostly the corners of YAML (tags, anchors, odd indentation); the
    // plain part of it must still be read quickly, or the reader has stopped working.
    expect(taken).toBeGreaterThan(100);
  });

  it('takes no case of the YAML test suite that must fail', () => {
    const taken = suite.filter((c) => c.error && readPlainYaml(c.yaml) !== undefined).map((c) => `${c.id} ${c.name}`);
    expect(taken).toEqual([]);
  });

  it('REPORT-18 reads every definition file of the repository quickly, with the full reader\'s step lines', () => {
    expect(repoYamlFiles.length).toBeGreaterThan(5);
    for (const file of repoYamlFiles) {
      const text = readFileSync(join(repoRoot, file), 'utf8');
      expect({ file, taken: expectSameAsFull(text) }).toEqual({ file, taken: true });
    }
  });

  const corners: [string, string, boolean][] = [
    ['a byte-order mark', '\uFEFFname: x\nsteps:\n  - id: a\n', true],
    ['CRLF line ends', 'name: x\r\nsteps:\r\n  - id: a\r\n    if: "${{ true }}"\r\n', true],
    ['a lone CR (a line end for YAML only)', 'name: x\rsteps: []\n', false],
    ['`__proto__` and `toString` as keys', '__proto__: {polluted: true}\ntoString: 1\nconstructor: [1]\n', true],
    ['keys 1 and "1" (one member, the last wins)', '1: a\n"1": b\n', true],
    ['keys 1 and 1.0 (a duplicate for the full reader)', '1: a\n1.0: b\n', false],
    ['null and empty keys', '~: a\n', true],
    ['core schema scalars', 'a: [0o17, 0x1F, +12, -0, .5, -.5, 1e3, 1_000, 0b11, .inf, -.Inf, .NaN, Yes, True, NULL, ~, 012]\n', true],
    ['quoted and block scalars in sequences', 'a:\n  - "q"\n  - \'s\'\n  - |\n    text\n  - >-\n    folded\n  -\n', true],
    ['quoted keys', '"if": a\n\'x y\': b\n', true],
    ['flow collections', 'a: {b: [1, {c: d}], e: }\n', true],
    ['an explicit document start and end', '---\na: 1\n...\n', true],
    ['comments everywhere', '# head\na: 1 # tail\n# between\nb:\n  - 2 # item\n', true],
    ['two documents', 'a: 1\n---\nb: 2\n', false],
    ['a directive', '%YAML 1.2\n---\na: 1\n', false],
    ['a tag', 'a: !!str 1\n', false],
    ['an anchor and an alias', 'a: &x 1\nb: *x\n', false],
    ['a duplicate key', 'a: 1\na: 2\n', false],
    ['a collection as a key', '? [a]\n: 1\n', false],
    ['an empty file', '', false],
    ['only a comment', '# nothing\n', false],
    ['a syntax error', 'a: [1\n', false],
  ];
  it.each(corners)('CLI-19 %s: quick only where the full reader agrees', (_name, text, quick) => {
    expect(expectSameAsFull(text)).toBe(quick);
  });

  it('leaves a file it does not take to the full reader, problems and all', () => {
    expect(() => readYaml('f.yaml', 'a: 1\na: 2\n')).toThrow(/duplicate key 'a'/);
  });
});
