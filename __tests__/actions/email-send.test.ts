import { describe, expect, it } from 'vitest';
import { emailSend } from '../../src/actions/email-send.js';
import type { Sender } from '../../src/world/settings.js';
import { StepError } from '../../src/engine/errors.js';
import type { OutgoingEmail } from '../../src/engine/world.js';
import type { Given } from '../../src/testing/given.js';
import { actionHarness } from '../helpers/action-context.js';
import { compileText, planFrom, runPlan, workflow } from '../helpers/workflow.js';
import { failure } from '../helpers/expect-step.js';

const MB = 1024 * 1024;
const TEMPLATES = { welcome: '<h1>Hello {{ name }}</h1><p>Your order {{ order }} shipped.</p>' };

/** The harness plus every mail exactly as handed to the mail server (sender and HTML included). */
function harness(options: { senders?: Sender[]; given?: Given } = {}) {
  const h = actionHarness(emailSend, { project: { senders: options.senders ?? [] }, templates: TEMPLATES, given: options.given ?? {} });
  const handed: OutgoingEmail[] = [];
  const mailbox = h.world.mailbox;
  const send = mailbox.send.bind(mailbox);
  mailbox.send = async (email: OutgoingEmail) => {
    handed.push(email);
    return send(email);
  };
  return { ...h, handed };
}

/** Runs the input and expects `invalid_input` naming `field`, with nothing sent. */
async function refused(input: Record<string, unknown>, field: string, h = harness()): Promise<StepError> {
  const error = await failure(h.run(input));
  expect(error.code, field).toBe('invalid_input');
  expect(error.message).toContain(field);
  expect(h.world.mailbox.sent).toHaveLength(0);
  return error;
}

const addresses = (n: number, domain = 'example.com') => Array.from({ length: n }, (_, i) => `user${i}@${domain}`);
const BASE = { to: ['ann@example.com'], subject: 'Hello', text: 'Hi Ann' };
const mailStep = (withBlock: string) => workflow(`  - id: m\n    uses: platform/email.send@v1\n    with:\n${withBlock}`);

