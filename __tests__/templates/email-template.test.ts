import { describe, expect, it, vi } from 'vitest';
import { emailSend } from '../../src/actions/email-send.js';
import { htmlToText } from '../../src/actions/html-text.js';
import type { OutgoingEmail } from '../../src/engine/world.js';
import { actionHarness } from '../helpers/action-context.js';
import { failure } from '../helpers/expect-step.js';

/** Sends with `templates` stored and returns what reached the mailbox, HTML part included. */
async function send(templates: Record<string, string>, input: Record<string, unknown>) {
  const harness = actionHarness(emailSend, { templates });
  const outgoing: OutgoingEmail[] = [];
  const original = harness.world.mailbox.send.bind(harness.world.mailbox);
  vi.spyOn(harness.world.mailbox, 'send').mockImplementation(async (email) => {
    outgoing.push(email);
    return original(email);
  });
  const output = await harness.run({ to: ['ann@example.com'], subject: 'Hello', ...input });
  return { output, email: outgoing[0]!, sent: harness.world.mailbox.sent };
}

describe('email.send with a template', () => {
  it('RESULT-06 EMAIL-09 the template is rendered with data; emails[0].text is the plain-text part made from it', async () => {
    const { sent, email, output } = await send({ welcome: '<p>Hi {{ name }}</p>' }, { template: 'welcome', data: { name: 'Ann' } });
    expect(sent[0]!.text).toBe('Hi Ann');
    expect(email.html).toBe('<p>Hi Ann</p>');
    expect(output.accepted).toEqual(['ann@example.com']);
  });

  it('EMAIL-09 data values are escaped in the HTML part and read back as plain text in the text part', async () => {
    const name = `<img src=x onerror=alert(1)> "Ann" & Co`;
    const { sent, email } = await send({ welcome: '<p title="{{ name }}">Hi {{ name }}</p><a href="{{ link }}">go</a>' }, { template: 'welcome', data: { name, link: 'javascript:alert(1)' } });
    expect(email.html).toBe(
      '<p title="&lt;img src=x onerror=alert(1)&gt; &quot;Ann&quot; &amp; Co">Hi &lt;img src=x onerror=alert(1)&gt; &quot;Ann&quot; &amp; Co</p><a href="about:invalid#blocked">go</a>',
    );
    expect(sent[0]!.text).toBe(`Hi ${name}\n\ngo`);
  });

  it('TPL-09 data that looks like {{ }} or ${{ }} is sent as written', async () => {
    const { sent } = await send({ t: '<p>{{ a }} {{ b }}</p>' }, { template: 't', data: { a: '{{ b }}', b: '${{ secrets.KEY }}' } });
    expect(sent[0]!.text).toBe('{{ b }} ${{ secrets.KEY }}');
  });

  it('RESULT-06 loops, conditions and missing values in a template email', async () => {
    const template = '<h1>Order {{ order.id }}</h1>\n<ul>{{#each order.lines}}<li>{{ @index }}: {{ this.sku }} x{{ this.qty }}</li>{{/each}}</ul>\n{{#if order.note}}<p>{{ order.note }}</p>{{else}}<p>No note{{ missing }}.</p>{{/if}}';
    const { sent } = await send({ order: template }, { template: 'order', data: { order: { id: 7, lines: [{ sku: 'A', qty: 2 }, { sku: 'B', qty: 1 }] } } });
    expect(sent[0]!.text).toBe('Order 7\n\n- 0: A x2\n- 1: B x1\n\nNo note.');
  });

  it('without data the template renders with no values', async () => {
    const { sent } = await send({ t: '<p>Hi {{ name }}!</p>' }, { template: 't' });
    expect(sent[0]!.text).toBe('Hi !');
  });

  it('a text input given beside the template is the plain-text part', async () => {
    const { sent, email } = await send({ t: '<p>Hi {{ name }}</p>' }, { template: 't', text: 'Plain hello', data: { name: 'Ann' } });
    expect(sent[0]!.text).toBe('Plain hello');
    expect(email.html).toBe('<p>Hi Ann</p>');
  });

  it('EMAIL-08 a template that does not exist fails with template_not_found and sends nothing', async () => {
    const harness = actionHarness(emailSend, { templates: {} });
    const error = await failure(harness.run({ to: ['ann@example.com'], subject: 'x', template: 'nope' }));
    expect(error.code).toBe('template_not_found');
    expect(harness.world.mailbox.sent).toHaveLength(0);
  });

  it('TPL-15 TPL-28 a stored template that breaks a save-time rule fails with invalid_input naming the line, sends nothing', async () => {
    const harness = actionHarness(emailSend, { templates: { bad: '<p>ok</p>\n<script>var n = "{{ name }}"</script>' } });
    const error = await failure(harness.run({ to: ['ann@example.com'], subject: 'x', template: 'bad', data: { name: 'secret-ish value' } }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toBe('template bad, line 2: a value cannot be used inside <script>');
    expect(error.message).not.toContain('secret-ish');
    expect(harness.world.mailbox.sent).toHaveLength(0);
  });

  it('TPL-31 a render past a limit fails with invalid_input naming the line', async () => {
    const harness = actionHarness(emailSend, { templates: { big: '<ul>\n{{#each xs}}<li>{{ this }}</li>{{/each}}</ul>' } });
    const error = await failure(harness.run({ to: ['ann@example.com'], subject: 'x', template: 'big', data: { xs: new Array(200_001).fill(1) } }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toBe('template big, line 2: more than 200000 loop rounds');
  });

  it('the rendered HTML is held to the 2 MB HTML limit', async () => {
    const harness = actionHarness(emailSend, { templates: { big: '<p>{{ v }}</p>' } });
    const error = await failure(harness.run({ to: ['ann@example.com'], subject: 'x', template: 'big', data: { v: 'a'.repeat(2 * 1024 * 1024) } }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('2 MB');
  });
});

describe('the plain-text part (htmlToText)', () => {
  it('paragraphs and headings are set apart by a blank line, divs and breaks start a line', () => {
    expect(htmlToText('<h2>Title</h2><p>One</p><p>Two<br>three</p><div>four</div><div>five</div>')).toBe('Title\n\nOne\n\nTwo\nthree\n\nfour\nfive');
  });

  it('spaces collapse as a browser shows them; references are decoded', () => {
    expect(htmlToText('<p>\n   Hello,\n   <b>dear</b>   reader &amp; friend&nbsp;&nbsp;of&#33; &#x263A; &eacute;</p>')).toBe('Hello, dear reader & friend  of! ☺ é');
  });

  it('lists get markers, nested ones indented; table cells are joined by |', () => {
    expect(htmlToText('<ul><li>a</li><li>b<ol><li>x</li><li>y</li></ol></li></ul><table><tr><th>Name</th><th>Qty</th></tr><tr><td>Pen</td><td>2</td></tr></table>')).toBe(
      '- a\n- b\n  1. x\n  2. y\n\nName | Qty\nPen | 2',
    );
  });

  it('script, style, head and comments are left out; a link shows its address after its text', () => {
    expect(htmlToText('<html><head><title>T</title><style>p{}</style></head><body><!-- hidden --><script>alert(1)</script><p>See <a href="https://x.example/a">the page</a> or <a href="https://x.example/b">https://x.example/b</a>.</p></body></html>')).toBe(
      'See the page (https://x.example/a) or https://x.example/b.',
    );
    expect(htmlToText('<a href="mailto:ann@example.com">ann@example.com</a>')).toBe('ann@example.com');
    expect(htmlToText('<a href="about:invalid#blocked">x</a>')).toBe('x');
  });

  it('pre keeps its line breaks and spaces; hr is a line of dashes', () => {
    expect(htmlToText('<p>a</p><pre>  x\n  y</pre><hr><p>b</p>')).toBe('a\n\n  x\n  y\n\n---\n\nb');
  });
});
