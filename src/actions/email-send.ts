import { invalidInput, StepError } from '../engine/errors.js';
import type { Artifact } from '../engine/world.js';
import { hasExpression } from '../expressions/index.js';
import { renderStoredTemplate } from '../templates/index.js';
import { htmlToText } from './html-text.js';
import { defineAction, type ActionContext, type InputOf } from '../engine/action.js';

const SERVICE_SENDER = 'no-reply@mail.flowgate.test';
const MAX_TOTAL_ADDRESSES = 100;
const MAX_TEXT_BYTES = 1024 * 1024;
const MAX_HTML_BYTES = 2 * 1024 * 1024;
const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;

/** EMAIL-18/EMAIL-19: plain `local@domain`, no display name, no IP-address host. */
const PLAIN_ADDRESS = /^[^\s@<>()",;:[\]]+@([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+)$/;
/** A host whose last label is a number is an IPv4 address in some notation (`127.1`, `0x7f.0.0.1`), as URL parsers read it. */
const IPV4_HOST = /(?:^|\.)(?:\d+|0x[0-9a-f]*)$/i;

const addressList = (max: number) => ({ type: 'array', maxItems: max, items: { type: 'string', minLength: 3 } }) as const;

const INPUT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['to', 'subject'],
  anyOf: [{ required: ['template'] }, { required: ['text'] }, { required: ['html'] }],
  properties: {
    to: { ...addressList(50), minItems: 1 },
    cc: addressList(50),
    bcc: addressList(50),
    subject: { type: 'string', minLength: 1, maxLength: 250, pattern: '^[^\\r\\n]*$' },
    template: { type: 'string', minLength: 1 },
    text: { type: 'string' },
    html: { type: 'string' },
    data: { type: 'object' },
    attachments: { type: 'array', maxItems: 10 },
  },
} as const;

type Input = InputOf<typeof INPUT_SCHEMA>;

/** What is wrong with an address, or undefined when it is a plain one. */
function addressProblem(address: string): string | undefined {
  const match = PLAIN_ADDRESS.exec(address);
  if (!match) return 'must be a plain address like name@example.com, without a display name';
  if (IPV4_HOST.test(match[1]!)) return 'an IP address cannot be the mail host';
  return undefined;
}

function checkAddresses(field: string, list: readonly string[]): void {
  list.forEach((address, index) => {
    const problem = addressProblem(address);
    if (problem) throw invalidInput(`${field}[${index}]: ${problem}`);
  });
}

/** EMAIL-20: an address repeated anywhere in to/cc/bcc is sent once, where it first appears. */
function dedupe(lists: Record<'to' | 'cc' | 'bcc', string[]>): Record<'to' | 'cc' | 'bcc', string[]> {
  const seen = new Set<string>();
  const keep = (list: string[]) =>
    list.filter((address) => {
      const key = address.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return { to: keep(lists.to), cc: keep(lists.cc), bcc: keep(lists.bcc) };
}

/** EMAIL-24..27: the default sender, else the first verified one, else the service's own. */
function chooseSender(ctx: ActionContext): string {
  const senders = ctx.world.senders;
  if (senders.length === 0) return SERVICE_SENDER;
  const sender = senders.find((s) => s.default) ?? senders.find((s) => s.verified) ?? senders[0]!;
  if (!sender.verified) throw new StepError('email_sender_unverified', 'The sending address is not verified.');
  return sender.address;
}

function body(input: Input, ctx: ActionContext): { text: string; html?: string } {
  if (input.html !== undefined && hasExpression(input.html)) {
    throw invalidInput('html: must not contain ${{ }} expressions; use a template with data');
  }
  // EMAIL-22 limits the `text` input; a text part made from html is bounded by the html limit.
  if (input.text !== undefined && Buffer.byteLength(input.text, 'utf8') > MAX_TEXT_BYTES) throw invalidInput('text: must be at most 1 MB');
  if (input.template !== undefined) {
    const source = ctx.template(input.template);
    if (source === undefined) throw new StepError('template_not_found', `Template ${input.template} does not exist.`);
    // EMAIL-09: data values are escaped for their place; RESULT-06: the text part comes from the rendered HTML.
    const html = renderStoredTemplate(input.template, source, input.data ?? {});
    if (Buffer.byteLength(html, 'utf8') > MAX_HTML_BYTES) throw invalidInput('template: the rendered HTML must be at most 2 MB');
    return { text: input.text ?? htmlToText(html), html };
  }
  const html = input.html;
  if (html !== undefined && Buffer.byteLength(html, 'utf8') > MAX_HTML_BYTES) throw invalidInput('html: must be at most 2 MB');
  const text = input.text ?? (html !== undefined ? htmlToText(html) : '');
  return html === undefined ? { text } : { text, html };
}

/** platform/email.send@v1: sends an email from the company's sender. */
export const emailSend = defineAction({
  name: 'email.send',
  templateFields: ['template'],
  rawFields: ['html'],
  inputSchema: INPUT_SCHEMA,
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['message_id', 'accepted'],
    properties: { message_id: { type: 'string' }, accepted: { type: 'array', items: { type: 'string' } } },
  },
  saveCheck(input, isDynamic) {
    const issues = [];
    if (typeof input.html === 'string' && hasExpression(input.html)) {
      issues.push({ path: 'html', code: 'html_expression', message: 'html cannot contain ${{ }} expressions; use a template with data' });
    }
    if ('template' in input && 'html' in input) {
      issues.push({ path: 'template', code: 'invalid_input', message: 'use template or html, not both' });
    }
    // ACT-03: literal addresses are judged when the workflow is saved, as when it runs.
    for (const field of ['to', 'cc', 'bcc'] as const) {
      const list = input[field];
      if (!Array.isArray(list)) continue;
      list.forEach((address, index) => {
        const path = `${field}[${index}]`;
        // Shorter than 3 characters is the schema's finding already (EMAIL-03).
        const judged = typeof address === 'string' && address.length >= 3 && !isDynamic(path);
        const problem = judged ? addressProblem(address) : undefined;
        if (problem) issues.push({ path, code: 'invalid_input', message: problem });
      });
    }
    return issues;
  },
  async run(input, ctx) {
    if (input.template !== undefined && input.html !== undefined) throw invalidInput('template, html: use template or html, not both');
    const lists = { to: input.to, cc: input.cc ?? [], bcc: input.bcc ?? [] };
    for (const field of ['to', 'cc', 'bcc'] as const) checkAddresses(field, lists[field]);
    const recipients = dedupe(lists);
    if (recipients.to.length + recipients.cc.length + recipients.bcc.length > MAX_TOTAL_ADDRESSES) {
      throw invalidInput('to, cc, bcc: at most 100 addresses in total');
    }
    const content = body(input, ctx);
    const files: Artifact[] = (input.attachments ?? []).map((ref, index) => ctx.artifact(ref, `attachments[${index}]`));
    if (files.reduce((sum, file) => sum + file.size_bytes, 0) > MAX_ATTACHMENT_BYTES) {
      throw invalidInput('attachments: at most 20 MB together');
    }
    const from = chooseSender(ctx);
    return ctx.world.mailbox.send({
      from,
      ...recipients,
      subject: input.subject,
      ...content,
      attachments: files.map((file) => ({ name: file.name, content_type: file.content_type, data: file.data })),
    });
  },
});