describe('email.send: recipients', () => {
  it('EMAIL-01 to is required', async () => {
    await refused({ subject: 'Hello', text: 'x' }, 'to');
    expect(compileText(mailStep('      subject: Hi\n      text: x\n')).problems).toEqual([expect.objectContaining({ code: 'missing_field' })]);
  });

  it('EMAIL-01 to holds 1 to 50 addresses', async () => {
    await refused({ ...BASE, to: [] }, 'to');
    await refused({ ...BASE, to: addresses(51) }, 'to');
    await refused({ ...BASE, to: 'ann@example.com' }, 'to');
    const h = harness();
    await h.run({ ...BASE, to: addresses(50) });
    expect(h.world.mailbox.sent[0]!.to).toHaveLength(50);
    expect(compileText(mailStep('      to: []\n      subject: Hi\n      text: x\n')).problems).toEqual([expect.objectContaining({ path: 'steps[0].with.to' })]);
  });

  it('EMAIL-02 cc and bcc hold at most 50 addresses each', async () => {
    await refused({ ...BASE, cc: addresses(51, 'cc.example') }, 'cc');
    await refused({ ...BASE, bcc: addresses(51, 'bcc.example') }, 'bcc');
    const h = harness();
    await h.run({ ...BASE, cc: addresses(50, 'cc.example'), bcc: addresses(49, 'bcc.example') });
    expect(h.world.mailbox.sent[0]!.cc).toHaveLength(50);
    expect(h.world.mailbox.sent[0]!.bcc).toHaveLength(49);
  });

  it('EMAIL-02 empty cc and bcc lists are fine', async () => {
    const h = harness();
    await h.run({ ...BASE, cc: [], bcc: [] });
    expect(h.world.mailbox.sent[0]).toMatchObject({ cc: [], bcc: [] });
  });

  it('EMAIL-03 each address in to, cc and bcc has at least 3 characters', async () => {
    for (const field of ['to', 'cc', 'bcc']) {
      for (const short of ['', 'a', 'a@']) {
        const input = field === 'to' ? { ...BASE, to: [short] } : { ...BASE, [field]: ['ok@example.com', short] };
        await refused(input, field);
      }
    }
    const { problems } = compileText(mailStep('      to: [ab]\n      subject: Hi\n      text: x\n'));
    expect(problems).toEqual([expect.objectContaining({ path: 'steps[0].with.to[0]' })]);
  });

  it('EMAIL-03 an address that is not text is refused', async () => {
    await refused({ ...BASE, to: [42] }, 'to');
    await refused({ ...BASE, cc: [null] }, 'cc');
  });

  it('EMAIL-18 addresses are plain name@domain; display names and other forms are refused', async () => {
    for (const address of [
      'Ann <ann@example.com>',
      '<ann@example.com>',
      '"Ann" ann@example.com',
      'ann@example.com (Ann)',
      'ann',
      'ann@',
      '@example.com',
      'ann@@example.com',
      'ann@example.com, bob@example.com',
      'ann@example.com\r\nBcc: eve@example.com',
      ' ann@example.com',
    ]) {
      const error = await refused({ ...BASE, to: [address] }, 'to[0]');
      expect(error.message).not.toContain('ann@');
    }
  });

  it('EMAIL-18 plain addresses with dots, plus signs and subdomains are sent', async () => {
    const h = harness();
    const to = ['ann.lee+invoices@mail.example.co.uk', 'o_brien-2@x-y.example'];
    const output = await h.run({ ...BASE, to });
    expect(output.accepted).toEqual(to);
  });

  it('EMAIL-19 addresses with an IP-address host are refused, in every field', async () => {
    for (const host of ['127.0.0.1', '10.0.0.5', '[127.0.0.1]', '[IPv6:::1]', '[::1]', '127.1', '0x7f.0.0.1', '0177.0.0.1', '2130706433']) {
      await refused({ ...BASE, to: [`ann@${host}`] }, 'to[0]');
      await refused({ ...BASE, bcc: [`ann@${host}`] }, 'bcc[0]');
    }
  });

  it('EMAIL-19 a domain that only contains digits in a label is a name, not an IP address', async () => {
    const h = harness();
    expect((await h.run({ ...BASE, to: ['ann@123.example.com', 'bob@mail1.example'] })).accepted).toEqual(['ann@123.example.com', 'bob@mail1.example']);
  });

  it('EMAIL-20 an address repeated in to, cc and bcc is sent once', async () => {
    const h = harness();
    const output = await h.run({ ...BASE, to: ['ann@example.com', 'bob@example.com', 'ann@example.com'], cc: ['ann@example.com', 'cy@example.com'], bcc: ['bob@example.com', 'ann@EXAMPLE.com'] });
    const sent = h.world.mailbox.sent[0]!;
    const all = [...sent.to, ...sent.cc, ...sent.bcc].map((a) => a.toLowerCase());
    expect(all.filter((a) => a === 'ann@example.com')).toHaveLength(1);
    expect(all.filter((a) => a === 'bob@example.com')).toHaveLength(1);
    expect(new Set(all)).toEqual(new Set(['ann@example.com', 'bob@example.com', 'cy@example.com']));
    expect((output.accepted as string[]).map((a) => a.toLowerCase()).sort()).toEqual(['ann@example.com', 'bob@example.com', 'cy@example.com']);
  });

  it('EMAIL-21 at most 100 addresses in total', async () => {
    const ok = harness();
    await ok.run({ ...BASE, to: addresses(50, 'to.example'), cc: addresses(30, 'cc.example'), bcc: addresses(20, 'bcc.example') });
    expect(ok.world.mailbox.sent).toHaveLength(1);
    await refused({ ...BASE, to: addresses(50, 'to.example'), cc: addresses(50, 'cc.example'), bcc: addresses(1, 'bcc.example') }, 'to');
  });
});

