import { createHash } from 'node:crypto';
import type { Mailbox, OutgoingEmail } from '../engine/world.js';
import type { EmailRecord } from '../engine/result.js';
import { acceptedRecipients, emailRecord } from './sent-email.js';

/**
 * A mailbox that keeps what is sent (WORLD-04). Message ids are derived from the
 * mail and its position, never random, so reports are deterministic (WORLD-16).
 */
export class MemoryMailbox implements Mailbox {
  readonly sent: EmailRecord[] = [];

  async send(email: OutgoingEmail): Promise<{ message_id: string; accepted: string[] }> {
    const accepted = acceptedRecipients(email);
    this.sent.push(emailRecord(email));
    const digest = createHash('sha256')
      .update(`${this.sent.length}\n${email.from}\n${accepted.join(',')}\n${email.subject}\n${email.text}`)
      .digest('hex')
      .slice(0, 24);
    return { message_id: `<${digest}@mail.flowgate.test>`, accepted };
  }
}
