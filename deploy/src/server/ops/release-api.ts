/**
 * The operator view, /ops/releases, and its JSON twin /ops/api/releases (what `npm run release:status` asks).
 * It exists only when SHOP_OPS_TOKEN is set; otherwise every path here is the plain 404 of a page that is not
 * there. Buttons are plain forms (POST, then a 303 back to the page) calling the same functions as the CLIs,
 * recorded as operator `ops-view`. An operator's mistake (UserError) is a message on the page, never a 500.
 * Sign-in attempts are rate limited per client address (sign-in-limit.ts), like the shop's own sign-in.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseRemoteApp } from '../../apps.js';
import { UserError } from '../../errors.js';
import { abortCanary, parsePercent, promoteCanary, rollbackRelease, setCanaryShare } from '../../release/rollout.js';
import { releaseStatus, type HealthSource, type ReleaseStatus } from '../../release/status.js';
import type { ShopApi } from '../api-mount.js';
import { OPS_STATUS_PATH } from '../../release/shop-status-client.js';
import { cookieValue } from '@shop/shared/locale';
import { OPS_CONTENT_SECURITY_POLICY, OPS_STYLESHEET_PATH, signInPage } from './ops-html.js';
import { releasesPage } from './releases-page.js';
import { signInLimit } from './sign-in-limit.js';
import {
  hasSession,
  isOperator,
  isSameOrigin,
  opsTokenFromEnv,
  OPS_COOKIE_PATH,
  sameSecret,
  sessionCookie,
  sessionValue,
} from './ops-session.js';

export const OPS_RELEASES_PATH = '/ops/releases';
export const OPS_OPERATOR = 'ops-view';
const NOTICE_COOKIE = 'shop_ops_notice';
const FORM_TYPE = 'application/x-www-form-urlencoded';

export interface OpsOptions {
  publishDir: string;
  /** The mounted API: its `remoteHealth` reader gives the page its health figures. */
  api?: ShopApi;
  /** Default: SHOP_OPS_TOKEN. Without a token the view does not exist (404). */
  token?: string;
}

type Form = Record<string, string | undefined>;
type Action = (publishDir: string, app: string, form: Form) => Promise<string>;

/** What each button does, with the CLI's own wording of the result. */
const ACTIONS: Record<string, Action> = {
  async promote(publishDir, app) {
    const result = await promoteCanary(publishDir, app, { operator: OPS_OPERATOR });
    return `${app}: ${result.previous ?? '(none)'} -> ${result.current} (promoted from canary)`;
  },
  async rollout(publishDir, app, form) {
    const percent = parsePercent(form.percent);
    const result = await setCanaryShare(publishDir, app, percent, { operator: OPS_OPERATOR });
    return result.changed
      ? `${app}: canary ${result.canary} now for ${percent} % of shoppers`
      : `${app}: canary ${result.canary} is already at ${percent} %`;
  },
  async abort(publishDir, app) {
    const result = await abortCanary(publishDir, app, { operator: OPS_OPERATOR });
    return `${app}: canary ${result.dropped} dropped; everyone gets ${result.stable}`;
  },
  async rollback(publishDir, app) {
    const result = await rollbackRelease(publishDir, app, { operator: OPS_OPERATOR });
    return `${app}: ${result.previous ?? '(none)'} -> ${result.current}`;
  },
};

/** Another operator's release holds the publish lock (manifest/publish-lock.ts): try again, not a bug. */
const isLockBusy = (error: unknown) => error instanceof Error && /^another release is running/.test(error.message);

