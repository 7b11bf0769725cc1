import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileTemplate, readHtml } from '../../src/templates/index.js';

function render(source: string, data: unknown = {}): string {
  const { template, issues } = compileTemplate(source);
  expect(issues, source).toEqual([]);
  return template!.render(data);
}

/** The save-time refusals of `source` (it must have at least one). */
function refusals(source: string) {
  const { template, issues } = compileTemplate(source);
  expect(template, `expected ${source} to be refused`).toBeUndefined();
  expect(issues.length).toBeGreaterThan(0);
  return issues;
}

/** An attribute as a browser reads it (references decoded). */
function attribute(html: string, tag: string, name: string): string | undefined {
  for (const token of readHtml(html)) if (token.type === 'start' && token.name === tag) return token.attrs[name];
  return undefined;
}

/** Tags and attribute names: what a value must never be able to change. */
function structure(html: string): string[] {
  return readHtml(html).flatMap((token) => {
    if (token.type === 'start') return [`<${token.name} ${Object.keys(token.attrs).join(' ')}${token.selfClosing ? '/' : ''}>`];
    if (token.type === 'end') return [`</${token.name}>`];
    return token.raw ? ['raw'] : [];
  });
}

const XSS_VALUES = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'><svg onload=alert(1)>",
  '" onmouseover="alert(1)',
  "' onmouseover='alert(1)",
  'x onmouseover=alert(1)',
  '</textarea><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  '--><script>alert(1)</script><!--',
  '--!><script>alert(1)</script>',
  '`onmouseover=alert(1)',
  '&lt;script&gt;',
  '&#60;script&#62;',
  '<!--',
  '<![CDATA[',
  '\u0000<script>',
];

describe('text (TPL-05)', () => {
  it('TPL-05 a value in text is escaped for text', () => {
    expect(render('<p>{{ v }}</p>', { v: `<b>"Tom" & 'Jerry'</b>` })).toBe('<p>&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;</p>');
  });

  it('TPL-05 TPL-08 the classic vectors stay text in element text, title and textarea', () => {
    for (const source of ['<p>{{ v }}</p>', '<title>{{ v }}</title><p>x</p>', '<textarea>{{ v }}</textarea><p>x</p>', '<td>{{ v }}</td>']) {
      const benign = structure(render(source, { v: 'x' }));
      for (const v of XSS_VALUES) expect(structure(render(source, { v })), `${source} with ${v}`).toEqual(benign);
    }
  });

  it('a value in a comment cannot end the comment', () => {
    for (const v of XSS_VALUES) {
      const html = render('<!-- {{ v }} --><p>x</p>', { v });
      expect(structure(html)).toEqual(['<p >', '</p>']);
    }
    // A short comment that an empty value would close at once still reads as the browser reads it.
    expect(render('<!--{{ v }}-->', { v: '' })).toBe('<!---->');
    // Nor can a value supply the dashes of an end the template completes.
    for (const v of ['--', '--!', '-']) expect(structure(render('<!-- {{ v }}><p title="{{ w }}">x</p> -->', { v, w: 'y' }))).toEqual([]);
  });
});

describe('attributes (TPL-06, TPL-07)', () => {
  it('TPL-06 a value in a quoted attribute is escaped for a quoted attribute', () => {
    expect(render('<p title="{{ v }}">', { v: `a"b'c<d>&e` })).toBe('<p title="a&quot;b&#39;c&lt;d&gt;&amp;e">');
    expect(render("<p title='{{ v }}'>", { v: `a"b'c` })).toBe("<p title='a&quot;b&#39;c'>");
  });

  it('TPL-07 a value in an unquoted attribute has every character but letters and digits as a reference', () => {
    expect(render('<p title={{ v }}>', { v: 'a b=c>d"é😀' })).toBe('<p title=a&#x20;b&#x3d;c&#x3e;d&#x22;&#xe9;&#x1f600;>');
    expect(attribute(render('<p title={{ v }}>', { v: 'a b=c>d"é😀' }), 'p', 'title')).toBe('a b=c>d"é😀');
  });

  it('TPL-07 an empty value as a whole unquoted value is written as "" so the next attribute stays itself', () => {
    const html = render('<a href={{ u }} title={{ t }}>x</a>', { u: '', t: 'T' });
    expect(html).toBe('<a href="" title=T>x</a>');
    expect(attribute(html, 'a', 'title')).toBe('T');
  });

  it('TPL-06 TPL-07 the classic vectors never add or change tags and attributes', () => {
    const sources = [
      '<p title="{{ v }}">x</p>',
      "<p title='{{ v }}'>x</p>",
      '<p title={{ v }}>x</p>',
      '<p title=a{{ v }} class=c>x</p>',
      '<input value="{{ v }}"><p>x</p>',
      '<a href="https://x.example/{{ v }}">x</a>',
      '<img alt={{ v }} src="/a.png">',
    ];
    for (const source of sources) {
      const benign = structure(render(source, { v: 'x' }));
      for (const v of XSS_VALUES) expect(structure(render(source, { v })), `${source} with ${JSON.stringify(v)}`).toEqual(benign);
    }
  });
});

