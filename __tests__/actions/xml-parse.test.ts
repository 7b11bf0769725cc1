import { describe, expect, it } from 'vitest';
import { xmlParse } from '../../src/actions/xml-parse.js';
import { actionHarness } from '../helpers/action-context.js';
import { expectValidOutput, MIB, stepError } from './archive-fixtures.js';

async function parse(input: Record<string, unknown>) {
  const output = await actionHarness(xmlParse).run(input);
  expectValidOutput(xmlParse, output);
  return output.value as Record<string, unknown>;
}

async function parseBytes(bytes: Uint8Array, input: Record<string, unknown> = {}) {
  const harness = actionHarness(xmlParse);
  harness.world.artifacts.add('in.xml', bytes, 'application/xml', null);
  const output = await harness.run({ artifact: 'in.xml', ...input });
  expectValidOutput(xmlParse, output);
  return output.value as Record<string, unknown>;
}

const failure = (input: Record<string, unknown>) => stepError(actionHarness(xmlParse).run(input));
const noIssues = () => false;

describe('xml.parse inputs', () => {
  it('ACT-02 the output holds only the fields of the output table', async () => {
    const output = await actionHarness(xmlParse).run({ text: '<a/>' });
    expect(Object.keys(output)).toEqual(['value']);
    expectValidOutput(xmlParse, output);
    expect(() => expectValidOutput(xmlParse, { ...output, extra: 1 })).toThrow();
  });

  it('ACT-01 refuses an input field the table does not list', async () => {
    const error = await failure({ text: '<a/>', encoding: 'utf-8' });
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('encoding');
  });

  it('XMLP-01 ACT-03 ACT-04 ACT-05 needs exactly one of text and artifact: checked at save time and again at run time, failing with invalid_input', async () => {
    expect((await failure({})).code).toBe('invalid_input');
    const harness = actionHarness(xmlParse, { given: { artifacts: { 'a.xml': { text: '<a/>' } } } });
    const both = await stepError(harness.run({ text: '<a/>', artifact: 'a.xml' }));
    expect(both.code).toBe('invalid_input');
    expect(both.message).toMatch(/^text: /);
    expect(xmlParse.saveCheck!({ text: '<a/>', artifact: 'a.xml' }, noIssues)).toHaveLength(1);
    expect(xmlParse.saveCheck!({}, noIssues)).toHaveLength(1);
    expect(xmlParse.saveCheck!({ text: '<a/>' }, noIssues)).toEqual([]);
  });

  it('XMLP-02 text is at most 8 MB', async () => {
    const element = '<a>x</a>';
    const big = `<r>${element.repeat(Math.ceil((8 * MIB) / element.length))}</r>`;
    const error = await failure({ text: big });
    expect(error.code).toBe('invalid_input');
    expect(error.message).toBe('text: must be at most 8 MB');
    expect(xmlParse.saveCheck!({ text: big }, noIssues)).toEqual([{ path: 'text', code: 'invalid_input', message: 'must be at most 8 MB' }]);
  });

  it('XMLP-03 artifact is at most 8 MB', async () => {
    const harness = actionHarness(xmlParse);
    harness.world.artifacts.add('big.xml', new Uint8Array(8 * MIB + 1).fill(0x20), 'application/xml', null);
    const error = await stepError(harness.run({ artifact: 'big.xml' }));
    expect(error).toMatchObject({ code: 'invalid_input', message: 'artifact: must be at most 8 MB' });
  });

  it('XMLP-04 charset takes the listed sets and their aliases, default utf-8', async () => {
    const latin = Buffer.from('<a>caf\u00e9</a>', 'latin1');
    expect(await parseBytes(latin, { charset: 'latin1' })).toEqual({ a: 'caf\u00e9' });
    expect(await parseBytes(latin, { charset: 'ISO-8859-1' })).toEqual({ a: 'caf\u00e9' });
    expect(await parseBytes(Buffer.from('<a>\u20ac</a>', 'utf8'))).toEqual({ a: '\u20ac' });
    expect(await parseBytes(Buffer.from([0x3c, 0x61, 0x3e, 0x80, 0x3c, 0x2f, 0x61, 0x3e]), { charset: 'cp1252' })).toEqual({ a: '\u20ac' });
    expect(await parseBytes(Buffer.from([0x3c, 0x61, 0x3e, 0xa4, 0x3c, 0x2f, 0x61, 0x3e]), { charset: 'latin9' })).toEqual({ a: '\u20ac' });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<?xml version="1.0" encoding="UTF-16"?><a>\u00e9</a>', 'utf16le')]);
    expect(await parseBytes(utf16, { charset: 'utf-16' })).toEqual({ a: '\u00e9' });
    const utf16be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('<?xml version="1.0" encoding="UTF-16BE"?><a>\u00e9</a>', 'utf16le').swap16()]);
    expect(await parseBytes(utf16be, { charset: 'UTF-16' })).toEqual({ a: '\u00e9' });
    expect(await parse({ text: '<a>x</a>', charset: 'US-ASCII' })).toEqual({ a: 'x' });

    const error = await failure({ text: '<a/>', charset: 'shift_jis' });
    expect(error.code).toBe('invalid_input');
    expect(error.message).toMatch(/^charset: /);
    expect(xmlParse.saveCheck!({ text: '<a/>', charset: 'ebcdic' }, noIssues)).toMatchObject([{ path: 'charset', code: 'invalid_input' }]);
  });

  it('XMLP-05 charset must match the encoding the declaration names', async () => {
    const declared = '<?xml version="1.0" encoding="ISO-8859-1"?><a>x</a>';
    const error = await failure({ text: declared });
    expect(error).toMatchObject({ code: 'invalid_input', message: 'charset: does not match the encoding the XML declaration names' });
    expect(await parse({ text: declared, charset: 'latin1' })).toEqual({ a: 'x' });
    expect(await parse({ text: '<?xml version="1.0" encoding="utf8"?><a>x</a>' })).toEqual({ a: 'x' });
    expect(await parse({ text: '<?xml version="1.0"?><a>x</a>', charset: 'windows-1252' })).toEqual({ a: 'x' });
    expect((await failure({ text: '<?xml version="1.0" encoding="EBCDIC-US"?><a/>' })).code).toBe('invalid_input');
  });

  it('ACT-06 messages name the field and never show the value', async () => {
    const error = await failure({ text: '<a/>', charset: 'secret-charset-value' });
    expect(error.message).toContain('charset');
    expect(error.message).not.toContain('secret-charset-value');
    const broken = await failure({ text: '<topsecret><inner>confidential-data</wrong></topsecret>' });
    expect(broken.code).toBe('format_error');
    expect(broken.message).not.toMatch(/topsecret|inner|confidential|wrong/);
  });
});

