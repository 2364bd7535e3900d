import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangePasswordBody, ChecksumBody, ForgetPasswordBody, LoginBody, Ok, RegisterBody, SendVerificationEmailBody, SentBody,
  FirebaseLoginBody, TokenBody, VerifyAccountBody, VerifyChecksumBody, VerifyChecksumResult, WeixinLoginBody,
} from '@shop/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../context';
import { requireUser, userOf } from '../../platform/auth';
import * as account from './service';

const tags = ['account'];

export default function accountRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  const { limiter, config } = ctx;
  /** Per client address and per target account, so neither spraying nor one noisy IP gets through. */
  const limit = (kind: string, max: number, req: FastifyRequest, email: string) => {
    limiter.hit(`${kind}:ip:${req.ip}`, max * 3);
    limiter.hit(`${kind}:acct:${email}`, max);
  };

  return async (app) => {
    app.post('/account/login', { schema: { tags, summary: 'E-mail and password login', body: LoginBody, response: { 200: TokenBody } } }, async (req) => {
      const email = account.normaliseEmail(req.body.email);
      limit('login', config.rateLimits.loginPerMinute, req, email);
      return { data: await account.login(ctx, email, req.body.password) };
    });

    app.post('/account/firebaseLogin', {
      schema: { tags, summary: 'Google sign-in: verifies a Firebase ID token, creates or links the member', body: FirebaseLoginBody, response: { 200: TokenBody } },
    }, async (req) => {
      limiter.hit(`google:ip:${req.ip}`, config.rateLimits.loginPerMinute * 3);
      return { data: await account.firebaseLogin(ctx, req.body.id_token, req.locale) };
    });

    app.post('/account/weixinLogin', {
      schema: { tags, summary: 'WeChat QR login: exchanges the OAuth code, creates or finds the member', body: WeixinLoginBody, response: { 200: TokenBody } },
    }, async (req) => {
      limiter.hit(`wechat:ip:${req.ip}`, config.rateLimits.loginPerMinute * 3);
      return { data: await account.weixinLogin(ctx, req.body.code, req.locale) };
    });

    app.get('/account/logout', {
      schema: { tags, summary: 'Revokes the bearer token', security: [{ bearer: [] }], response: { 200: Ok } },
      onRequest: requireUser(ctx.tokens),
    }, async (req) => {
      await ctx.tokens.revoke(userOf(req));
      return { data: { success: true } };
    });

    app.post('/account/send-verification-email', {
      schema: { tags, summary: 'Mails a 6-digit sign-up code (10 minutes, 5 tries, daily limit)', body: SendVerificationEmailBody, response: { 200: SentBody } },
    }, async (req) => {
      const email = account.normaliseEmail(req.body.email);
      limit('code', config.rateLimits.codePerMinute, req, email);
      return { data: await account.sendVerificationEmail(ctx, email, req.locale) };
    });

    app.post('/account/verify-account', {
      schema: { tags, summary: 'Checks the code; returns the checksum register needs', body: VerifyAccountBody, response: { 200: ChecksumBody } },
    }, async (req) => ({ data: await account.verifyAccount(ctx, account.normaliseEmail(req.body.email), req.body.code) }));

    app.post('/account/register', {
      schema: { tags, summary: 'Completes sign-up with a password; logs the member in', body: RegisterBody, response: { 200: TokenBody } },
    }, async (req) => ({ data: await account.register(ctx, { ...req.body, email: account.normaliseEmail(req.body.email) }, req.locale) }));

    app.post('/account/forget-password', {
      schema: { tags, summary: 'Mails a single-use reset link', body: ForgetPasswordBody, response: { 200: Ok } },
    }, async (req) => {
      const email = account.normaliseEmail(req.body.email);
      limit('reset', config.rateLimits.resetPerMinute, req, email);
      await account.forgetPassword(ctx, email, req.locale);
      return { data: { success: true } };
    });

    app.post('/account/verify-checksum', {
      schema: { tags, summary: 'Checks a reset link before showing the form', body: VerifyChecksumBody, response: { 200: VerifyChecksumResult } },
    }, async (req) => {
      limiter.hit(`checksum:ip:${req.ip}`, config.rateLimits.resetPerMinute * 6);
      return { data: await account.verifyChecksum(ctx, req.body.checksum) };
    });

    app.post('/account/change-password', {
      schema: { tags, summary: 'Sets a new password through a reset link (once)', body: ChangePasswordBody, response: { 200: Ok } },
    }, async (req) => {
      limiter.hit(`checksum:ip:${req.ip}`, config.rateLimits.resetPerMinute * 6);
      await account.changePassword(ctx, req.body.checksum, req.body.password);
      return { data: { success: true } };
    });
  };
}