describe('email.send: subject and body', () => {
  it('EMAIL-04 subject is required, not empty, at most 250 characters', async () => {
    await refused({ to: BASE.to, text: 'x' }, 'subject');
    await refused({ ...BASE, subject: '' }, 'subject');
    await refused({ ...BASE, subject: 's'.repeat(251) }, 'subject');
    await refused({ ...BASE, subject: 5 }, 'subject');
    const h = harness();
    await h.run({ ...BASE, subject: 'é'.repeat(250) });
    expect(h.world.mailbox.sent[0]!.subject).toBe('é'.repeat(250));
    expect(compileText(mailStep(`      to: [a@b.example]\n      subject: ${'s'.repeat(251)}\n      text: x\n`)).problems).toEqual([expect.objectContaining({ path: 'steps[0].with.subject' })]);
  });

  it('EMAIL-05 subject is one line: a line break anywhere is refused', async () => {
    for (const subject of ['Hello\nBcc: eve@example.com', 'Hello\r\nX-Injected: 1', 'Hello\r', '\nHello', 'Hello\n']) {
      const error = await refused({ ...BASE, subject }, 'subject');
      expect(error.message).not.toContain('Injected');
    }
  });

  it('EMAIL-05 a subject computed with a line break fails when the step runs', async () => {
    const { result, world } = await runPlan(planFrom(mailStep('      to: [a@b.example]\n      subject: "Order ${{ trigger.body.n }}"\n      text: x\n')), { event: { n: '1\r\nBcc: eve@example.com' } });
    expect(result.steps.m!.error?.code).toBe('invalid_input');
    expect(world.mailbox.sent).toHaveLength(0);
  });

  it('EMAIL-06 at least one of template, text, html is required', async () => {
    const error = await failure(harness().run({ to: BASE.to, subject: 'Hello' }));
    expect(error.code).toBe('invalid_input');
    expect(compileText(mailStep('      to: [a@b.example]\n      subject: Hi\n')).problems).toHaveLength(1);
    expect(compileText(mailStep('      to: [a@b.example]\n      subject: Hi\n      data: { a: 1 }\n')).problems).toHaveLength(1);
  });

  it('EMAIL-06 any one of template, text or html is enough', async () => {
    for (const body of [{ text: 'plain' }, { html: '<p>rich</p>' }, { template: 'welcome', data: { name: 'Ann', order: 7 } }]) {
      const h = harness();
      await h.run({ to: BASE.to, subject: 'Hello', ...body });
      expect(h.world.mailbox.sent, JSON.stringify(body)).toHaveLength(1);
    }
  });

  it('EMAIL-07 template and html cannot both be set, at run time and at save time', async () => {
    await refused({ to: BASE.to, subject: 'Hello', template: 'welcome', html: '<p>x</p>' }, 'html');
    const { problems } = compileText(mailStep('      to: [a@b.example]\n      subject: Hi\n      template: welcome\n      html: "<p>x</p>"\n'));
    expect(problems).toEqual([expect.objectContaining({ path: expect.stringMatching(/^steps\[0\]\.with\.(template|html)$/) })]);
  });

  it('EMAIL-07 template with text is allowed: text is the plain part', async () => {
    const h = harness();
    await h.run({ to: BASE.to, subject: 'Hello', template: 'welcome', data: { name: 'Ann', order: 7 }, text: 'Plain version' });
    expect(h.handed[0]!.text).toBe('Plain version');
    expect(h.handed[0]!.html).toContain('Hello Ann');
  });

  it('EMAIL-10 a text-only mail has no HTML part', async () => {
    const h = harness();
    await h.run({ ...BASE, text: 'Only text' });
    expect(h.handed[0]!.text).toBe('Only text');
    expect(h.handed[0]!.html).toBeUndefined();
  });

  it('EMAIL-10 an html-only mail sends the HTML as given', async () => {
    const h = harness();
    await h.run({ to: BASE.to, subject: 'Hello', html: '<p>Rich <b>body</b></p>' });
    expect(h.handed[0]!.html).toBe('<p>Rich <b>body</b></p>');
  });

  it('EMAIL-10 with both, each part is sent as given', async () => {
    const h = harness();
    await h.run({ to: BASE.to, subject: 'Hello', html: '<p>Rich</p>', text: 'Plain and different' });
    expect(h.handed[0]).toMatchObject({ html: '<p>Rich</p>', text: 'Plain and different' });
    expect(h.world.mailbox.sent[0]!.text).toBe('Plain and different');
  });

  it('EMAIL-13 a running step whose html contains ${{ }} fails with invalid_input and sends nothing', async () => {
    for (const html of ['<p>${{ trigger.body.name }}</p>', '<p>${{secrets.KEY}}</p>', 'Hi ${{ 1 }}']) {
      const h = harness();
      const error = await refused({ to: BASE.to, subject: 'Hello', html }, 'html', h);
      expect(error.message).not.toContain('trigger.body.name');
      expect(error.message).not.toContain('secrets.KEY');
      expect(h.handed).toHaveLength(0);
    }
  });

  it('EMAIL-13 html with text that only looks like an expression start is sent', async () => {
    const h = harness();
    await h.run({ to: BASE.to, subject: 'Hello', html: '<p>Costs $5 {{ not an expression }}</p>' });
    expect(h.handed[0]!.html).toBe('<p>Costs $5 {{ not an expression }}</p>');
  });

  it('EMAIL-14 subject and text can use expressions', async () => {
    const text = mailStep('      to: ["${{ trigger.body.email }}"]\n      subject: "Invoice ${{ trigger.body.number }} is overdue"\n      text: "Dear ${{ trigger.body.name }}, please pay ${{ trigger.body.amount }}."\n');
    expect(compileText(text).problems).toEqual([]);
    const { result, world } = await runPlan(planFrom(text), { event: { email: 'ann@example.com', number: 'INV-7', name: 'Ann', amount: 12.5 } });
    expect(result.steps.m!.result).toBe('success');
    expect(world.mailbox.sent).toEqual([expect.objectContaining({ to: ['ann@example.com'], subject: 'Invoice INV-7 is overdue', text: 'Dear Ann, please pay 12.5.' })]);
  });

  it('EMAIL-22 text is at most 1 MB, counted in bytes', async () => {
    const h = harness();
    await h.run({ ...BASE, text: 'x'.repeat(MB) });
    expect(h.world.mailbox.sent[0]!.text).toHaveLength(MB);
    await refused({ ...BASE, text: 'x'.repeat(MB + 1) }, 'text');
    // 524 289 characters, 1 048 578 bytes.
    await refused({ ...BASE, text: 'é'.repeat(MB / 2 + 1) }, 'text');
  });

  it('EMAIL-22 a text over 1 MB is refused alongside a template too', async () => {
    await refused({ to: BASE.to, subject: 'Hello', template: 'welcome', text: 'x'.repeat(MB + 1) }, 'text');
  });

  it('EMAIL-23 html is at most 2 MB, counted in bytes', async () => {
    const page = (bytes: number) => `<p>${'x'.repeat(bytes - 7)}</p>`;
    const h = harness();
    await h.run({ to: BASE.to, subject: 'Hello', html: page(2 * MB), text: 'short' });
    expect(h.handed[0]!.html).toHaveLength(2 * MB);
    await refused({ to: BASE.to, subject: 'Hello', html: page(2 * MB + 1), text: 'short' }, 'html');
    await refused({ to: BASE.to, subject: 'Hello', html: `<p>${'é'.repeat(MB + 1)}</p>`, text: 'short' }, 'html');
  });

  it('EMAIL-23 EMAIL-11 html-only mail up to 2 MB is sent, its plain part made from it', async () => {
    const h = harness();
    await h.run({ to: BASE.to, subject: 'Hello', html: `<p>${'x'.repeat(1.5 * MB)}</p>` });
    expect(h.handed).toHaveLength(1);
    expect(h.handed[0]!.text).toContain('x'.repeat(1000));
  });
});

