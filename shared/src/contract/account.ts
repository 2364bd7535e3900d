import { Type, type Static } from 'typebox';
import { DataOf, Email, Password, Nullable } from './common';

export const LoginBody = Type.Object(
  { email: Email, password: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;
export const TokenBody = DataOf(
  Type.Object({ jwt: Type.String(), user_id: Type.Integer(), expires_at: Type.Integer({ description: 'Unix seconds' }) }),
);
export type TokenBody = Static<typeof TokenBody>;

export const SendVerificationEmailBody = Type.Object({ email: Email }, { additionalProperties: false });
export type SendVerificationEmailBody = Static<typeof SendVerificationEmailBody>;
export const SentBody = DataOf(Type.Object({ expires_in: Type.Integer({ description: 'seconds' }) }));
export type SentBody = Static<typeof SentBody>;

export const VerifyAccountBody = Type.Object(
  { email: Email, code: Type.String({ pattern: '^[0-9]{6}$' }) },
  { additionalProperties: false },
);
export type VerifyAccountBody = Static<typeof VerifyAccountBody>;
/** The checksum proves the address was verified; register must present it. */
export const ChecksumBody = DataOf(Type.Object({ checksum: Type.String() }));
export type ChecksumBody = Static<typeof ChecksumBody>;

export const RegisterBody = Type.Object(
  {
    email: Email,
    checksum: Type.String({ minLength: 10, maxLength: 200 }),
    password: Password,
    account_name: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const ForgetPasswordBody = Type.Object({ email: Email }, { additionalProperties: false });
export type ForgetPasswordBody = Static<typeof ForgetPasswordBody>;
export const VerifyChecksumBody = Type.Object(
  { checksum: Type.String({ minLength: 10, maxLength: 200 }) },
  { additionalProperties: false },
);
export type VerifyChecksumBody = Static<typeof VerifyChecksumBody>;
export const VerifyChecksumResult = DataOf(Type.Object({ email: Type.String() }));
export type VerifyChecksumResult = Static<typeof VerifyChecksumResult>;
export const ChangePasswordBody = Type.Object(
  { checksum: Type.String({ minLength: 10, maxLength: 200 }), password: Password },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const Gender = Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Literal('')]);
export const UserInfo = Type.Object({
  user_id: Type.Integer(),
  email: Type.String(),
  account_name: Type.String(),
  avatar_picture: Type.String(),
  account_status: Type.String(),
  phone_code: Type.String(),
  phone_number: Type.String(),
  gender: Gender,
  birthday_timestamp: Type.Integer(),
});
export type UserInfo = Static<typeof UserInfo>;
/**
 * GET/POST personal: the user info plus what only the member centre needs. `has_password` is false for members who
 * signed up with Google or WeChat and never set one: /member/password then sets it with a mailed code instead of the
 * current password. (The session store keeps `UserInfo`, a singleton type: the profile extends it, not changes it.)
 */
export const Profile = Type.Object({ ...UserInfo.properties, has_password: Type.Boolean() });
export type Profile = Static<typeof Profile>;
export const PersonalBody = DataOf(Profile);
export type PersonalBody = Static<typeof PersonalBody>;

export const PersonalUpdate = Type.Object(
  {
    account_name: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    avatar_picture: Type.Optional(Type.String({ maxLength: 500, pattern: '^(https?://|/)' })),
    phone_code: Type.Optional(Type.String({ pattern: '^\\+?[0-9]{1,4}$' })),
    phone_number: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
    gender: Type.Optional(Gender),
    birthday_timestamp: Type.Optional(Type.Integer({ minimum: -2208988800, maximum: 4102444800 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PersonalUpdate = Static<typeof PersonalUpdate>;
export const MaybeUser = Nullable(UserInfo);

/**
 * POST personal/password: a signed-in member's new password, proven by the current one, or, for a member who has
 * none yet (Google, WeChat), by the code POST personal/password/code mailed to them. Exactly one of the two.
 */
export const OwnPasswordBody = Type.Object(
  {
    current_password: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    code: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })),
    new_password: Password,
  },
  { additionalProperties: false },
);
export type OwnPasswordBody = Static<typeof OwnPasswordBody>;
/** POST personal/password/code takes no fields: the code goes to the signed-in member's own address. */
export const PasswordCodeBody = Type.Object({}, { additionalProperties: false });
export type PasswordCodeBody = Static<typeof PasswordCodeBody>;

/** The `code` WeChat appended to the redirect after the user confirmed the QR scan. */
export const WeixinLoginBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);
export type WeixinLoginBody = Static<typeof WeixinLoginBody>;

/** A Firebase ID token from Google sign-in (signInWithPopup / signInWithCredential). */
export const FirebaseLoginBody = Type.Object(
  { id_token: Type.String({ minLength: 10, maxLength: 8192 }) },
  { additionalProperties: false },
);
export type FirebaseLoginBody = Static<typeof FirebaseLoginBody>;
