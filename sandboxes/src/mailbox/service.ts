import { desc, eq } from 'drizzle-orm';
import { type Db, mails } from '@shop/api/stand-in-kit';

export interface StoredMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/** The newest 100 mails the dev mailer stored, optionally for one address. */
export async function recentMails(db: Db, to?: string): Promise<StoredMail[]> {
  const rows = await db
    .select()
    .from(mails)
    .where(to ? eq(mails.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mails.id))
    .limit(100);
  return rows.map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    created_at: m.createdAt.toISOString(),
  }));
}
