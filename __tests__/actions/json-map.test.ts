import { describe, expect, it } from 'vitest';
import { jsonMap } from '../../src/actions/json-map.js';
import { parsePath } from '../../src/actions/shared/json-path.js';
import { actionHarness } from '../helpers/action-context.js';
import { expectOutputShape, failure, saveIssuesOf } from '../helpers/expect-step.js';

async function map(input: Record<string, unknown>): Promise<unknown> {
  const output = await actionHarness(jsonMap).run(input);
  expectOutputShape(jsonMap, output);
  expect(Object.keys(output)).toEqual(['result']);
  return output.result;
}

const saveIssues = saveIssuesOf(jsonMap);

const order = {
  id: 'A-1',
  customer: { name: 'Ann', 'first name': 'A', tags: ['vip', 'eu'] },
  items: [
    { id: 'i1', qty: 2 },
    { id: 'i2', qty: 0 },
  ],
  'key with spaces': 'spaced',
  note: null,
  zero: 0,
  no: false,
  empty: '',
};

describe('json.map', () => {
  it('JSONMAP-01 data is required: an object or a list of objects', async () => {
    const harness = actionHarness(jsonMap);
    expect((await failure(harness.run({ mapping: { a: 'a' } }))).message).toContain('data');
    expect((await failure(harness.run({ data: 'text', mapping: { a: 'a' } }))).code).toBe('invalid_input');
    const item = await failure(harness.run({ data: [{ a: 1 }, 5], mapping: { a: 'a' } }));
    expect(item.code).toBe('invalid_input');
    expect(item.message).toContain('data[1]');
  });

  it('JSONMAP-02 mapping is required: output name to a path text', async () => {
    const harness = actionHarness(jsonMap);
    expect((await failure(harness.run({ data: {} }))).message).toContain('mapping');
    expect((await failure(harness.run({ data: {}, mapping: { a: 5 } }))).message).toContain('mapping.a');
    expect((await failure(harness.run({ data: {}, mapping: { a: '' } }))).message).toContain('mapping.a');
  });

  it('JSONMAP-03 object data gives one mapped object', async () => {
    expect(await map({ data: order, mapping: { order_id: 'id', who: '$.customer.name' } })).toEqual({ order_id: 'A-1', who: 'Ann' });
  });

  it('JSONMAP-04 list data gives a list of mapped objects, in order', async () => {
    expect(await map({ data: order.items, mapping: { sku: '$.id', n: 'qty' } })).toEqual([
      { sku: 'i1', n: 2 },
      { sku: 'i2', n: 0 },
    ]);
    expect(await map({ data: [], mapping: { a: 'a' } })).toEqual([]);
  });

  it('JSONMAP-05 paths $.a.b, $.items[0].id, $[\'key with spaces\'] and a.b', async () => {
    const result = await map({
      data: order,
      mapping: {
        a: '$.customer.name',
        b: '$.items[0].id',
        c: "$['key with spaces']",
        d: 'customer.name',
        e: '$.customer.tags[1]',
        f: '$["customer"]["first name"]',
        g: "['id']",
        h: 'items[1].qty',
        i: "$[ 'customer' ].name",
        j: '$',
      },
    });
    expect(result).toEqual({ a: 'Ann', b: 'i1', c: 'spaced', d: 'Ann', e: 'eu', f: 'A', g: 'A-1', h: 0, i: 'Ann', j: order });
  });

  it('JSONMAP-05 quoted names may hold quotes, dots and brackets', async () => {
    const data = { "it's": 1, 'a.b': 2, '[x]': 3, 'say "hi"': 4 };
    expect(await map({ data, mapping: { p: "$['it\\'s']", q: "$['a.b']", r: "$['[x]']", s: '$["say \\"hi\\""]' } })).toEqual({ p: 1, q: 2, r: 3, s: 4 });
  });

  it('JSONMAP-06 JSON pointers such as /a/0/b', async () => {
    const data = { a: [{ b: 'x' }], 'c/d': 1, 'e~f': 2, '': 3 };
    expect(await map({ data, mapping: { p: '/a/0/b', q: '/c~1d', r: '/e~0f', s: '/', t: '/a/1/b', u: '/a/-' } })).toEqual({ p: 'x', q: 1, r: 2, s: 3, t: null, u: null });
    expect(parsePath('/a/~2')).toEqual({ error: expect.stringContaining('~0 or ~1') });
  });

  it('JSONMAP-07 wildcards, recursive descent, filters, slices, unions and scripts are refused', async () => {
    const refused = ['$.items[*].id', '$.*', '$..id', 'a..b', '$.items[?(@.qty>1)]', '$.items[0:1]', '$.items[:1]', '$.items[0,1]', "$['a','b']", '$.items[(@.length-1)]', '$.items[-1]', "$['open", '$x', 'a.', '$[abc]'];
    const harness = actionHarness(jsonMap);
    for (const path of refused) {
      const error = await failure(harness.run({ data: order, mapping: { out: path } }));
      expect(error.code, path).toBe('invalid_input');
      expect(error.message, path).toContain('mapping.out');
      expect(saveIssues({ data: {}, mapping: { out: path } }).issues, path).toHaveLength(1);
    }
  });

  it('JSONMAP-07 a path reads own fields only, never prototype members or list members by name', async () => {
    const result = await map({ data: { list: [1, 2] }, mapping: { a: 'constructor', b: '__proto__', c: 'toString', d: 'list.length', e: 'list.1', f: '$.list[1]' } });
    expect(result).toEqual({ a: null, b: null, c: null, d: null, e: 2, f: 2 });
  });

  it('JSONMAP-08 a dotted output name makes a nested object', async () => {
    expect(await map({ data: order, mapping: { 'customer.name': 'customer.name', 'customer.first': "customer['first name']", 'meta.src.id': 'id', top: 'zero' } })).toEqual({
      customer: { name: 'Ann', first: 'A' },
      meta: { src: { id: 'A-1' } },
      top: 0,
    });
  });

  it('JSONMAP-08 an output named __proto__ is an own field', async () => {
    const result = (await map({ data: { a: 1 }, mapping: JSON.parse('{"__proto__": "a", "x.__proto__": "a"}') })) as Record<string, unknown>;
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.keys(result)).toEqual(['__proto__', 'x']);
    expect(Object.getOwnPropertyDescriptor(result, '__proto__')?.value).toBe(1);
    expect(Object.getOwnPropertyDescriptor(result.x, '__proto__')?.value).toBe(1);
  });

  it('JSONMAP-09 a path that finds nothing gives the default, or null', async () => {
    expect(await map({ data: order, mapping: { a: 'missing', b: 'customer.missing.deep', c: 'items[9].id', d: 'id.length' }, defaults: { a: 'n/a', c: { none: true } } })).toEqual({
      a: 'n/a',
      b: null,
      c: { none: true },
      d: null,
    });
  });

  it('JSONMAP-10 a path that finds null gives the default, or null; 0, false and "" are kept', async () => {
    expect(await map({ data: order, mapping: { a: 'note', b: 'note', z: 'zero', n: 'no', e: 'empty' }, defaults: { a: 'was null', z: 9, n: true, e: 'x' } })).toEqual({
      a: 'was null',
      b: null,
      z: 0,
      n: false,
      e: '',
    });
  });

  it('JSONMAP-09 a default for a name mapping does not have is refused', async () => {
    const error = await failure(actionHarness(jsonMap).run({ data: {}, mapping: { a: 'a' }, defaults: { b: 1 } }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('defaults');
  });

  it('JSONMAP-11 overlapping outputs such as a and a.b are refused, in either order', async () => {
    const harness = actionHarness(jsonMap);
    for (const mapping of [{ a: 'x', 'a.b': 'y' }, { 'a.b': 'y', a: 'x' }, { 'a.b.c': 'x', 'a.b': 'y' }]) {
      const error = await failure(harness.run({ data: {}, mapping }));
      expect(error.code).toBe('invalid_input');
      expect(error.message).toContain('overlap');
      expect(saveIssues({ data: {}, mapping }).issues).toHaveLength(1);
    }
    expect(saveIssues({ data: {}, mapping: { 'a.b': 'x', 'a.c': 'y' } }).issues).toEqual([]);
    expect((await failure(harness.run({ data: {}, mapping: { 'a..b': 'x' } }))).message).toContain('empty part');
  });

  it('JSONMAP-12 at most 500 output fields', async () => {
    const fields = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, 'a']));
    expect(Object.keys((await map({ data: { a: 1 }, mapping: fields(500) })) as object)).toHaveLength(500);
    const error = await failure(actionHarness(jsonMap).run({ data: { a: 1 }, mapping: fields(501) }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('mapping');
  });

  it('JSONMAP-13 at most 100 000 items', async () => {
    const items = new Array(100_000).fill({ a: 1 });
    expect(((await map({ data: items, mapping: { b: 'a' } })) as unknown[]).length).toBe(100_000);
    const error = await failure(actionHarness(jsonMap).run({ data: [...items, { a: 1 }], mapping: { b: 'a' } }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('data');
  });

  it('JSONMAP-14 the result is at most 32 MB, also when one big value repeats', async () => {
    const big = { blob: `SECRET${'x'.repeat(1024 * 1024)}` };
    const items = Array.from({ length: 40 }, () => ({ big }));
    const error = await failure(actionHarness(jsonMap).run({ data: items, mapping: { copy: 'big' } }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('32 MB');
    expect(error.message).not.toContain('SECRET');
    expect(((await map({ data: items.slice(0, 30), mapping: { copy: 'big' } })) as unknown[]).length).toBe(30);
    // names alone: 100 000 items × 500 long names is refused before mapping
    const mapping = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`a_rather_long_output_field_name_${i}`, 'a']));
    expect((await failure(actionHarness(jsonMap).run({ data: new Array(100_000).fill({}), mapping }))).message).toContain('32 MB');
  });

  it('ACT-03 save time checks literal paths and names; expressions wait for the run', () => {
    expect(saveIssues({ data: '${{ steps.a.outputs.json }}', mapping: { a: '${{ vars.path }}', b: 'x.y' } }).issues).toEqual([]);
    expect(saveIssues({ data: {}, mapping: '${{ vars.mapping }}' }).issues).toEqual([]);
    expect(saveIssues({ data: {}, mapping: { a: '$..x' } }).issues[0]).toMatchObject({ path: 'mapping.a', code: 'invalid_input' });
    expect(saveIssues({ data: {}, mapping: { a: 'a' }, extra: 1 }).schema).not.toEqual([]);
  });

  it('ACT-06 ERR-02 messages name the field and never show data', async () => {
    const error = await failure(actionHarness(jsonMap).run({ data: { a: 1 }, mapping: { out: "$['SECRET'" } }));
    expect(error.message).toContain('mapping.out');
    expect(error.message).not.toContain('SECRET');
  });
});
