import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_CONTENT_TYPE, guessContentType } from '../../src/world/files/content-types.js';
import { compilePattern } from '../../src/actions/files/glob.js';
import { checkFilePath, checkFolderPath, pathProblem, resolveMoveTarget } from '../../src/world/files/paths.js';
import { StepError } from '../../src/engine/errors.js';

function refusal(check: () => unknown): StepError {
  try {
    check();
  } catch (error) {
    if (error instanceof StepError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('path rules', () => {
  it('FILES-02 a path is relative: a leading / is refused, folders are joined with /', () => {
    expect(checkFilePath('exports/2026/orders.csv', 'path')).toBe('exports/2026/orders.csv');
    const error = refusal(() => checkFilePath('/etc/passwd', 'path'));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toMatch(/^path: must be relative/);
    expect(refusal(() => checkFolderPath('/', 'path')).message).toMatch(/relative/);
  });

  it.each(['.', '..', '../x.csv', 'a/../b.csv', 'a/./b.csv', 'a/..', './a.csv', 'a/b/../../..'])('FILES-03 the part . or .. is refused: %s', (path) => {
    const error = refusal(() => checkFilePath(path, 'from'));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toMatch(/^from: .*\. or \.\. parts/);
  });

  it.each(['%2e%2e', '%2E%2E', '%2e%2E/x.csv', '.%2e', '%2e.', '%2e', 'a/%2e%2e/b.csv', '%252e%252e', '%25252e%25252e', '%2e%2e%2fetc', '%2e%2e%5cwin'])(
    'FILES-04 . and .. written with percent signs are refused too: %s',
    (path) => {
      const error = refusal(() => checkFilePath(path, 'path'));
      expect(error.code).toBe('invalid_input');
      expect(error.message).toMatch(/percent signs/);
    },
  );

  it.each(['100%25.csv', 'a%20b.csv', '%zz.csv', '50%.csv', 'x%2ey.csv', '%2e%2e%2e', '...', '%', 'a%2fb.csv'])('FILES-05 other percent signs are part of the name: %s', (path) => {
    expect(checkFilePath(path, 'path')).toBe(path);
  });

  it.each([
    ['a\\b.csv', /not \\/],
    ['a//b.csv', /empty folder name/],
    ['a\u0000.csv', /control characters/],
    ['a\nb.csv', /control characters/],
    ['a\u007f.csv', /control characters/],
  ])('FILES-02 careless or hostile paths are refused: %j', (path, why) => {
    expect(refusal(() => checkFilePath(path, 'path')).message).toMatch(why);
  });

  it('FILES-02 messages name the field, never the path', () => {
    for (const path of ['../secret-plan.csv', '/root/secret-plan.csv', 'secret-plan\u0000.csv']) {
      expect(refusal(() => checkFilePath(path, 'path')).message).not.toContain('secret-plan');
    }
  });

  it('FILES-14 FILES-19 FILES-29 FILES-34 a file path is 1 to 1024 characters and names a file', () => {
    expect(checkFilePath('a'.repeat(1024), 'path')).toHaveLength(1024);
    expect(refusal(() => checkFilePath('a'.repeat(1025), 'path')).message).toMatch(/1024/);
    expect(refusal(() => checkFilePath('', 'path')).code).toBe('invalid_input');
    expect(refusal(() => checkFilePath('exports/', 'path')).message).toMatch(/not a folder/);
  });

  it('FILES-09 a folder may be empty (the base) and may end with one /', () => {
    expect(checkFolderPath('', 'path')).toBe('');
    expect(checkFolderPath('exports/', 'path')).toBe('exports');
    expect(checkFolderPath('exports', 'path')).toBe('exports');
    expect(refusal(() => checkFolderPath('exports//', 'path')).code).toBe('invalid_input');
    expect(refusal(() => checkFolderPath('..', 'path')).code).toBe('invalid_input');
    expect(refusal(() => checkFolderPath('%2e%2e/', 'path')).code).toBe('invalid_input');
  });

  it('FILES-30 a move target ending with / keeps the file name', () => {
    expect(resolveMoveTarget('sent/', 'exports/orders.csv')).toBe('sent/orders.csv');
    expect(resolveMoveTarget('sent/2026/', 'orders.csv')).toBe('sent/2026/orders.csv');
    expect(resolveMoveTarget('renamed.csv', 'exports/orders.csv')).toBe('renamed.csv');
    expect(refusal(() => resolveMoveTarget('../', 'orders.csv')).code).toBe('invalid_input');
    expect(refusal(() => resolveMoveTarget('/', 'orders.csv')).code).toBe('invalid_input');
  });

  it('FILES-03 FILES-04 no accepted path has a part that reads as . or .. however often it is percent-decoded', () => {
    const piece = fc.constantFrom('.', '%2e', '%2E', '%25', '2e', '/', 'a', '%', '5c', '%2f');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }).map((parts) => parts.join('')), (path) => {
        if (pathProblem(path) !== undefined) return;
        let text = path;
        for (let round = 0; round < 10; round += 1) {
          expect(text.split(/[/\\]/).some((part) => part === '.' || part === '..')).toBe(false);
          text = text.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('name patterns', () => {
  const matches = (pattern: string, name: string) => compilePattern(pattern)(name);

  it('FILES-10 * matches any run of characters, also none', () => {
    expect(matches('*.csv', 'orders.csv')).toBe(true);
    expect(matches('*.csv', '.csv')).toBe(true);
    expect(matches('*.csv', 'orders.csv.bak')).toBe(false);
    expect(matches('orders-*-*.csv', 'orders-2026-01.csv')).toBe(true);
    expect(matches('*', 'anything at all')).toBe(true);
    expect(matches('**.csv', 'a.csv')).toBe(true);
  });

  it('FILES-10 ? matches exactly one character (also one beyond the BMP)', () => {
    expect(matches('report-?.csv', 'report-1.csv')).toBe(true);
    expect(matches('report-?.csv', 'report-12.csv')).toBe(false);
    expect(matches('report-?.csv', 'report-.csv')).toBe(false);
    expect(matches('?.txt', '😀.txt')).toBe(true);
  });

  it('FILES-10 [abc] matches one of a set; ranges and ! or ^ negation work too', () => {
    expect(matches('[abc].csv', 'b.csv')).toBe(true);
    expect(matches('[abc].csv', 'd.csv')).toBe(false);
    expect(matches('day-[0-9][0-9].csv', 'day-07.csv')).toBe(true);
    expect(matches('day-[0-9][0-9].csv', 'day-7x.csv')).toBe(false);
    expect(matches('[!.]*', 'visible.csv')).toBe(true);
    expect(matches('[!.]*', '.hidden')).toBe(false);
    expect(matches('[^a]*', 'abc')).toBe(false);
    expect(matches('[]]x', ']x')).toBe(true);
    expect(matches('[a-]x', '-x')).toBe(true);
    expect(matches('[*?[]', '*')).toBe(true);
    expect(matches('[*?[]', 'a')).toBe(false);
  });

  it('FILES-10 matching is whole-name and case-sensitive', () => {
    expect(matches('orders', 'orders.csv')).toBe(false);
    expect(matches('*.CSV', 'orders.csv')).toBe(false);
    expect(matches('a+b(1).csv', 'a+b(1).csv')).toBe(true);
    expect(matches('a.c', 'abc')).toBe(false);
  });

  it.each([
    ['[abc', /never closed/],
    ['[', /never closed/],
    ['[z-a]', /low to high/],
    ['exports/*.csv', /cannot contain \//],
  ])('FILES-10 a pattern that is not well formed is refused: %s', (pattern, why) => {
    const error = refusal(() => compilePattern(pattern));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toMatch(why);
    expect(error.message).toMatch(/^pattern: /);
  });

  // A backtracking matcher would not answer here in any lifetime; `npm run bench -- hostile` times this one.
  it('FILES-10 a pattern with many stars answers on a long name (no backtracking blow-up)', () => {
    const matcher = compilePattern(`${'*a'.repeat(99)}b`);
    expect(matcher('a'.repeat(5000))).toBe(false);
    expect(matcher(`${'a'.repeat(5000)}b`)).toBe(true);
  });

  it('FILES-10 the matcher agrees with a regular expression of the same pattern', () => {
    // The generated pattern pieces are either one character or a whole set such as [!a].
    const toRegex = (pattern: string) =>
      new RegExp(
        `^${(pattern.match(/\[[^\]]*\]|./gsu) ?? [])
          .map((piece) => (piece === '*' ? '.*' : piece === '?' ? '.' : piece.startsWith('[') ? piece.replace('[!', '[^') : piece.replace(/[.+^${}()|\\]/g, '\\$&')))
          .join('')}$`,
        'su',
      );
    const letters = fc.constantFrom('a', 'b', '.', '-');
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', '.', '*', '?', '[ab]', '[!a]'), { maxLength: 6 }).map((p) => p.join('')),
        fc.array(letters, { maxLength: 8 }).map((n) => n.join('')),
        (pattern, name) => {
          const regex = toRegex(pattern);
          expect(compilePattern(pattern)(name)).toBe(regex.test(name));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('content types', () => {
  it.each([
    ['orders.csv', 'text/csv'],
    ['REPORT.PDF', 'application/pdf'],
    ['data.json', 'application/json'],
    ['feed.xml', 'application/xml'],
    ['book.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['bundle.zip', 'application/zip'],
    ['notes.txt', 'text/plain'],
    ['photo.jpeg', 'image/jpeg'],
    ['archive.tar.gz', 'application/gzip'],
  ])('FILES-16 %s is %s', (name, type) => {
    expect(guessContentType(name)).toBe(type);
  });

  it.each(['README', '.env', 'file.', 'data.unknownext', 'x.constructor', 'x.__proto__', 'x.toString'])('FILES-16 %s gets the plain download type', (name) => {
    expect(guessContentType(name)).toBe(DEFAULT_CONTENT_TYPE);
  });
});
