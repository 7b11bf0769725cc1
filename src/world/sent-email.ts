/** What a mailbox reports about an email it sent, whether it keeps the mail in memory or writes it to the outbox. */
import type { EmailRecord } from '../engine/result.js';
import type { OutgoingEmail } from '../engine/world.js';

/** Every recipient once, in the order to, cc, bcc. */
export function acceptedRecipients(email: OutgoingEmail): string[] {
  return [...new Set([...email.to, ...email.cc, ...email.bcc])];
}

/** The email as the result document lists it: its own copies of the address lists, attachments without their bytes. */
export function emailRecord(email: OutgoingEmail): EmailRecord {
  return {
    to: [...email.to],
    cc: [...email.cc],
    bcc: [...email.bcc],
    subject: email.subject,
    text: email.text,
    attachments: email.attachments.map((a) => ({ name: a.name, content_type: a.content_type, size_bytes: a.data.byteLength })),
  };
}