function html(reply: FastifyReply, code: number, body: string): FastifyReply {
  return reply
    .code(code)
    .header('cache-control', 'no-store')
    .header('content-security-policy', OPS_CONTENT_SECURITY_POLICY)
    .header('x-frame-options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(body);
}

function jsonError(reply: FastifyReply, code: number, message: string): FastifyReply {
  return reply
    .code(code)
    .header('cache-control', 'no-store')
    .send({ error_code: code * 100, error_msg: message });
}

function takeNotice(request: FastifyRequest, reply: FastifyReply): string | undefined {
  let notice: string | undefined;
  try {
    notice = cookieValue(request.headers.cookie, NOTICE_COOKIE);
  } catch {
    notice = undefined;
  }
  if (notice !== undefined)
    reply.header('set-cookie', `${NOTICE_COOKIE}=; Path=${OPS_COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Strict`);
  return notice || undefined;
}

export async function registerOpsRoutes(app: FastifyInstance, options: OpsOptions): Promise<void> {
  const token = 'token' in options ? options.token || undefined : opsTokenFromEnv();
  const health: HealthSource | undefined = options.api?.remoteHealth;
  const limitSignIn = signInLimit(options.api);
  const stylesheet = await readFile(new URL('./ops.css', import.meta.url), 'utf8');

  const status = async (): Promise<ReleaseStatus> => {
    const current = await releaseStatus(options.publishDir, health);
    if (!health) current.healthError = 'health unavailable: the shop runs without its API';
    return current;
  };
  const page = async (reply: FastifyReply, code: number, messages: { notice?: string; error?: string }) =>
    html(reply, code, releasesPage(await status(), messages));

  await app.register(async (scope) => {
    // Forms post URL-encoded bodies; this parser is for this scope only (the API keeps its own rules).
    if (scope.hasContentTypeParser(FORM_TYPE)) scope.removeContentTypeParser(FORM_TYPE);
    scope.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    // Without a token nothing here exists: the same 404 as any unknown page.
    scope.addHook('onRequest', async (_request, reply) => {
      if (!token) return reply.callNotFound();
    });

    scope.get(OPS_STYLESHEET_PATH, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(stylesheet),
    );

    scope.get(OPS_RELEASES_PATH, async (request, reply) => {
      if (!hasSession(request, token!)) return html(reply, 401, signInPage());
      return page(reply, 200, { notice: takeNotice(request, reply) });
    });

    scope.post<{ Body: Form | undefined }>('/ops/sign-in', async (request, reply) => {
      if (!isSameOrigin(request)) return html(reply, 403, signInPage('Sign-in refused: the form was not sent from this site.'));
      const wait = await limitSignIn(request.ip);
      if (wait !== undefined) {
        reply.header('retry-after', String(wait));
        return html(reply, 429, signInPage(`Too many sign-in attempts from this address: try again in ${wait} s.`));
      }
      const given = typeof request.body?.token === 'string' ? request.body.token : '';
      if (!given || !sameSecret(given, token!)) return html(reply, 401, signInPage('That is not the operator token.'));
      return reply.header('set-cookie', sessionCookie(sessionValue(token!), request)).redirect(OPS_RELEASES_PATH, 303);
    });

    scope.post('/ops/sign-out', async (request, reply) => {
      if (!isSameOrigin(request)) return html(reply, 403, signInPage('Sign-out refused: the form was not sent from this site.'));
      return reply.header('set-cookie', sessionCookie('', request, 0)).redirect(OPS_RELEASES_PATH, 303);
    });

    scope.post<{ Params: { app: string; action: string }; Body: Form | undefined }>(
      `${OPS_RELEASES_PATH}/:app/:action`,
      async (request, reply) => {
        const action = Object.hasOwn(ACTIONS, request.params.action) ? ACTIONS[request.params.action] : undefined;
        if (!action) return reply.callNotFound();
        if (!hasSession(request, token!)) return html(reply, 401, signInPage('Sign in again to do that.'));
        if (!isSameOrigin(request)) {
          return page(reply, 403, { error: 'Refused: the form was not sent from this site. Nothing was changed.' });
        }
        try {
          const remote = parseRemoteApp(request.params.app);
          const said = await action(options.publishDir, remote, request.body ?? {});
          reply.header(
            'set-cookie',
            `${NOTICE_COOKIE}=${encodeURIComponent(said)}; Path=${OPS_COOKIE_PATH}; Max-Age=60; HttpOnly; SameSite=Strict`,
          );
          return reply.redirect(`${OPS_RELEASES_PATH}#${encodeURIComponent(remote)}`, 303);
        } catch (error) {
          if (error instanceof UserError) return page(reply, 400, { error: error.message });
          if (isLockBusy(error)) return page(reply, 409, { error: `${(error as Error).message}: try again in a moment` });
          throw error;
        }
      },
    );

    scope.get(OPS_STATUS_PATH, async (request, reply) => {
      if (!isOperator(request, token!)) return jsonError(reply, 401, 'operator token required (Authorization: Bearer)');
      return reply.header('cache-control', 'no-store').send(await status());
    });
  });
}