describe('link and address attributes (TPL-10, TPL-11)', () => {
  const BLOCKED = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0001\u0002javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'javascript\t:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&colon;;alert(1)',
    'javascript&COLON;alert(1)',
    'javascript&#58;alert(1)',
    'javascript&#058;alert(1)',
    'javascript&#0000058alert(1)',
    'javascript&#x3A;alert(1)',
    'javascript&#X3a;alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;&#x61;vascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'jav&Tab;ascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'file:///etc/passwd',
    'ftp://x.example/',
    'blob:https://x.example/id',
    'about:blank',
    'x-custom+scheme.1:thing',
  ];
  const ALLOWED = [
    ['https://example.com/a?b=1&c=2#top', 'https://example.com/a?b=1&c=2#top'],
    ['HTTP://EXAMPLE.COM', 'HTTP://EXAMPLE.COM'],
    ['mailto:ann@example.com?subject=Hi', 'mailto:ann@example.com?subject=Hi'],
    ['tel:+41 44 000 00 00', 'tel:+41 44 000 00 00'],
    ['/orders/42', '/orders/42'],
    ['orders/42', 'orders/42'],
    ['./a:b', './a:b'],
    ['?q=javascript:x', '?q=javascript:x'],
    ['#javascript:x', '#javascript:x'],
    ['//cdn.example.com/x.png', '//cdn.example.com/x.png'],
    ['1abc:relative', '1abc:relative'],
    ['', ''],
  ] as const;

  const PLACES = [
    ['<a href="{{ v }}">x</a>', 'a', 'href'],
    ["<a href='{{ v }}'>x</a>", 'a', 'href'],
    ['<a href={{ v }}>x</a>', 'a', 'href'],
    ['<img src="{{ v }}">', 'img', 'src'],
    ['<IMG SRC={{ v }}>', 'img', 'src'],
    ['<form action="{{ v }}"></form>', 'form', 'action'],
    ['<button formaction="{{ v }}">x</button>', 'button', 'formaction'],
    ['<iframe src="{{ v }}"></iframe>', 'iframe', 'src'],
    ['<object data="{{ v }}"></object>', 'object', 'data'],
    ['<video poster="{{ v }}"></video>', 'video', 'poster'],
    ['<a xlink:href="{{ v }}">x</a>', 'a', 'xlink:href'],
    ['<blockquote cite="{{ v }}"></blockquote>', 'blockquote', 'cite'],
  ] as const;

  it('TPL-11 a value starting any other kind of address is replaced by about:invalid#blocked, in every address attribute', () => {
    for (const [source, tag, attr] of PLACES) {
      for (const v of BLOCKED) expect(attribute(render(source, { v }), tag, attr), `${source} with ${JSON.stringify(v)}`).toBe('about:invalid#blocked');
    }
  });

  it('TPL-10 relative addresses and http, https, mailto, tel pass, escaped', () => {
    for (const [source, tag, attr] of PLACES) {
      for (const [v, shown] of ALLOWED) expect(attribute(render(source, { v }), tag, attr), `${source} with ${v}`).toBe(shown);
    }
    expect(render('<a href="{{ v }}">x</a>', { v: 'https://e.com/?a=1&b="2"' })).toBe('<a href="https://e.com/?a=1&amp;b=&quot;2&quot;">x</a>');
  });

  it('TPL-10 TPL-11 the value that completes a start the template left open is judged with it', () => {
    expect(attribute(render('<a href="{{ a }}{{ b }}">x</a>', { a: 'javascript', b: ':alert(1)' }), 'a', 'href')).toBe('javascriptabout:invalid#blocked');
    expect(attribute(render('<a href="{{ a }}{{ b }}">x</a>', { a: 'https', b: '://ok.example' }), 'a', 'href')).toBe('https://ok.example');
    expect(attribute(render('<a href="{{ a }}/{{ b }}">x</a>', { a: 'base', b: 'javascript:1' }), 'a', 'href')).toBe('base/javascript:1');
    // What a browser does with the blocked form: a made-up scheme, never javascript.
    expect(attribute(render('<a href="java{{ b }}">x</a>', { b: 'script:alert(1)' }), 'a', 'href')).toBe('javaabout:invalid#blocked');
    expect(attribute(render('<a href="{{#each parts}}{{ this }}{{/each}}">x</a>', { parts: ['java', 'script', ':alert(1)'] }), 'a', 'href')).toBe(
      'javascriptabout:invalid#blocked',
    );
  });

  it('TPL-10 after a start the template wrote, values are only escaped', () => {
    expect(render('<a href="https://{{ host }}/orders">x</a>', { host: 'shop.example' })).toBe('<a href="https://shop.example/orders">x</a>');
    expect(render('<a href="/orders/{{ id }}">x</a>', { id: 'javascript:alert(1)' })).toBe('<a href="/orders/javascript:alert(1)">x</a>');
    expect(render('<a href="mailto:{{ to }}?subject={{ s }}">x</a>', { to: 'a@b.c', s: 'Hi & bye' })).toBe('<a href="mailto:a@b.c?subject=Hi &amp; bye">x</a>');
    // TPL-14: a reference counts as the character it stands for, also in the template's own start.
    expect(render('<a href="&#104;ttps&#58;//{{ host }}">x</a>', { host: 'h' })).toBe('<a href="&#104;ttps&#58;//h">x</a>');
  });
});