describe('email.send: attachments', () => {
  const files = (n: number, size = 1): Given['artifacts'] => Object.fromEntries(Array.from({ length: n }, (_, i) => [`file${i}.txt`, { text: 'a', repeat: size, content_type: 'text/plain' }]));

  it('EMAIL-15 attachments hold at most 10 artifacts', async () => {
    const h = harness({ given: { artifacts: files(11) } });
    const names = Array.from({ length: 11 }, (_, i) => `file${i}.txt`);
    await refused({ ...BASE, attachments: names }, 'attachments', h);
    await h.run({ ...BASE, attachments: names.slice(0, 10) });
    expect(h.world.mailbox.sent[0]!.attachments.map((a) => a.name)).toEqual(names.slice(0, 10));
  });

  it('EMAIL-15 an attachment that is not an artifact of the run is refused', async () => {
    await refused({ ...BASE, attachments: ['missing.pdf'] }, 'attachments[0]', harness({ given: { artifacts: files(1) } }));
  });

  it('EMAIL-15 attachments given as artifact objects from an expression are sent', async () => {
    const text = mailStep('      to: [a@b.example]\n      subject: Report\n      text: attached\n      attachments: ["${{ artifacts[\'file0.txt\'] }}"]\n');
    const { result, world } = await runPlan(planFrom(text), { artifacts: files(1, 5) });
    expect(result.steps.m!.result).toBe('success');
    expect(world.mailbox.sent[0]!.attachments).toEqual([{ name: 'file0.txt', content_type: 'text/plain', size_bytes: 5 }]);
  });

  it('EMAIL-16 attachments are at most 20 MB together', async () => {
    const given = { artifacts: { 'a.bin': { text: 'a', repeat: 10 * MB }, 'b.bin': { text: 'b', repeat: 10 * MB }, 'c.bin': { text: 'c' } } };
    const h = harness({ given });
    await refused({ ...BASE, attachments: ['a.bin', 'b.bin', 'c.bin'] }, 'attachments', h);
    await h.run({ ...BASE, attachments: ['a.bin', 'b.bin'] });
    expect(h.world.mailbox.sent[0]!.attachments.map((a) => a.size_bytes)).toEqual([10 * MB, 10 * MB]);
  });
});

