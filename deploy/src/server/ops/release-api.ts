/**
 * The release API the operator console's Releases page and `npm run release:status` use: GET /ops/api/releases
 * (the release status with health) and POST /ops/api/releases/:app/:action (promote, rollout {percent}, abort,
 * rollback), which call the same functions as the CLIs. Only an owner's console session may use it
 * (`Authorization: Bearer`, checked by the mounted API: 401 without a live session, 403 for another role); every
 * step is in the release log under the operator's e-mail and in the API's audit log. An operator's mistake
 * (UserError) is a 400, another release holding the lock a 409, never a 500: each refusal carries its code from
 * the error catalogue, its text in the operator's language (the `locale` header, as the admin API reads it) and
 * the CLI's own words as `detail`. A server without the API (no operator accounts) has no release API: every path
 * here is a plain 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrors, type ApiErrorName } from '@shop/shared/errors';
import { localeTags, requestLocale, supportedLocales, type Locale } from '@shop/shared/locale';
import { parseRemoteApp } from '../../apps.js';
import { UserError } from '../../errors.js';
import { readCanaries } from '../../release/canary-state.js';
import { abortCanary, parsePercent, promoteCanary, rollbackRelease, setCanaryShare } from '../../release/rollout.js';
import { OPS_STATUS_PATH } from '../../release/shop-status-client.js';
import { releaseStatus, type HealthSource, type ReleaseStatus } from '../../release/status.js';
import type { ShopApi, ShopOperator } from '../api-mount.js';

/** What an operator needs to see and move releases (the API gives it to owners only). */
export const RELEASES_PERMISSION = 'releases';

export interface ReleaseApiOptions {
  publishDir: string;
  /** The mounted API: who is signed in, the audit log, and the health figures. */
  api?: ShopApi;
}

type Body = { percent?: unknown } | undefined;
interface Step {
  /** The CLI's own wording of what happened. */
  message: string;
  before: object;
  after: object;
}
type Action = (publishDir: string, app: string, operator: string, body: Body) => Promise<Step>;

const ACTIONS: Record<string, Action> = {
  async promote(publishDir, app, operator) {
    const result = await promoteCanary(publishDir, app, { operator });
    return {
      message: `${app}: ${result.previous ?? '(none)'} -> ${result.current} (promoted from canary)`,
      before: { stable: result.previous ?? null, canary: result.current },
      after: { stable: result.current },
    };
  },
  async rollout(publishDir, app, operator, body) {
    const given = body?.percent;
    const percent = parsePercent(typeof given === 'number' || typeof given === 'string' ? given : undefined);
    const before = (await readCanaries(publishDir))[app]?.percent;
    const result = await setCanaryShare(publishDir, app, percent, { operator });
    return {
      message: result.changed
        ? `${app}: canary ${result.canary} now for ${percent} % of shoppers`
        : `${app}: canary ${result.canary} is already at ${percent} %`,
      before: { canary: result.canary, percent: before ?? null },
      after: { canary: result.canary, percent },
    };
  },
  async abort(publishDir, app, operator) {
    const result = await abortCanary(publishDir, app, { operator });
    return {
      message: `${app}: canary ${result.dropped} dropped; everyone gets ${result.stable}`,
      before: { stable: result.stable, canary: result.dropped },
      after: { stable: result.stable },
    };
  },
  async rollback(publishDir, app, operator) {
    const result = await rollbackRelease(publishDir, app, { operator });
    return {
      message: `${app}: ${result.previous ?? '(none)'} -> ${result.current}`,
      before: { version: result.previous ?? null },
      after: { version: result.current },
    };
  },
};

/** Another operator's release holds the publish lock (manifest/publish-lock.ts): try again, not a bug. */
const isLockBusy = (error: unknown) => error instanceof Error && /^another release is running/.test(error.message);

/**
 * The operator's language: the `locale` header (zh-TW, zh-CN, en) as the admin API reads it, else what the shop
 * reads for a page (the `lang` cookie, Accept-Language), else zh-TW.
 */
function operatorLocale(request: FastifyRequest): Locale {
  const header = (name: string) => {
    const value = request.headers[name];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  };
  const tag = header('locale')?.trim().toLowerCase();
  return supportedLocales.find((locale) => localeTags[locale].toLowerCase() === tag) ?? requestLocale({ get: header });
}

/** A refusal in the API's shape: the catalogue's code and text; `detail` keeps the CLI's words for the record. */
function refuse(request: FastifyRequest, reply: FastifyReply, name: ApiErrorName, detail?: string): FastifyReply {
  const error = apiErrors[name];
  return reply
    .code(error.status)
    .header('cache-control', 'no-store')
    .send({ error_code: error.code, error_msg: error.messages[operatorLocale(request)], ...(detail && { detail }) });
}

export async function registerReleaseApi(app: FastifyInstance, options: ReleaseApiOptions): Promise<void> {
  const { api, publishDir } = options;
  const operatorFor = api?.operatorFor?.bind(api);
  const recordAudit = api?.recordAudit?.bind(api);
  const health: HealthSource | undefined = api?.remoteHealth;

  /** The owner behind the request, or undefined once the answer (401, 403) is sent. */
  const owner = async (request: FastifyRequest, reply: FastifyReply): Promise<ShopOperator | undefined> => {
    const operator = await operatorFor!(request.headers.authorization);
    if (!operator) {
      refuse(request, reply, 'OPERATOR_SESSION_INVALID');
      return undefined;
    }
    if (!operator.permissions.includes(RELEASES_PERMISSION)) {
      refuse(request, reply, 'OPERATOR_FORBIDDEN');
      return undefined;
    }
    return operator;
  };

  await app.register(async (scope) => {
    // Without operator accounts nothing here exists: the same 404 as any unknown path.
    scope.addHook('onRequest', async (_request, reply) => {
      if (!operatorFor || !recordAudit) return reply.callNotFound();
    });

    scope.get(OPS_STATUS_PATH, async (request, reply) => {
      if (!(await owner(request, reply))) return reply;
      const status: ReleaseStatus = await releaseStatus(publishDir, health);
      if (!health) status.healthError = 'health unavailable: the shop runs without its API';
      return reply.header('cache-control', 'no-store').send(status);
    });

    scope.post<{ Params: { app: string; action: string }; Body: Body }>(
      `${OPS_STATUS_PATH}/:app/:action`,
      async (request, reply) => {
        const action = Object.hasOwn(ACTIONS, request.params.action) ? ACTIONS[request.params.action] : undefined;
        if (!action) return reply.callNotFound();
        const operator = await owner(request, reply);
        if (!operator) return reply;
        try {
          const remote = parseRemoteApp(request.params.app);
          const step = await action(publishDir, remote, operator.email, request.body);
          // The release already happened (files, not rows): its audit row follows it, as the release log does.
          await recordAudit!(operator.id, {
            action: `release.${request.params.action}`,
            target: 'release',
            targetId: remote,
            before: step.before,
            after: step.after,
          });
          return reply.header('cache-control', 'no-store').send({ message: step.message });
        } catch (error) {
          if (error instanceof UserError) return refuse(request, reply, error.refusal ?? 'RELEASE_REFUSED', error.message);
          if (isLockBusy(error)) return refuse(request, reply, 'RELEASE_BUSY', (error as Error).message);
          throw error;
        }
      },
    );
  });
}
