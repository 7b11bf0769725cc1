import { describe, expect, it } from 'vitest';
import { TemplateError, checkTemplateFile, compileTemplate, renderStoredTemplate } from '../../src/templates/index.js';
import { StepError } from '../../src/engine/errors.js';

/** Renders a template that must pass its save-time checks. */
function render(source: string, data: unknown = {}): string {
  const { template, issues } = compileTemplate(source);
  expect(issues).toEqual([]);
  return template!.render(data);
}

function issuesOf(source: string) {
  const { template, issues } = compileTemplate(source);
  expect(template).toBeUndefined();
  return issues;
}

function renderError(source: string, data: unknown): TemplateError {
  try {
    render(source, data);
  } catch (error) {
    expect(error).toBeInstanceOf(TemplateError);
    return error as TemplateError;
  }
  throw new Error('expected the render to fail');
}

describe('values', () => {
  it('TPL-01 {{ path }} inserts a value', () => {
    expect(render('<p>Dear {{ customer.name }},</p>', { customer: { name: 'Ann' } })).toBe('<p>Dear Ann,</p>');
    expect(render('{{customer.name}}', { customer: { name: 'Bob' } })).toBe('Bob');
  });

  it('TPL-02 a numeric path part indexes a list', () => {
    const data = { rows: [{ id: 'a1' }, { id: 'b2' }] };
    expect(render('{{ rows.0.id }}/{{ rows.1.id }}', data)).toBe('a1/b2');
    expect(render('[{{ rows.2.id }}]', data)).toBe('[]');
    expect(render('{{ matrix.1.0 }}', { matrix: [[1], [2, 3]] })).toBe('2');
  });

  it('SET-12 a missing value renders as empty text, at any depth', () => {
    expect(render('[{{ missing }}][{{ a.b.c }}][{{ n }}]', { a: { b: null }, n: null })).toBe('[][][]');
    expect(render('[{{ x }}]', undefined)).toBe('[]');
  });

  it('numbers and booleans are written as text; lists and objects as compact JSON, escaped', () => {
    expect(render('{{ a }} {{ b }} {{ c }} {{ d }}', { a: 1.5, b: -0, c: true, d: false })).toBe('1.5 0 true false');
    expect(render('{{ list }}|{{ obj }}', { list: [1, 'x'], obj: { k: 'v<' } })).toBe('[1,&quot;x&quot;]|{&quot;k&quot;:&quot;v&lt;&quot;}');
  });

  it('reads own properties only: nothing inherited, no list or text properties', () => {
    const source = '[{{ constructor }}][{{ toString }}][{{ __proto__ }}][{{ name.length }}][{{ rows.length }}][{{ obj.hasOwnProperty }}]';
    expect(render(source, { name: 'Ann', rows: [1, 2], obj: {} })).toBe('[][][][][][]');
    const withOwnProto = JSON.parse('{"__proto__": "own value"}');
    expect(render('{{ __proto__ }}', withOwnProto)).toBe('own value');
  });

  it('TPL-09 data that looks like {{ }} or ${{ }} stays plain text', () => {
    const data = { name: '{{ secret }}', other: '${{ secrets.API_KEY }}', secret: 'LEAK' };
    expect(render('<p>{{ name }} {{ other }}</p>', data)).toBe('<p>{{ secret }} ${{ secrets.API_KEY }}</p>');
    expect(render('{{#each rows}}{{ this }}{{/each}}', { rows: ['{{#each rows}}', '{{/each}}'] })).toBe('{{#each rows}}{{/each}}');
  });

  it('TPL-08 there is no raw form: {{{ }}} and {{& }} are refused', () => {
    expect(issuesOf('<p>{{{ html }}}</p>')[0]).toMatchObject({ line: 1, message: expect.stringContaining('no raw form') });
    expect(issuesOf('<p>{{& html }}</p>')).toHaveLength(1);
  });
});

