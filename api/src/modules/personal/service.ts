import type { PersonalUpdate, Profile } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import { memberById, updateProfile as storeProfile, type Member, type ProfileChange } from '../account/service';
import { validatePhone } from '../system/service';

// A member's own password is the account module's (it owns the members and the mailed codes).
export { changeOwnPassword, sendPasswordCode } from '../account/service';

function toProfile(u: Member): Profile {
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
    has_password: u.passwordHash !== null,
  };
}

/** A token can outlive its member (deleted since): that is an invalid session, not a missing page. */
async function member(db: Db, id: number): Promise<Member> {
  const u = await memberById(db, id);
  if (!u) fail('TOKEN_INVALID');
  return u;
}

export async function getProfile(db: Db, userId: number): Promise<Profile> {
  return toProfile(await member(db, userId));
}

/** Changes only the fields sent; a phone number must be a valid mobile number for its (new or current) code. */
export async function updateProfile(db: Db, userId: number, b: PersonalUpdate): Promise<Profile> {
  const current = await member(db, userId);
  const phoneCode = b.phone_code ?? current.phoneCode;
  const phoneNumber = b.phone_number ?? current.phoneNumber;
  if ((b.phone_code !== undefined || b.phone_number !== undefined) && !validatePhone(phoneCode, phoneNumber).valid)
    fail('BAD_PARAMS');
  const change: ProfileChange = {
    ...(b.account_name !== undefined && { accountName: b.account_name.trim() || current.accountName }),
    ...(b.avatar_picture !== undefined && { avatarPicture: b.avatar_picture }),
    ...(b.phone_code !== undefined && { phoneCode: b.phone_code.replace(/^\+/, '') }),
    ...(b.phone_number !== undefined && { phoneNumber: b.phone_number.replace(/[\s-]/g, '') }),
    ...(b.gender !== undefined && { gender: b.gender }),
    ...(b.birthday_timestamp !== undefined && { birthdayTimestamp: b.birthday_timestamp }),
  };
  return toProfile((await storeProfile(db, userId, change)) ?? fail('TOKEN_INVALID'));
}