describe('email.send: outputs and sender', () => {
  it('EMAIL-17 ACT-02 outputs are message_id and accepted, the addresses the mail server accepted', async () => {
    const h = harness();
    const output = await h.run({ ...BASE, to: ['ann@example.com'], cc: ['bob@example.com'], bcc: ['cy@example.com'] });
    expect(Object.keys(output).sort()).toEqual(['accepted', 'message_id']);
    expect(typeof output.message_id).toBe('string');
    expect((output.message_id as string).length).toBeGreaterThan(0);
    expect([...(output.accepted as string[])].sort()).toEqual(['ann@example.com', 'bob@example.com', 'cy@example.com']);
  });

  it('EMAIL-17 accepted is what the mail server reports, not the input', async () => {
    const h = harness();
    h.world.mailbox.send = async () => ({ message_id: '<m1@server>', accepted: ['bob@example.com'] });
    const output = await h.run({ ...BASE, to: ['ann@example.com', 'bob@example.com'] });
    expect(output).toEqual({ message_id: '<m1@server>', accepted: ['bob@example.com'] });
  });

  it('EMAIL-17 two mails get different message ids; the same run gives the same ids again', async () => {
    const first = harness();
    const a = await first.run(BASE);
    const b = await first.run({ ...BASE, subject: 'Other' });
    expect(a.message_id).not.toBe(b.message_id);
    const again = harness();
    expect((await again.run(BASE)).message_id).toBe(a.message_id);
  });

  it('EMAIL-24 the company default sender sends', async () => {
    const h = harness({
      senders: [
        { address: 'first@acme.example', verified: true },
        { address: 'billing@acme.example', verified: true, default: true },
      ],
    });
    await h.run(BASE);
    expect(h.handed[0]!.from).toBe('billing@acme.example');
  });

  it('EMAIL-25 without a default sender, the first verified sender sends', async () => {
    const h = harness({
      senders: [
        { address: 'pending@acme.example', verified: false },
        { address: 'ops@acme.example', verified: true },
        { address: 'later@acme.example', verified: true },
      ],
    });
    await h.run(BASE);
    expect(h.handed[0]!.from).toBe('ops@acme.example');
  });

  it('EMAIL-26 an unverified default sender fails with email_sender_unverified and sends nothing', async () => {
    const h = harness({
      senders: [
        { address: 'ops@acme.example', verified: true },
        { address: 'new@acme.example', verified: false, default: true },
      ],
    });
    const error = await failure(h.run(BASE));
    expect(error.code).toBe('email_sender_unverified');
    expect(error.message).not.toContain('ann@example.com');
    expect(h.world.mailbox.sent).toHaveLength(0);
  });

  it('EMAIL-26 a company whose senders are all unverified fails with email_sender_unverified', async () => {
    const h = harness({ senders: [{ address: 'new@acme.example', verified: false }] });
    expect((await failure(h.run(BASE))).code).toBe('email_sender_unverified');
    expect(h.handed).toHaveLength(0);
  });

  it('EMAIL-26 the failure shows in the workflow result as the step error', async () => {
    const { result, world } = await runPlan(planFrom(mailStep('      to: [a@b.example]\n      subject: Hi\n      text: x\n')), {}, { project: { senders: [{ address: 'new@acme.example', verified: false }] } });
    expect(result.steps.m!.error?.code).toBe('email_sender_unverified');
    expect(result.emails).toEqual([]);
    expect(world.mailbox.sent).toHaveLength(0);
  });

  it('EMAIL-27 without any company sender, the service\'s own sender address sends', async () => {
    const h = harness({ senders: [] });
    await h.run(BASE);
    expect(h.handed).toHaveLength(1);
    expect(h.handed[0]!.from).toMatch(/^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/);
    expect(h.handed[0]!.from).not.toContain('acme.example');
  });
});
