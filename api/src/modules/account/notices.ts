import { eq } from 'drizzle-orm';
import type { Ctx } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Locale } from '../../platform/locale';
import { notify } from '../notification/outbox';
import type { NoticeReader } from '../notification/worker';

// A member's account notices: a changed password is told to its owner, so that who did not change it can take the
// account back at once (the mail links to the reset page).

/** Members created by WeChat (or Google without a verified address) get a reserved `.invalid` address: no mailbox. */
export const hasMailbox = (email: string) => !/\.invalid$/i.test(email);

/** Inside the change's transaction; a member without a mailbox (a WeChat sign-in) is told nothing. */
export async function notifyPasswordChanged(tx: Db, member: { id: number; email: string }): Promise<void> {
  if (hasMailbox(member.email)) await notify(tx, 'account.password_changed', [{ userId: member.id }]);
}

export function memberNoticeReader(ctx: Ctx): NoticeReader {
  return async (row) => {
    const [m] = await ctx.db.select().from(users).where(eq(users.id, row.userId!));
    if (!m || !hasMailbox(m.email) || row.event !== 'account.password_changed') return null;
    return {
      to: m.email,
      locale: (m.locale as Locale) || 'tw',
      notice: { event: row.event, at: row.createdAt.toISOString(), link: `${ctx.config.publicUrl}/forgot-password` },
    };
  };
}