describe('save-time refusals (TPL-12..20) name the line', () => {
  it('TPL-12 a value followed by a colon in href or src cannot be saved', () => {
    for (const source of [
      '<a href="{{ scheme }}://x.example">x</a>',
      '<a href="{{ scheme }}:x">x</a>',
      '<img src="{{ s }}:">',
      '<a href={{ s }}:x>x</a>',
      '<a href="{{ s }}rest:x">x</a>',
      '<a href="{{ s }}\t:x">x</a>',
      '<a href="{{ s }}{{#if x}}:{{/if}}//x">x</a>',
      '<a href="{{ a }}{{ b }}:x">x</a>',
    ]) {
      expect(refusals(source)[0]!.message, source).toContain('could choose the kind of address');
    }
  });

  it('TPL-13 TPL-14 the colon also counts as a character reference, with or without semicolon, in any case', () => {
    for (const colon of ['&#58;', '&#058;', '&#58', '&#x3a;', '&#X3A;', '&#x3A', '&colon;', '&colon', '&COLON;', '&Tab;:', '&#9;:', '&NewLine;&colon;']) {
      const source = `<a href="{{ scheme }}${colon}//x.example">x</a>`;
      expect(refusals(source)[0]!.message, source).toContain('could choose the kind of address');
    }
  });

  it('TPL-14 a reference left open before a value cannot be saved, as the value could finish it', () => {
    for (const source of ['<a href="&#{{ n }};x">x</a>', '<a href="&#5{{ n }}">x</a>', '<a href="&colo{{ n }}">x</a>', '<a href="&{{ n }}">x</a>']) {
      expect(refusals(source)[0]!.message, source).toContain('semicolon');
    }
    expect(render('<a href="/a&amp;{{ n }}">x</a>', { n: 1 })).toBe('<a href="/a&amp;1">x</a>');
  });

  it('a value in an address whose start the template wrote with another scheme cannot be saved', () => {
    for (const source of ['<a href="javascript:go({{ id }})">x</a>', '<a href="JavaScript:{{ x }}">x</a>', '<a href="jav&#x61;script:{{ x }}">x</a>', '<img src="data:image/png;base64,{{ b64 }}">', '<a href="{{#if a}}vbscript:{{else}}https://{{/if}}{{ x }}">x</a>']) {
      expect(refusals(source)[0]!.message, source).toContain('scheme other than http, https, mailto or tel');
    }
  });

  it('TPL-15 a value inside <script> cannot be saved, whatever the script looks like', () => {
    for (const source of [
      '<script>var name = "{{ name }}";</script>',
      '<SCRIPT type="text/template">{{ name }}</SCRIPT>',
      '<script src="/a.js">{{ x }}</script>',
      '<script><!-- {{ x }} --></script>',
      // Escaped script data: the first </script> does not end it.
      '<script><!--<script></script>{{ x }}</script>',
      '<script/>{{ x }}</script>',
    ]) {
      expect(refusals(source)[0]!.message, source).toBe('a value cannot be used inside <script>');
    }
    expect(render('<script>var a = 1;</script><p>{{ x }}</p>', { x: 'y' })).toBe('<script>var a = 1;</script><p>y</p>');
    expect(render('<script><!--<script></script>--></script><p>{{ x }}</p>', { x: 'y' })).toContain('<p>y</p>');
  });

  it('TPL-16 a value inside <style> cannot be saved; nor in other raw text elements', () => {
    expect(refusals('<style>\np { color: {{ c }} }\n</style>')).toEqual([{ line: 2, col: 12, message: 'a value cannot be used inside <style>' }]);
    for (const tag of ['xmp', 'iframe', 'noembed', 'noframes', 'noscript']) refusals(`<${tag}>{{ x }}</${tag}>`);
    refusals('<plaintext>{{ x }}');
  });

  it('TPL-17 a value in a style, srcset or srcdoc attribute cannot be saved', () => {
    for (const source of ['<p style="color: {{ c }}">', "<p STYLE='{{ c }}'>", '<p style={{ c }}>', '<img srcset="{{ s }} 2x">', '<link imagesrcset="{{ s }}">', '<iframe srcdoc="{{ d }}"></iframe>']) {
      expect(refusals(source)[0]!.message, source).toMatch(/style|srcset|srcdoc/);
    }
  });

  it('TPL-18 a value in an event attribute such as onclick cannot be saved', () => {
    for (const source of ['<button onclick="go({{ id }})">', '<body ONLOAD={{ x }}>', "<img onerror='{{ x }}'>", '<a onmouseover="x" href="/">{{ ok }}</a><p onfocus="{{ x }}">']) {
      expect(refusals(source)[0]!.message, source).toMatch(/event attribute on/);
    }
  });

  it('TPL-19 a value inside a tag outside an attribute value cannot be saved', () => {
    for (const source of ['<p {{ attrs }}>', '<{{ tag }}>', '</{{ tag }}>', '<p class="a" {{ x }}>', '<p class="a"{{ x }}>', '<input checked {{ x }}>', '<p data-{{ x }}="1">', '<p {{ x }}="1">', '<br/{{ x }}>', '<!{{ x }}>', '<p title=x/{{#if a}}{{/if}} {{ x }}>']) {
      expect(refusals(source)[0]!.message, source).toContain('inside a tag outside an attribute value');
    }
  });

  it('TPL-20 a block inside a tag is allowed', () => {
    const source = '<p {{#if late}}style="color: red"{{/if}}>{{ text }}</p>';
    expect(render(source, { late: true, text: 'x' })).toBe('<p style="color: red">x</p>');
    expect(render(source, { late: false, text: 'x' })).toBe('<p >x</p>');
    expect(render('<option {{#if sel}}selected{{/if}} value="{{ id }}">', { sel: 1, id: '"7"' })).toBe('<option selected value="&quot;7&quot;">');
    expect(render('<a {{#if a}}href{{else}}title{{/if}}="{{ v }}">', { a: true, v: 'javascript:x' })).toBe('<a href="about:invalid#blocked">');
    expect(render('<a {{#if a}}href{{else}}title{{/if}}="{{ v }}">', { a: false, v: 'javascript:x' })).toBe('<a title="javascript:x">');
    expect(render('{{#each xs}}<td class="{{#if @index}}odd{{else}}even{{/if}}">{{/each}}', { xs: [1, 2] })).toBe('<td class="even"><td class="odd">');
  });

  it('TPL-28 refusals name the line and column of the value', () => {
    const source = '<html>\n<body>\n  <a href="/ok/{{ id }}"\n     onclick="{{ id }}">x</a>\n  <p {{ attrs }}>\n</body>';
    expect(refusals(source)).toEqual([
      { line: 4, col: 15, message: 'a value cannot be used in the event attribute onclick' },
      { line: 5, col: 6, message: expect.stringContaining('inside a tag') },
    ]);
    expect(refusals('<a\nhref="{{ s }}://x">')).toEqual([{ line: 2, message: expect.stringContaining('colon') }]);
  });

  it('blocks are checked on every path: a value is refused if any way the blocks go puts it in a forbidden place', () => {
    refusals('{{#if a}}<script>{{/if}}{{ x }}');
    refusals('<p {{#if a}}onclick="{{/if}}{{ x }}">');
    refusals('{{#each rows}}<style>{{/each}}{{ x }}');
    refusals('<a {{#if a}}href="{{else}}title="{{/if}}{{ s }}://x">');
    expect(compileTemplate('{{#if a}}<b>{{else}}<i>{{/if}}{{ x }}').issues).toEqual([]);
  });

  it('hostile templates: blocks that keep many HTML states alive are refused within bounded work; issues are capped', () => {
    // The refusal is the checker giving up at its budget of work, not running on.
    expect(refusals('{{#if a}}<p title="{{/if}}x{{ v }}'.repeat(12_000))).toEqual([{ line: 1, message: expect.stringContaining('too complex to check') }]);
    const many = refusals('<p {{ x }}>\n'.repeat(150));
    expect(many).toHaveLength(101);
    expect(many[100]).toEqual({ line: 101, message: 'and 50 more places like these' });
  });

  it('a loop that keeps opening tags it never closes is reported', () => {
    expect(refusals('<p {{#each xs}}a{{/each}}>')[0]!.message).toContain('each round of this {{#each}}');
    // Repeated scheme letters settle: the start is "some other scheme" however long it grows.
    expect(render('<a href="{{#each xs}}a{{/each}}/{{ x }}">', { xs: [1, 2], x: 'y' })).toBe('<a href="aa/y">');
  });
});

