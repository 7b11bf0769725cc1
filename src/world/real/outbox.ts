/**
 * Email of a real run. flowgate has no mail server to send through (connections.yaml
 * has no mail connection), so a real run writes each email as an `.eml` file into an
 * outbox folder, `.flowgate/outbox/<environment>/`, where a person or a mail program
 * can look at it or send it on. A dry run writes nothing; the result document still
 * lists the email.
 *
 * A file appears whole or not at all: it is written under a temporary name and then
 * renamed, so a run killed mid-write leaves no half message in the outbox.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EmailRecord } from '../../engine/result.js';
import type { Mailbox, OutgoingEmail } from '../../engine/world.js';
import { acceptedRecipients, emailRecord } from '../sent-email.js';
import { composeEml } from './eml.js';

export interface OutboxOptions {
  folder: string;
  dryRun: boolean;
  now: () => Date;
}

/** `2026-01-05T08-00-00-000Z`: sorts by time and is a valid file name everywhere. */
function fileStamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

export class OutboxMailbox implements Mailbox {
  readonly sent: EmailRecord[] = [];
  /** Paths of the files written, in order. */
  readonly written: string[] = [];
  readonly #options: OutboxOptions;

  constructor(options: OutboxOptions) {
    this.#options = options;
  }

  async send(email: OutgoingEmail): Promise<{ message_id: string; accepted: string[] }> {
    const accepted = acceptedRecipients(email);
    const id = randomUUID();
    const messageId = `<${id}@outbox.flowgate.local>`;
    if (!this.#options.dryRun) {
      const date = this.#options.now();
      const text = composeEml(email, { messageId, date, boundary: randomBytes(12).toString('hex') });
      mkdirSync(this.#options.folder, { recursive: true });
      const target = join(this.#options.folder, `${fileStamp(date)}-${id.slice(0, 8)}.eml`);
      const partial = join(this.#options.folder, `.${id}.partial`);
      writeFileSync(partial, text, { flush: true });
      renameSync(partial, target);
      this.written.push(target);
    }
    this.sent.push(emailRecord(email));
    return { message_id: messageId, accepted };
  }
}