describe('loops', () => {
  const data = {
    title: 'TOP',
    name: 'top-level name',
    orders: [
      { name: 'first', lines: [{ sku: 'A' }, { sku: 'B' }] },
      { name: 'second', lines: [] },
      { name: 'third', lines: [{ sku: 'C' }] },
    ],
  };

  it('TPL-21 {{#each}} repeats for each item', () => {
    expect(render('<ul>{{#each orders}}<li>x</li>{{/each}}</ul>', data)).toBe('<ul><li>x</li><li>x</li><li>x</li></ul>');
  });

  it('TPL-03 {{ this }} is the current item; TPL-04 SET-12 {{ @index }} counts from 0', () => {
    expect(render('{{#each tags}}{{ @index }}={{ this }};{{/each}}', { tags: ['a', 'b', 'c'] })).toBe('0=a;1=b;2=c;');
  });

  it('TPL-22 {{ this.name }} is a field of the item', () => {
    expect(render('{{#each orders}}{{ this.name }},{{/each}}', data)).toBe('first,second,third,');
  });

  it('TPL-23 a bare name means the top-level data, also inside a loop', () => {
    expect(render('{{#each orders}}{{ name }}|{{ this.name }};{{/each}}', data)).toBe(
      'top-level name|first;top-level name|second;top-level name|third;',
    );
    expect(render('{{#each orders}}{{#each this.lines}}{{ title }}{{/each}}{{/each}}', data)).toBe('TOPTOPTOP');
  });

  it('TPL-24 TPL-25 in a nested loop this and @index are the inner item; {{#each this.lines}} repeats a list of the item', () => {
    const source = '{{#each orders}}[{{ @index }}:{{#each this.lines}}{{ @index }}{{ this.sku }}{{/each}}:{{ @index }}]{{/each}}';
    expect(render(source, data)).toBe('[0:0A1B:0][1::1][2:0C:2]');
  });

  it('a bare name in a nested {{#each}} loops over the top-level list', () => {
    expect(render('{{#each orders}}{{#each orders}}x{{/each}}|{{/each}}', data)).toBe('xxx|xxx|xxx|');
  });

  it('TPL-26 an empty, missing or null list, or a value that is not a list, shows nothing', () => {
    const source = '[{{#each list}}x{{/each}}]';
    expect(render(source, { list: [] })).toBe('[]');
    expect(render(source, {})).toBe('[]');
    expect(render(source, { list: null })).toBe('[]');
    expect(render(source, { list: { a: 1 } })).toBe('[]');
    expect(render(source, { list: 'text' })).toBe('[]');
  });

  it('outside every loop {{ this }} is the data itself', () => {
    expect(render('{{ this.a }}', { a: 'top' })).toBe('top');
  });

  it('{{ @index }} outside a loop is refused at save time, naming the line', () => {
    expect(issuesOf('<p>\n{{ @index }}</p>')).toEqual([{ line: 2, col: 1, message: expect.stringContaining('only available inside {{#each}}') }]);
  });
});

describe('conditions', () => {
  const source = '{{#if v}}yes{{else}}no{{/if}}';

  it('TPL-27 {{#if}} uses the if: truth rules: false, 0, empty text, null and an empty list are false', () => {
    for (const v of [false, 0, '', null, []]) expect(render(source, { v }), JSON.stringify(v)).toBe('no');
    expect(render(source, {})).toBe('no');
    for (const v of [true, 1, -1, 'x', '0', 'false', [0], {}]) expect(render(source, { v }), JSON.stringify(v)).toBe('yes');
  });

  it('{{#if}} without {{else}} shows nothing when false; conditions on this and @index', () => {
    expect(render('[{{#if v}}shown{{/if}}]', { v: 0 })).toBe('[]');
    expect(render('{{#each xs}}{{#if @index}},{{/if}}{{ this }}{{/each}}', { xs: ['a', 'b', 'c'] })).toBe('a,b,c');
    expect(render('{{#each xs}}{{#if this.on}}{{ this.n }}{{/if}}{{/each}}', { xs: [{ on: 1, n: 'a' }, { on: 0, n: 'b' }] })).toBe('a');
  });
});

describe('syntax errors name the line (TPL-28)', () => {
  it('a block that is never closed names the line it opens on', () => {
    expect(issuesOf('<p>\n\n  {{#each rows}}\n<li>{{ this }}</li>\n')).toEqual([
      { line: 3, col: 3, message: '{{#each}} opened on line 3 is never closed' },
    ]);
  });

  it('a close that does not match, a stray close, a stray or second else', () => {
    expect(issuesOf('{{#if a}}\nx{{/each}}')[0]).toEqual({ line: 2, col: 2, message: '{{/each}} closes {{#if}} opened on line 1' });
    expect(issuesOf('x\ny\n{{/if}}')[0]).toMatchObject({ line: 3, message: '{{/if}} has no {{#if}} to close' });
    expect(issuesOf('{{#each a}}{{else}}{{/each}}')[0]).toMatchObject({ line: 1, message: expect.stringContaining('{{else}} belongs inside {{#if}}') });
    expect(issuesOf('{{#if a}}1{{else}}2\n{{else}}3{{/if}}')[0]).toMatchObject({ line: 2, message: expect.stringContaining('second {{else}}') });
  });

  it('unknown blocks, partials, comments, paths that are not paths, empty and unclosed tags', () => {
    expect(issuesOf('{{#with a}}{{/with}}')[0]!.message).toContain('{{#with}} is not a block');
    expect(issuesOf('{{> partial }}')).toHaveLength(1);
    expect(issuesOf('{{! note }}')).toHaveLength(1);
    expect(issuesOf('{{ a + b }}')[0]!.message).toContain('needs a value path');
    expect(issuesOf('{{ this.a.@index }}')).toHaveLength(1);
    expect(issuesOf('{{#each}}{{/each}}')[0]!.message).toContain('needs a value path');
    expect(issuesOf('a\n{{   }}')[0]).toMatchObject({ line: 2, message: expect.stringContaining('empty') });
    expect(issuesOf('a\nb {{ name')[0]).toEqual({ line: 2, col: 3, message: '{{ is never closed with }}' });
    expect(issuesOf('{{ a {{ b }}')[0]!.message).toContain('never closed');
  });

  it('checkTemplateFile gives the same issues, and none for a good template (CLI-20)', () => {
    expect(checkTemplateFile('<p>{{ name }}</p>')).toEqual([]);
    expect(checkTemplateFile('<p>\n{{#if x}}')).toEqual([{ line: 2, col: 1, message: '{{#if}} opened on line 2 is never closed' }]);
  });

  it('renderStoredTemplate turns issues and limit breaches into invalid_input naming the template and line', () => {
    let error: unknown;
    try {
      renderStoredTemplate('welcome', '<p>\n<script>{{ x }}</script>', {});
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StepError);
    expect((error as StepError).code).toBe('invalid_input');
    expect((error as StepError).message).toBe('template welcome, line 2: a value cannot be used inside <script>');
  });
});

