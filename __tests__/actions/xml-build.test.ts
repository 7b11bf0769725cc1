import { describe, expect, it } from 'vitest';
import { xmlBuild } from '../../src/actions/xml-build.js';
import { xmlParse } from '../../src/actions/xml-parse.js';
import { actionHarness } from '../helpers/action-context.js';
import { expectValidOutput, MIB, stepError } from './archive-fixtures.js';

async function build(input: Record<string, unknown>) {
  const output = await actionHarness(xmlBuild).run(input);
  expectValidOutput(xmlBuild, output);
  return output;
}

const xmlOf = async (value: unknown, declaration = false) => (await build({ value, declaration })).xml as string;
const failure = (input: Record<string, unknown>) => stepError(actionHarness(xmlBuild).run(input));
const noIssues = () => false;

describe('xml.build', () => {
  it('ACT-02 the output holds only the fields of the output table', async () => {
    const harness = actionHarness(xmlBuild);
    const text = await harness.run({ value: { a: 1 } });
    const file = await harness.run({ value: { a: 1 }, filename: 'a.xml' });
    expect(Object.keys(text).sort()).toEqual(['bytes', 'xml']);
    expect(Object.keys(file).sort()).toEqual(['artifact', 'bytes']);
    expectValidOutput(xmlBuild, text);
    expectValidOutput(xmlBuild, file);
    expect(() => expectValidOutput(xmlBuild, { ...text, extra: 1 })).toThrow();
  });

  it('XMLB-01 value is required: an object with one key, the root element', async () => {
    expect((await failure({})).code).toBe('invalid_input');
    expect((await failure({ value: { a: 1, b: 2 } })).code).toBe('invalid_input');
    expect((await failure({ value: {} })).code).toBe('invalid_input');
    expect((await failure({ value: 'x' })).code).toBe('invalid_input');
    expect((await failure({ value: { a: [1, 2] } })).code).toBe('invalid_input');
  });

  it('ACT-01 refuses an input field the table does not list', async () => {
    const error = await failure({ value: { a: 1 }, pretty: true });
    expect(error).toMatchObject({ code: 'invalid_input', message: 'pretty: is not a known input' });
  });

  it('XMLB-02 declaration defaults to true: the XML declaration with UTF-8 is written', async () => {
    expect((await build({ value: { a: 'x' } })).xml).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<a>x</a>');
  });

  it('XMLB-03 declaration: false writes no declaration', async () => {
    expect(await xmlOf({ a: 'x' })).toBe('<a>x</a>');
  });

  it('XMLB-04 filename has 1 to 255 characters and no folders', async () => {
    for (const filename of ['', 'x'.repeat(256), 'out/a.xml', '..\\a.xml', '..', '/etc/passwd']) {
      const error = await failure({ value: { a: 1 }, filename });
      expect(error.code, filename).toBe('invalid_input');
      expect(error.message).toMatch(/^filename: /);
    }
    expect(xmlBuild.saveCheck!({ value: { a: 1 }, filename: 'dir/a.xml' }, noIssues)).toEqual([
      { path: 'filename', code: 'invalid_input', message: 'must be a file name without folders' },
    ]);
    expect(xmlBuild.saveCheck!({ value: { a: 1 }, filename: '${{ vars.name }}' }, () => true)).toEqual([]);
    expect((await build({ value: { a: 1 }, filename: 'x'.repeat(251) + '.xml' })).artifact).toBe('x'.repeat(251) + '.xml');
  });

  it('XMLB-05 ACT-07 ACT-08 with filename the XML is written to a file named in output artifact', async () => {
    const harness = actionHarness(xmlBuild);
    const output = await harness.run({ value: { order: { id: 7 } }, filename: 'order.xml' });
    expectValidOutput(xmlBuild, output);
    expect(output).toEqual({ artifact: 'order.xml', bytes: 64 });
    const artifact = harness.world.artifacts.get('order.xml')!;
    expect(artifact).toMatchObject({ name: 'order.xml', content_type: 'application/xml; charset=utf-8', size_bytes: 64, step: 'step' });
    expect(artifact.id).toEqual(expect.any(String));
    expect(Buffer.from(artifact.data).toString('utf8')).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<order><id>7</id></order>');
    // A name already taken gets (2).
    expect((await harness.run({ value: { order: {} }, filename: 'order.xml' })).artifact).toBe('order(2).xml');
  });

  it('XMLB-06 without filename, output xml holds the text', async () => {
    const output = await build({ value: { a: 'x' } });
    expect(Object.keys(output).sort()).toEqual(['bytes', 'xml']);
  });

  it('XMLB-07 bytes is always present and counts UTF-8 bytes', async () => {
    expect((await build({ value: { a: '\u00e9\u20ac' }, declaration: false })).bytes).toBe('<a></a>'.length + 2 + 3);
  });

  it('XMLB-08 text is escaped', async () => {
    expect(await xmlOf({ a: { '@t': `<"&'>\n\t`, '#text': '<b>&amp;</b> ]]> \r' } })).toBe(
      `<a t="&lt;&quot;&amp;'&gt;&#10;&#9;">&lt;b&gt;&amp;amp;&lt;/b&gt; ]]&gt; &#13;</a>`,
    );
  });

  it('XMLB-08 escaped text reads back as written (round trip through xml.parse)', async () => {
    const value = {
      'inv:order': {
        '@xmlns:inv': 'urn:inv',
        '@note': 'a "quoted"\nline\tand <tag> & more',
        'inv:line': [{ '@n': '1', '#text': 'x < y & z > w \r\n' }, 'second'],
        empty: '',
        text: '  spaced  ',
      },
    };
    const xml = await xmlOf(value, true);
    const parsed = await actionHarness(xmlParse).run({ text: xml, namespaces: 'prefix' });
    expect(parsed.value).toEqual(value);
  });

  it('XMLB-09 numbers and booleans are written as text', async () => {
    expect(await xmlOf({ a: { n: 1.5, big: 1e21, t: true, f: false, '@z': 0 } })).toBe('<a z="0"><n>1.5</n><big>1e+21</big><t>true</t><f>false</f></a>');
  });

  it('XMLB-10 null writes an empty element (and leaves an attribute out)', async () => {
    expect(await xmlOf({ a: { b: null, '@c': null, d: [null, 'x'] } })).toBe('<a><b/><d/><d>x</d></a>');
    expect(await xmlOf({ a: null })).toBe('<a/>');
  });

  it('XMLB-11 names must be valid XML names', async () => {
    for (const value of [{ '1a': 'x' }, { 'a b': 'x' }, { a: { 'b<c': 1 } }, { a: { '@': 1 } }, { a: { '@x y': 1 } }, { a: { 'p:q:r': 1, '@xmlns:p': 'u' } }, { ':a': 1 }, { a: { '#other': 1 } }]) {
      const error = await failure({ value });
      expect(error.code, JSON.stringify(value)).toBe('invalid_input');
    }
    expect(await xmlOf({ 'caf\u00e9-\u00fcber_1.x': 'ok' })).toBe('<caf\u00e9-\u00fcber_1.x>ok</caf\u00e9-\u00fcber_1.x>');
  });

  it('XMLB-12 a name prefix needs its @xmlns:<prefix> declaration', async () => {
    const error = await failure({ value: { 'inv:order': { id: 1 } } });
    expect(error).toMatchObject({ code: 'invalid_input', message: 'value["inv:order"]: the prefix inv needs its @xmlns:inv declaration' });
    expect((await failure({ value: { a: { '@x:code': 1 } } })).code).toBe('invalid_input');
    expect(await xmlOf({ 'inv:order': { '@xmlns:inv': 'urn:inv', 'inv:line': { '@inv:n': '1' } } })).toBe(
      '<inv:order xmlns:inv="urn:inv"><inv:line inv:n="1"/></inv:order>',
    );
    expect(await xmlOf({ a: { '@xml:lang': 'de' } })).toBe('<a xml:lang="de"/>');
    expect((await failure({ value: { a: { '@xmlns:p': '' } } })).code).toBe('invalid_input');
  });

  it('XMLB-13 #content, a list of single-key objects, keeps child order', async () => {
    expect(await xmlOf({ p: { '@id': '1', '#content': [{ b: 'x' }, { '#text': ' then ' }, { a: 'y' }, { b: ['z', 'w'] }] } })).toBe(
      '<p id="1"><b>x</b> then <a>y</a><b>z</b><b>w</b></p>',
    );
    expect((await failure({ value: { p: { '#content': [{ a: 1, b: 2 }] } } })).code).toBe('invalid_input');
    expect((await failure({ value: { p: { '#content': { a: 1 } } } })).code).toBe('invalid_input');
  });

  it('XMLB-14 the result is at most 16 MB', async () => {
    const error = await failure({ value: { r: { i: Array.from({ length: 17 }, () => 'x'.repeat(MIB)) } } });
    expect(error).toMatchObject({ code: 'invalid_input', message: 'value: the XML would be larger than 16 MB' });
    // UTF-8 bytes count, not characters.
    expect((await failure({ value: { r: '\u20ac'.repeat(6 * MIB) } })).message).toBe('value: the XML would be larger than 16 MB');
  });

  it('refuses a character XML cannot hold with format_error naming the place, not the value', async () => {
    const error = await failure({ value: { a: { b: 'secret\u0000value' } } });
    expect(error).toMatchObject({ code: 'format_error', message: 'value.a.b: holds a character XML cannot hold' });
  });

  it('refuses values nested past 1,000 levels instead of overflowing the stack', async () => {
    let deep: Record<string, unknown> = { e: 'x' };
    for (let i = 0; i < 5000; i += 1) deep = { e: deep };
    expect((await failure({ value: deep })).code).toBe('invalid_input');
  });
});
