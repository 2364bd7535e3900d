import type {
  ChangePasswordBody,
  ChecksumBody,
  FirebaseLoginBody,
  ForgetPasswordBody,
  LoginBody,
  Ok,
  RegisterBody,
  SendVerificationEmailBody,
  SentBody,
  TokenBody,
  VerifyAccountBody,
  VerifyChecksumBody,
  VerifyChecksumResult,
  WeixinLoginBody,
} from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

const post = <T>(url: string, data: unknown, options?: CallOptions) => callApi<T>({ method: 'POST', url, data }, options);

export const login = (body: LoginBody, options?: CallOptions) => post<TokenBody>('account/login', body, options);
export const sendVerificationEmail = (body: SendVerificationEmailBody, options?: CallOptions) =>
  post<SentBody>('account/send-verification-email', body, options);
export const verifyAccount = (body: VerifyAccountBody, options?: CallOptions) =>
  post<ChecksumBody>('account/verify-account', body, options);
export const register = (body: RegisterBody, options?: CallOptions) => post<TokenBody>('account/register', body, options);
export const forgetPassword = (body: ForgetPasswordBody, options?: CallOptions) =>
  post<Ok>('account/forget-password', body, options);
export const verifyChecksum = (body: VerifyChecksumBody, options?: CallOptions) =>
  post<VerifyChecksumResult>('account/verify-checksum', body, options);
export const changePassword = (body: ChangePasswordBody, options?: CallOptions) =>
  post<Ok>('account/change-password', body, options);
export const weixinLogin = (body: WeixinLoginBody, options?: CallOptions) =>
  post<TokenBody>('account/weixinLogin', body, options);
/** Google sign-in: exchanges a Firebase ID token (from signInWithPopup) for the shop's token. */
export const firebaseLogin = (body: FirebaseLoginBody, options?: CallOptions) =>
  post<TokenBody>('account/firebaseLogin', body, options);
