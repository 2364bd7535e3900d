import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangePasswordBody,
  ChecksumBody,
  ForgetPasswordBody,
  LoginBody,
  Ok,
  RegisterBody,
  SendVerificationEmailBody,
  SentBody,
  FirebaseLoginBody,
  TokenBody,
  VerifyAccountBody,
  VerifyChecksumBody,
  VerifyChecksumResult,
  WeixinLoginBody,
} from '@shop/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../context';
import { requireUser, userOf } from '../../platform/auth';
import { changePassword, forgetPassword, login, normaliseEmail, verifyChecksum } from './service';
import { register, sendVerificationEmail, verifyAccount } from './sign-up';
import { firebaseLogin, weixinLogin } from './social';

const tags = ['account'];

export default function accountRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  const { limiter, config } = ctx;
  /** Per client address and per target account, so neither spraying nor one noisy IP gets through. */
  const limit = async (kind: string, max: number, req: FastifyRequest, email: string) => {
    await limiter.hit(`${kind}:ip:${req.ip}`, max * 3);
    await limiter.hit(`${kind}:acct:${email}`, max);
  };

  return async (app) => {
    app.post(
      '/account/login',
      {
        schema: {
          tags,
          operationId: 'login',
          summary: 'E-mail and password login',
          body: LoginBody,
          response: { 200: TokenBody },
        },
      },
      async (req) => {
        // Per source only: wrong passwords slow their source down (sign-in-guard.ts) but never lock the account.
        await limiter.hit(`login:ip:${req.ip}`, config.rateLimits.loginPerMinute * 3);
        return { data: await login(ctx, normaliseEmail(req.body.email), req.body.password, req.ip) };
      },
    );

    app.post(
      '/account/firebaseLogin',
      {
        schema: {
          tags,
          operationId: 'firebaseLogin',
          summary: 'Google sign-in: verifies a Firebase ID token, creates or links the member',
          body: FirebaseLoginBody,
          response: { 200: TokenBody },
        },
      },
      async (req) => {
        await limiter.hit(`google:ip:${req.ip}`, config.rateLimits.loginPerMinute * 3);
        return { data: await firebaseLogin(ctx, req.body.id_token, req.locale) };
      },
    );

    app.post(
      '/account/weixinLogin',
      {
        schema: {
          tags,
          operationId: 'weixinLogin',
          summary: 'WeChat QR login: exchanges the OAuth code, creates or finds the member',
          body: WeixinLoginBody,
          response: { 200: TokenBody },
        },
      },
      async (req) => {
        await limiter.hit(`wechat:ip:${req.ip}`, config.rateLimits.loginPerMinute * 3);
        return { data: await weixinLogin(ctx, req.body.code, req.locale) };
      },
    );

    app.get(
      '/account/logout',
      {
        schema: { tags, operationId: 'logout', summary: 'Revokes the bearer token', response: { 200: Ok } },
        onRequest: requireUser(ctx.tokens),
      },
      async (req) => {
        await ctx.tokens.revoke(userOf(req));
        return { data: { success: true } };
      },
    );

    app.post(
      '/account/send-verification-email',
      {
        schema: {
          tags,
          operationId: 'sendVerificationEmail',
          summary: 'Mails a 6-digit sign-up code (10 minutes, 5 tries, daily limit per address)',
          body: SendVerificationEmailBody,
          response: { 200: SentBody },
        },
      },
      async (req) => {
        const email = normaliseEmail(req.body.email);
        await limit('code', config.rateLimits.codePerMinute, req, email);
        return { data: await sendVerificationEmail(ctx, email, req.locale) };
      },
    );

    app.post(
      '/account/verify-account',
      {
        schema: {
          tags,
          operationId: 'verifyAccount',
          summary: 'Checks the code; returns the checksum register needs',
          body: VerifyAccountBody,
          response: { 200: ChecksumBody },
        },
      },
      async (req) => ({ data: await verifyAccount(ctx, normaliseEmail(req.body.email), req.body.code) }),
    );

    app.post(
      '/account/register',
      {
        schema: {
          tags,
          operationId: 'register',
          summary: 'Completes sign-up with a password; logs the member in',
          body: RegisterBody,
          response: { 200: TokenBody },
        },
      },
      async (req) => ({ data: await register(ctx, { ...req.body, email: normaliseEmail(req.body.email) }, req.locale) }),
    );

    app.post(
      '/account/forget-password',
      {
        schema: {
          tags,
          operationId: 'forgetPassword',
          summary: 'Mails a single-use reset link',
          body: ForgetPasswordBody,
          response: { 200: Ok },
        },
      },
      async (req) => {
        const email = normaliseEmail(req.body.email);
        await limit('reset', config.rateLimits.resetPerMinute, req, email);
        await forgetPassword(ctx, email, req.locale);
        return { data: { success: true } };
      },
    );

    app.post(
      '/account/verify-checksum',
      {
        schema: {
          tags,
          operationId: 'verifyChecksum',
          summary: 'Checks a reset link before showing the form',
          body: VerifyChecksumBody,
          response: { 200: VerifyChecksumResult },
        },
      },
      async (req) => {
        await limiter.hit(`checksum:ip:${req.ip}`, config.rateLimits.resetPerMinute * 6);
        return { data: await verifyChecksum(ctx, req.body.checksum) };
      },
    );

    app.post(
      '/account/change-password',
      {
        schema: {
          tags,
          operationId: 'changePassword',
          summary: 'Sets a new password through a reset link (once)',
          body: ChangePasswordBody,
          response: { 200: Ok },
        },
      },
      async (req) => {
        await limiter.hit(`checksum:ip:${req.ip}`, config.rateLimits.resetPerMinute * 6);
        await changePassword(ctx, req.body.checksum, req.body.password);
        return { data: { success: true } };
      },
    );
  };
}