describe('xml.parse value model', () => {
  it('XMLP-11 the value is an object with one key, the root element', async () => {
    const value = await parse({ text: '<?xml version="1.0" encoding="UTF-8"?>\n<order><id>1</id></order>\n' });
    expect(Object.keys(value)).toEqual(['order']);
  });

  it('XMLP-12 an element with only text is a string, whitespace kept', async () => {
    expect(await parse({ text: '<o><name>  Ada Lovelace </name></o>' })).toEqual({ o: { name: '  Ada Lovelace ' } });
  });

  it('XMLP-13 an empty element is an empty string', async () => {
    expect(await parse({ text: '<o><a/><b></b></o>' })).toEqual({ o: { a: '', b: '' } });
    expect(await parse({ text: '<o/>' })).toEqual({ o: '' });
  });

  it('XMLP-14 attributes are keys starting with @', async () => {
    expect(await parse({ text: `<o id="7" note='say "hi"'/>` })).toEqual({ o: { '@id': '7', '@note': 'say "hi"' } });
  });

  it('XMLP-15 text beside attributes or children is #text', async () => {
    expect(await parse({ text: '<price currency="EUR">12.50</price>' })).toEqual({ price: { '@currency': 'EUR', '#text': '12.50' } });
    expect(await parse({ text: '<p>Hello <b>you</b> there</p>' })).toEqual({ p: { '#text': 'Hello there', b: 'you' } });
    // Indentation is layout, not text.
    expect(await parse({ text: '<o>\n  <a>1</a>\n  <b x="1">\n  </b>\n</o>' })).toEqual({ o: { a: '1', b: { '@x': '1' } } });
  });

  it('XMLP-16 an element that appears more than once is a list, in document order', async () => {
    expect(await parse({ text: '<o><i>1</i><j>x</j><i>2</i></o>' })).toEqual({ o: { i: ['1', '2'], j: 'x' } });
  });

  it('XMLP-06 arrays lists element paths that are always lists', async () => {
    const text = '<order><items><item sku="a"/></items><note>n</note></order>';
    expect(await parse({ text })).toEqual({ order: { items: { item: { '@sku': 'a' } }, note: 'n' } });
    expect(await parse({ text, arrays: ['order.items.item'] })).toEqual({ order: { items: { item: [{ '@sku': 'a' }] }, note: 'n' } });
    // A path names elements from the root: a same-named element elsewhere is not touched.
    expect(await parse({ text: '<r><a><x>1</x></a><b><x>2</x></b></r>', arrays: ['r.a.x'] })).toEqual({ r: { a: { x: ['1'] }, b: { x: '2' } } });
  });

  it('XMLP-07 arrays: always makes every child element a list', async () => {
    expect(await parse({ text: '<o id="1"><a>1</a><b><c/></b></o>', arrays: 'always' })).toEqual({
      o: { '@id': '1', a: ['1'], b: [{ c: [''] }] },
    });
  });

  const namespaced =
    '<inv:invoice xmlns:inv="urn:inv" xmlns="urn:default" xmlns:x="urn:x"><inv:line x:code="A" plain="1">5</inv:line><total>9</total></inv:invoice>';

  it('XMLP-08 namespaces: strip (the default) gives local names and drops declarations', async () => {
    expect(await parse({ text: namespaced })).toEqual({ invoice: { line: { '@code': 'A', '@plain': '1', '#text': '5' }, total: '9' } });
  });

  it('XMLP-09 namespaces: prefix keeps names as written', async () => {
    expect(await parse({ text: namespaced, namespaces: 'prefix' })).toEqual({
      'inv:invoice': {
        '@xmlns:inv': 'urn:inv',
        '@xmlns': 'urn:default',
        '@xmlns:x': 'urn:x',
        'inv:line': { '@x:code': 'A', '@plain': '1', '#text': '5' },
        total: '9',
      },
    });
  });

  it('XMLP-10 namespaces: uri names elements {uri}name', async () => {
    expect(await parse({ text: namespaced, namespaces: 'uri' })).toEqual({
      '{urn:inv}invoice': { '{urn:inv}line': { '@{urn:x}code': 'A', '@plain': '1', '#text': '5' }, '{urn:default}total': '9' },
    });
    expect(await parse({ text: '<a><b/></a>', namespaces: 'uri' })).toEqual({ a: { b: '' } });
    expect((await failure({ text: '<p:a/>', namespaces: 'uri' })).code).toBe('format_error');
    // arrays paths use the names the mode gives, dots inside {uri} included.
    expect(await parse({ text: '<r xmlns="http://a.example/ns"><i>1</i></r>', namespaces: 'uri', arrays: ['{http://a.example/ns}r.{http://a.example/ns}i'] })).toEqual({
      '{http://a.example/ns}r': { '{http://a.example/ns}i': ['1'] },
    });
  });

  it('XMLP-17 all values are text', async () => {
    expect(await parse({ text: '<o n="1"><i>42</i><f>1.5e3</f><b>true</b><z>007</z></o>' })).toEqual({
      o: { '@n': '1', i: '42', f: '1.5e3', b: 'true', z: '007' },
    });
  });

  it('XMLP-18 comments and processing instructions are left out', async () => {
    expect(await parse({ text: '<?xml version="1.0"?><!-- c --><?pi x?><o><!-- inside --><a>1<!-- mid -->2</a><?target data?></o><!-- after -->' })).toEqual({
      o: { a: '12' },
    });
  });

  it('XMLP-19 CDATA is text', async () => {
    expect(await parse({ text: '<o><![CDATA[<b>&amp; not markup</b>]]></o>' })).toEqual({ o: '<b>&amp; not markup</b>' });
    expect(await parse({ text: '<o>a <![CDATA[<x>]]> b</o>' })).toEqual({ o: 'a <x> b' });
  });

  it('XMLP-21 the five XML entities and character references are read', async () => {
    expect(await parse({ text: '<o a="&lt;&quot;&apos;&#x9;">&lt;&gt;&amp;&quot;&apos; &#233;&#xE9; &#x1F600; &amp;lt;</o>' })).toEqual({
      o: { '@a': `<"'\t`, '#text': `<>&"' \u00e9\u00e9 \u{1F600} &lt;` },
    });
  });

  it('XMLP-14 attribute values are read as XML reads them: line breaks and tabs as spaces', async () => {
    expect(await parse({ text: '<o a="x\ny\tz" b="x&#10;y"/>' })).toEqual({ o: { '@a': 'x y z', '@b': 'x\ny' } });
    expect(await parse({ text: '<o>a\r\nb\rc</o>' })).toEqual({ o: 'a\nb\nc' });
  });

  it('keeps element and attribute names that are names of object members as plain data', async () => {
    const value = await parse({ text: '<__proto__ constructor="c"><prototype>p</prototype><toString>t</toString><__proto__>x</__proto__></__proto__>' });
    const root = value.__proto__ as Record<string, unknown>;
    expect(Object.hasOwn(value, '__proto__')).toBe(true);
    expect(root['@constructor']).toBe('c');
    expect(root.prototype).toBe('p');
    expect(root.toString).toBe('t');
    expect(Object.hasOwn(root, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('xml.parse refusals', () => {
  it('XMLP-20 a document with a DOCTYPE is refused', async () => {
    const error = await failure({ text: '<?xml version="1.0"?>\n<!DOCTYPE note SYSTEM "note.dtd">\n<note/>' });
    expect(error).toMatchObject({ code: 'format_error', message: 'text: line 2: a DOCTYPE is not allowed' });
  });

  it('XMLP-20 billion laughs is refused before anything expands', async () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">' +
      Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('') +
      ']><lolz>&lol9;</lolz>';
    // Refused at the DOCTYPE, which comes before any entity could be expanded.
    expect(await failure({ text: laughs })).toMatchObject({ code: 'format_error', message: 'text: line 1: a DOCTYPE is not allowed' });
  });

  it('XMLP-20 external entities (XXE) are refused', async () => {
    const xxe = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><r>&xxe;</r>';
    expect((await failure({ text: xxe })).code).toBe('format_error');
    expect((await failure({ text: '<!DOCTYPE r PUBLIC "-//x" "http://evil.example/x.dtd"><r/>' })).code).toBe('format_error');
  });

  it('XMLP-21 entities other than the five XML ones are refused, defined or not', async () => {
    for (const text of ['<o>&nbsp;</o>', '<o>&lol9;</o>', '<o a="&copy;"/>', '<o>AT&T</o>', '<o>&#;</o>', '<o>&#xZZ;</o>']) {
      const error = await failure({ text });
      expect(error.code).toBe('format_error');
      expect(error.message).toMatch(/^text: line 1: /);
    }
  });

  it('XMLP-21 a character reference to a character XML does not allow is refused', async () => {
    for (const text of ['<o>&#0;</o>', '<o>&#xD800;</o>', '<o>&#x110000;</o>', '<o>&#99999999999;</o>', '<o>&#x1;</o>']) {
      expect((await failure({ text })).code).toBe('format_error');
    }
  });

  it('XMLP-22 XML that is not well formed fails with format_error', async () => {
    const broken = [
      '',
      'just text',
      '<a>',
      '<a></b>',
      '<a><b></a></b>',
      '<a/><b/>',
      '<a/>tail',
      'lead<a/>',
      '<a x=1/>',
      '<a x="1" x="2"/>',
      '<a x="<"/>',
      '<a x="1"y="2"/>',
      '<1a/>',
      '<a>]]></a>',
      '<a><!-- a -- b --></a>',
      '<a><![CDATA[x</a>',
      '<a><?xml version="1.0"?></a>',
      '<![CDATA[x]]><a/>',
      '<a>\u0001</a>',
      '<a>\uD800</a>',
      '<?xml version="2.0"?><a/>',
    ];
    for (const text of broken) {
      const error = await failure({ text });
      expect(error.code, JSON.stringify(text)).toBe('format_error');
    }
  });

  it('XMLP-22 a processing instruction target is a name followed by white space or "?>" (XML 1.0 §2.6)', async () => {
    const error = await failure({ text: '<?pi+?><doc/>' });
    expect(error).toMatchObject({ code: 'format_error', message: expect.stringMatching(/^text: line 1: a processing instruction is not well formed/) });
    const broken = ['<?pi?x?><doc/>', '<doc><?pi/?></doc>', '<?pi\u00a0x?><doc/>', '<??><doc/>', '<? pi?><doc/>', '<?1pi?><doc/>', '<doc/><?pi x'];
    for (const text of broken) expect((await failure({ text })).code, JSON.stringify(text)).toBe('format_error');
    const wellFormed = ['<?pi?><doc/>', '<?pi x?><doc/>', '<?pi\tx?><doc/>', '<?pi\n?><doc/>', '<doc><?pi ??></doc>', '<?pi x?y?><doc/>', '<?\u00e9t\u00e9 x?><doc/>'];
    for (const text of wellFormed) expect(await parse({ text }), JSON.stringify(text)).toEqual({ doc: '' });
  });

  it('XMLP-22 "xml" in any case is reserved as a processing instruction target, but for the declaration at the very start', async () => {
    const reserved = ['<?XML version="1.0"?><doc/>', '<?Xml x?><doc/>', '<doc><?xMl?></doc>', '<doc/><?xml version="1.0"?>', ' <?xml version="1.0"?><doc/>', '<!-- c --><?xml version="1.0"?><doc/>'];
    for (const text of reserved) expect((await failure({ text })).code, JSON.stringify(text)).toBe('format_error');
    const allowed = ['<?xml version="1.0"?><doc/>', '<?xml-stylesheet href="a.xsl"?><doc/>', '<?xmlfoo?><doc/>', '<doc><?XML-data x?></doc>'];
    for (const text of allowed) expect(await parse({ text }), JSON.stringify(text)).toEqual({ doc: '' });
  });

  // How long these hostile documents take is measured by `npm run bench -- hostile`.
  it('XMLP-22 names may use letters past ASCII; a character no name may hold is refused, even after a million letters', async () => {
    expect(await parse({ text: '<caf\u00e9 na\u00efve="1"><\u65e5\u672c>x</\u65e5\u672c></caf\u00e9>' })).toEqual({ 'caf\u00e9': { '@na\u00efve': '1', '\u65e5\u672c': 'x' } });
    expect((await failure({ text: `<${'\u00e9'.repeat(1_000_000)}\u00d7/>` })).code).toBe('format_error');
    expect((await failure({ text: '<a\u00d7b/>' })).code).toBe('format_error');
  });

  it('XMLP-06 a long root name under 100 000 children: the element path is never built as text', async () => {
    const root = 'r'.repeat(2_000_000);
    const value = await parse({ text: `<${root}>${'<a/>'.repeat(100_000)}</${root}>`, arrays: ['x.y', 'r.a'] });
    expect((value[root] as { a: string[] }).a).toHaveLength(100_000);
  });

  it('XMLP-22 the message names the line', async () => {
    const error = await failure({ text: '<a>\n<b>\n</c>\n</a>' });
    expect(error.message).toBe('text: line 3: an end tag does not match the element it closes');
  });

  it('XMLP-23 content invalid in its character set fails with format_error', async () => {
    const badUtf8 = Buffer.from([0x3c, 0x61, 0x3e, 0xff, 0xfe, 0x3c, 0x2f, 0x61, 0x3e]);
    const harness = actionHarness(xmlParse);
    harness.world.artifacts.add('a.xml', badUtf8, 'application/xml', null);
    harness.world.artifacts.add('b.xml', Buffer.from('<a>\u00e9</a>', 'latin1'), 'application/xml', null);
    harness.world.artifacts.add('c.xml', Buffer.from([0x3c, 0x61, 0x3e, 0x81, 0x3c, 0x2f, 0x61, 0x3e]), 'application/xml', null);
    harness.world.artifacts.add('d.xml', Buffer.from([0xff, 0xfe, 0x3c, 0x00, 0x61]), 'application/xml', null);
    expect((await stepError(harness.run({ artifact: 'a.xml' }))).code).toBe('format_error');
    expect((await stepError(harness.run({ artifact: 'b.xml', charset: 'us-ascii' }))).code).toBe('format_error');
    expect((await stepError(harness.run({ artifact: 'c.xml', charset: 'windows-1252' }))).code).toBe('format_error');
    expect((await stepError(harness.run({ artifact: 'd.xml', charset: 'utf-16' }))).code).toBe('format_error');
    const text = await failure({ text: '<a>\u00e9</a>', charset: 'us-ascii' });
    expect(text).toMatchObject({ code: 'format_error', message: 'text: holds a character that is not in us-ascii' });
  });

  it('XMLP-24 at most 64 levels of nesting', async () => {
    const nested = (levels: number) => '<e>'.repeat(levels) + '</e>'.repeat(levels);
    expect(await parse({ text: nested(64) })).toHaveProperty('e');
    const error = await failure({ text: nested(65) });
    expect(error).toMatchObject({ code: 'format_error', message: 'text: line 1: elements nested deeper than 64 levels' });
    // A deep document fails fast, without building anything.
    expect((await failure({ text: '<e>'.repeat(100_000) })).code).toBe('format_error');
  });

  it('XMLP-25 at most 200,000 elements, attributes and text pieces', async () => {
    // root + 99,999 × (element + text) + 1 attribute = 200,000 items.
    const atLimit = `<r a="1">${'<i>x</i>'.repeat(99_999)}</r>`;
    expect(((await parse({ text: atLimit })).r as { i: string[] }).i).toHaveLength(99_999);
    const error = await failure({ text: `<r a="1" b="2">${'<i>x</i>'.repeat(99_999)}</r>` });
    expect(error).toMatchObject({ code: 'format_error' });
    expect(error.message).toContain('more than 200,000 elements, attributes and text pieces');
    // Blank layout between elements is not counted.
    expect(await parse({ text: `<r>${'\n  <i/>'.repeat(150_000)}\n</r>` })).toHaveProperty('r');
  });
});

describe('xml.parse on damaged text', () => {
  it('XMLP-22 any damage ends in a format_error or a clean value, never a crash', async () => {
    const base = '<?xml version="1.0"?><a:r xmlns:a="urn:a" k="v &amp; w"><!-- c --><i n="1">x&#233;</i><i><![CDATA[<y>]]></i><?p q?><e/></a:r>';
    const pieces = ['<', '>', '/', '&', ';', '"', "'", '=', '!', '?', '[', ']', '-', ':', ' ', 'x', '&#', '<!', ']]>', '\u00e9'];
    let seed = 11;
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    for (let round = 0; round < 3000; round += 1) {
      let text = base;
      for (let i = 1 + random(3); i > 0; i -= 1) {
        const at = random(text.length);
        text = text.slice(0, at) + (random(2) ? pieces[random(pieces.length)] : '') + text.slice(at + random(3));
      }
      const namespaces = (['strip', 'prefix', 'uri'] as const)[random(3)];
      try {
        const output = await actionHarness(xmlParse).run({ text, namespaces });
        expectValidOutput(xmlParse, output);
      } catch (error) {
        expect((error as { code?: string }).code, text).toBe('format_error');
      }
    }
  });
});
