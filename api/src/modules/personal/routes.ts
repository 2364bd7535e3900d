import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PersonalBody, PersonalUpdate, type UserInfo } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { requireUser, userOf } from '../../platform/auth';
import { fail } from '../../platform/errors';
import { validatePhone } from '../system/data';

type UserRow = typeof users.$inferSelect;

function toUserInfo(u: UserRow): UserInfo {
  return {
    user_id: u.id,
    email: u.email,
    account_name: u.accountName,
    avatar_picture: u.avatarPicture,
    account_status: u.accountStatus,
    phone_code: u.phoneCode,
    phone_number: u.phoneNumber,
    gender: u.gender === 'male' || u.gender === 'female' ? u.gender : '',
    birthday_timestamp: u.birthdayTimestamp,
  };
}

async function load(db: Db, id: number): Promise<UserRow> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  if (!u) fail('TOKEN_INVALID');
  return u;
}

export default function personalRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    const common = { tags: ['personal'], security: [{ bearer: [] }] };
    app.get('/personal', {
      schema: { ...common, summary: "The member's profile", response: { 200: PersonalBody } },
      onRequest: requireUser(ctx.tokens),
    }, async (req) => ({ data: toUserInfo(await load(ctx.db, userOf(req).id)) }));

    app.post('/personal', {
      schema: { ...common, summary: 'Updates profile fields (at least one)', body: PersonalUpdate, response: { 200: PersonalBody } },
      onRequest: requireUser(ctx.tokens),
    }, async (req) => {
      const id = userOf(req).id;
      const b = req.body;
      const current = await load(ctx.db, id);
      const phoneCode = b.phone_code ?? current.phoneCode;
      const phoneNumber = b.phone_number ?? current.phoneNumber;
      if ((b.phone_code !== undefined || b.phone_number !== undefined) && !validatePhone(phoneCode, phoneNumber).valid) fail('BAD_PARAMS');
      const [u] = await ctx.db
        .update(users)
        .set({
          ...(b.account_name !== undefined && { accountName: b.account_name.trim() || current.accountName }),
          ...(b.avatar_picture !== undefined && { avatarPicture: b.avatar_picture }),
          ...(b.phone_code !== undefined && { phoneCode: b.phone_code.replace(/^\+/, '') }),
          ...(b.phone_number !== undefined && { phoneNumber: b.phone_number.replace(/[\s-]/g, '') }),
          ...(b.gender !== undefined && { gender: b.gender }),
          ...(b.birthday_timestamp !== undefined && { birthdayTimestamp: b.birthday_timestamp }),
        })
        .where(eq(users.id, id))
        .returning();
      return { data: toUserInfo(u!) };
    });
  };
}