describe('limits', () => {
  it('TPL-29 a template is at most 512 KB, counted in UTF-8 bytes', () => {
    const limit = 512 * 1024;
    expect(compileTemplate('a'.repeat(limit)).issues).toEqual([]);
    const over = 'line\n'.repeat(3) + 'a'.repeat(limit);
    expect(issuesOf(over)).toEqual([{ line: 4, message: 'the template is larger than 512 KB' }]);
    // 'é' is two bytes: half the characters already reach the limit.
    expect(issuesOf('é'.repeat(limit / 2) + 'x')).toHaveLength(1);
    expect(compileTemplate('é'.repeat(limit / 2)).issues).toEqual([]);
  });

  it('TPL-30 blocks nest at most 16 deep; the 17th names its line', () => {
    const nest = (depth: number) => Array.from({ length: depth }, (_, i) => `{{#if a${i}}}\n`).join('') + 'x' + '{{/if}}'.repeat(depth);
    expect(compileTemplate(nest(16)).issues).toEqual([]);
    expect(issuesOf(nest(17))).toEqual([{ line: 17, col: 1, message: 'blocks nest deeper than 16 levels' }]);
    expect(render(nest(16), Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`a${i}`, 1])))).toBe('\n'.repeat(16) + 'x');
  });

  it('TPL-31 a render has at most 200 000 loop rounds, counted over all loops', () => {
    const source = '\n{{#each rows}}{{#each this.cells}}.{{/each}}{{/each}}';
    const rows = (count: number, width: number) => Array.from({ length: count }, () => ({ cells: new Array(width).fill(0) }));
    // 1 000 outer rounds and 199 000 inner rounds: exactly the limit.
    expect(render(source, { rows: rows(1000, 199) }).length).toBe(1 + 199_000);
    const error = renderError(source, { rows: rows(1000, 200) });
    expect(error.line).toBe(2);
    expect(error.message).toContain('more than 200000 loop rounds');
    expect(renderError('{{#each xs}}{{/each}}', { xs: new Array(200_001).fill(1) }).line).toBe(1);
  });

  it('TPL-32 output is at most 8 MB, counted in UTF-8 bytes, the message showing no data', () => {
    const limit = 8 * 1024 * 1024;
    expect(render('{{ v }}', { v: 'a'.repeat(limit) }).length).toBe(limit);
    const error = renderError('<p>\n{{ v }}</p>', { v: 'a'.repeat(limit) });
    expect(error.line).toBe(2);
    expect(error.message).toBe('line 2: the output would be larger than 8 MB');
    expect(renderError('{{ v }}', { v: 'é'.repeat(limit / 2 + 1) }).message).toContain('8 MB');
    // Escaping counts: each < becomes four bytes.
    expect(renderError('{{ v }}', { v: '<'.repeat(limit / 4 + 1) }).message).toContain('8 MB');
  });
});

describe('compiling once', () => {
  it('the same source text gives the same compiled template, rendered many times', () => {
    const source = '<p>{{ n }}</p>';
    const first = compileTemplate(source).template!;
    expect(compileTemplate(source).template).toBe(first);
    expect([1, 2, 3].map((n) => first.render({ n }))).toEqual(['<p>1</p>', '<p>2</p>', '<p>3</p>']);
  });

  it('issues of a cached template are a fresh copy each time', () => {
    const source = '{{#if x}}';
    compileTemplate(source).issues.push({ line: 99, message: 'caller changed it' });
    expect(compileTemplate(source).issues).toHaveLength(1);
  });
});
