import type { Db } from '../db/client';
import { mails } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The same for every try of one notice, so that a mail sent twice (a retry after a crash) reads as one. */
  messageId?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(mail: Mail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise mails land in the `mails` table, shown at /dev/mailbox. */
export function createMailer(db: Db, smtpUrl: string | undefined, from = 'Collectibles Shop <no-reply@shop.local>'): Mailer {
  if (smtpUrl) {
    // nodemailer is loaded with the first mail: most API instances (tests, the dev mailbox) never need it.
    // Bounded waits: a send must end well within the outbox's lease (notification/worker.ts).
    const transport = import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
    );
    return {
      kind: 'smtp',
      async send(mail) {
        await (await transport).sendMail({ from, ...mail });
      },
    };
  }
  return {
    kind: 'dev-mailbox',
    async send({ messageId: _, ...mail }) {
      await db.insert(mails).values(mail);
    },
  };
}
