import type { Db } from '../db/client';
import { mails } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(mail: Mail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise mails land in the `mails` table, shown at /dev/mailbox. */
export function createMailer(db: Db, smtpUrl: string | undefined, from = 'Collectibles Shop <no-reply@shop.local>'): Mailer {
  if (smtpUrl) {
    // nodemailer is loaded with the first mail: most API instances (tests, the dev mailbox) never need it.
    const transport = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return {
      kind: 'smtp',
      async send(mail) {
        await (await transport).sendMail({ from, ...mail });
      },
    };
  }
  return {
    kind: 'dev-mailbox',
    async send(mail) {
      await db.insert(mails).values(mail);
    },
  };
}