describe('foreign content', () => {
  it('a value inside <svg> or <math> cannot be saved; after it closes, values are fine again', () => {
    expect(refusals('<svg><a href="{{ u }}">x</a></svg>')[0]!.message).toContain('<svg> or <math>');
    expect(refusals('<math><mi>{{ x }}</mi></math>')).toHaveLength(1);
    expect(refusals('<svg><svg></svg>{{ x }}</svg>')).toHaveLength(1);
    expect(render('<svg><circle r="1"/></svg><p>{{ x }}</p>', { x: 'y' })).toContain('<p>y</p>');
    expect(render('<svg/><p>{{ x }}</p>', { x: 'y' })).toContain('<p>y</p>');
    // A breakout tag ends foreign content, as in a browser.
    expect(render('<svg><p>{{ x }}</p>', { x: 'y' })).toContain('<p>y</p>');
  });

  it('raw text elements are not raw inside <svg>, so their end tag is read like a browser does', () => {
    // Were <style> raw text here, </svg> would not be seen and the value would be refused.
    expect(render('<svg><style></svg><p>{{ x }}</p>', { x: 'y' })).toContain('<p>y</p>');
    expect(refusals('<svg><title></title><a href="{{ x }}"></svg>')).toHaveLength(1);
  });
});

describe('property: no value can change the HTML structure or start a forbidden address', () => {
  const hostile = fc.oneof(
    fc.string({ unit: fc.constantFrom('<', '>', '"', "'", '&', '=', '/', ':', ' ', '\t', '\n', '-', '!', '`', '#', ';', 'a', 's', 'j', 'x', '\u0000') }),
    fc.constantFrom(...XSS_VALUES, 'javascript:alert(1)', 'java&#x09;script:x', '&#106;avascript:x', 'data:x', ' vbscript:x'),
    fc.string(),
  );
  const sources = [
    '<p>{{ v }}</p><a href="{{ w }}" title={{ v }}>{{ w }}</a>',
    "<div class='{{ v }}'><img src={{ w }} alt=\"{{ v }}\"></div>",
    '<!-- {{ v }} --><textarea>{{ w }}</textarea><title>{{ v }}</title><p>end</p>',
    '<a href="{{ v }}{{ w }}">x</a><a href=x{{ v }}{{ w }}>y</a><a href={{ v }} title={{ w }}>z</a>',
    '<ul>{{#each list}}<li title="{{ this }}">{{ this }}<a href="{{ this }}">z</a></li>{{/each}}</ul>',
  ];

  it('TPL-05..11 rendered with any text, the tags and attributes are those of the benign render and no address starts a forbidden scheme', () => {
    for (const source of sources) {
      const benign = structure(render(source, { v: 'x', w: 'y', list: ['x', 'y'] }));
      fc.assert(
        fc.property(hostile, hostile, (v, w) => {
          const html = render(source, { v, w, list: [v, w] });
          expect(structure(html)).toEqual(benign);
          for (const token of readHtml(html)) {
            if (token.type !== 'start') continue;
            for (const name of ['href', 'src']) {
              const value = token.attrs[name];
              if (value === undefined) continue;
              const start = value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
              const scheme = /^([a-z][a-z0-9+.-]*):/.exec(start)?.[1];
              // The blocked form is about:… or, after text the template or an earlier value wrote, a made-up scheme ending in about.
              if (scheme !== undefined) expect(['http', 'https', 'mailto', 'tel'].includes(scheme) || scheme.endsWith('about'), scheme).toBe(true);
            }
          }
        }),
        { numRuns: 300 },
      );
    }
  });
});
