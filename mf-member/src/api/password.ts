import type { Ok, OwnPasswordBody, SentBody } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/**
 * POST personal/password: a new password, proven by the current one or (for a member without one) by the mailed
 * code. Success ends every session of the member, this one included.
 */
export const changeOwnPassword = (body: OwnPasswordBody, options?: CallOptions) =>
  callApi<Ok>({ method: 'POST', url: 'personal/password', data: body }, options);

/** POST personal/password/code: mails a 6-digit code to the signed-in member's own address (no password yet). */
export const sendPasswordCode = (options?: CallOptions) =>
  callApi<SentBody>({ method: 'POST', url: 'personal/password/code', data: {} }, options);
