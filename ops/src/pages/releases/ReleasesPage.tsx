/**
 * Releases (owner): per remote the stable and canary versions with their shares and health, the automatic
 * rollback's verdict, and the four steps (the CLIs' own: set the canary's share, promote it, abort it, roll back;
 * the last two asked first), then the published versions and the history. The shop server's release API does them.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { ConfirmButton } from '../../ui/ConfirmButton';
import * as styles from '../../ui/console.module.css';
import {
  releaseApi,
  releaseRefusal,
  type ReleaseAction,
  type ReleaseStatus,
  type RemoteStatus,
  type VersionHealth,
} from './releaseApi';
import { count, describeEvent, rate, share, stableShare } from './releaseFormat';
import * as own from './releases.module.css';

export async function releasesLoader({ request }: LoaderFunctionArgs): Promise<ReleaseStatus> {
  return (await releaseApi.get<ReleaseStatus>('', { signal: request.signal })).data;
}

export interface ReleaseOutcome {
  app: string;
  /** What was done, in the release tooling's words. */
  message?: string;
  /** Why nothing was done: the tooling's words, or another release holding the lock. */
  refusal?: { busy: true } | { reason: string };
}

export async function releasesAction({ request }: LoaderFunctionArgs): Promise<ReleaseOutcome> {
  const form = await request.formData();
  const app = String(form.get('app'));
  const action = String(form.get('action')) as ReleaseAction;
  const body = action === 'rollout' ? { percent: Number(form.get('percent')) } : {};
  try {
    const { data } = await releaseApi.post<{ message: string }>(`/${encodeURIComponent(app)}/${action}`, body);
    return { app, message: data.message };
  } catch (error) {
    const refusal = releaseRefusal(error);
    if (refusal === undefined) throw error;
    return { app, refusal };
  }
}

const when = (iso: string | undefined) => (iso ? `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC` : '—');

function VersionCard(props: {
  kind: 'stable' | 'canary';
  version: string;
  share: number;
  since?: string;
  health?: VersionHealth;
}) {
  const { t } = useTranslation();
  const { kind, version, health } = props;
  return (
    <div className={own.version} data-testid={`${kind}-version`}>
      <h3>{t(`releases.${kind}`)}</h3>
      <p>
        <code>{version}</code> <span className={styles.muted}>{t('releases.since', { at: when(props.since) })}</span>
      </p>
      <dl className={styles.facts}>
        <dt>{t('releases.share')}</dt>
        <dd data-field="share">{share(props.share)}</dd>
        <dt>{t('releases.loads')}</dt>
        <dd data-field="loads">{count(health?.loads)}</dd>
        <dt>{t('releases.errors')}</dt>
        <dd data-field="errors">{count(health?.errors)}</dd>
        <dt>{t('releases.errorRate')}</dt>
        <dd data-field="error-rate">{rate(health?.errorRate)}</dd>
      </dl>
    </div>
  );
}

/** A step's form: which remote, which step; `children` are its fields and its submit button. */
function Step({ app, action, children }: { app: string; action: ReleaseAction; children: ReactNode }) {
  return (
    <Form method="post" className={own.step}>
      <input type="hidden" name="app" value={app} />
      <input type="hidden" name="action" value={action} />
      {children}
    </Form>
  );
}

function Steps({ remote }: { remote: RemoteStatus }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const { app, canary, stable } = remote;
  if (!stable && !canary) return null;
  const rollback = canary ? t('releases.rollbackCanary') : t('releases.rollbackStable');
  return (
    <div className={own.steps}>
      {canary && (
        <>
          <Step app={app} action="rollout">
            <label className={styles.field}>
              {t('releases.canaryShare')}
              <span className={own.percent}>
                <input
                  name="percent"
                  type="number"
                  inputMode="decimal"
                  min={0.01}
                  max={100}
                  step={0.01}
                  defaultValue={canary.percent}
                  required
                  key={`${canary.version}-${canary.percent}`}
                />
                <span aria-hidden="true">%</span>
              </span>
            </label>
            <button type="submit" className={styles.button} disabled={busy}>
              {t('releases.setShare')}
            </button>
          </Step>
          <Step app={app} action="promote">
            <button type="submit" className={styles.primary} disabled={busy}>
              {t('releases.promote', { version: canary.version })}
            </button>
          </Step>
          <ConfirmButton
            label={t('releases.abort')}
            question={t('releases.abortQuestion', { app, version: canary.version })}
            keep={t('releases.keep')}
          >
            <Step app={app} action="abort">
              <button type="submit" className={styles.danger} disabled={busy}>
                {t('releases.abort')}
              </button>
            </Step>
          </ConfirmButton>
        </>
      )}
      {stable && (
        <ConfirmButton
          label={rollback}
          question={canary ? t('releases.rollbackCanaryQuestion', { app }) : t('releases.rollbackStableQuestion', { app })}
          keep={t('releases.keep')}
        >
          <Step app={app} action="rollback">
            <button type="submit" className={styles.danger} disabled={busy}>
              {rollback}
            </button>
          </Step>
        </ConfirmButton>
      )}
    </div>
  );
}

function Outcome({ outcome }: { outcome: ReleaseOutcome }) {
  const { t } = useTranslation();
  if (outcome.message) {
    return (
      <p className={styles.done} role="status">
        {t('releases.done', { message: outcome.message })}
      </p>
    );
  }
  const refusal = outcome.refusal;
  return (
    <p className={styles.notice} role="alert">
      {refusal && 'busy' in refusal ? t('releases.busy') : t('releases.refused', { reason: refusal?.reason })}
    </p>
  );
}

function Remote({ remote, outcome }: { remote: RemoteStatus; outcome?: ReleaseOutcome }) {
  const { t } = useTranslation();
  const { health } = remote;
  const verdict = health?.verdict;
  return (
    <section className={styles.section} id={remote.app} aria-labelledby={`h-${remote.app}`} data-testid={`remote-${remote.app}`}>
      <h2 id={`h-${remote.app}`}>
        {remote.app} {remote.name && <small className={styles.muted}>{remote.name}</small>}
      </h2>
      {outcome && <Outcome outcome={outcome} />}
      {remote.stable || remote.canary ? (
        <>
          <div className={own.versions}>
            {remote.stable && (
              <VersionCard
                kind="stable"
                version={remote.stable.version}
                share={stableShare(remote)}
                since={remote.stable.since}
                health={health?.stable}
              />
            )}
            {remote.canary && (
              <VersionCard
                kind="canary"
                version={remote.canary.version}
                share={remote.canary.percent}
                since={remote.canary.since}
                health={health?.canary}
              />
            )}
          </div>
          {health && (
            <p className={styles.muted}>
              {t(remote.canary ? 'releases.healthSinceCanary' : 'releases.healthSinceDay', { at: when(health.since) })}
            </p>
          )}
          {verdict && (
            <p data-testid="verdict">
              {t('releases.verdict')} <strong>{t(`releases.verdicts.${verdict.verdict}`)}</strong> — {verdict.reason}
            </p>
          )}
        </>
      ) : (
        <p className={styles.muted}>{t('releases.notLive')}</p>
      )}
      <Steps remote={remote} />
      {remote.published.length > 0 && (
        <details>
          <summary>{t('releases.published', { count: remote.published.length })}</summary>
          <ul>
            {remote.published.map((each) => (
              <li key={each.version}>
                <code>{each.version}</code> <span className={styles.muted}>{when(each.publishedAt)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      <h3>{t('releases.history')}</h3>
      {remote.events.length === 0 ? (
        <p className={styles.muted}>{t('releases.noHistory')}</p>
      ) : (
        <ol className={own.history} data-testid="history">
          {remote.events.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <time dateTime={event.at}>{when(event.at)}</time> {describeEvent(t, event)}{' '}
              <span className={styles.muted}>
                {t('releases.by', { operator: event.operator })}
                {event.reason && event.action !== 'prune' ? ` — ${event.reason}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function ReleasesPage() {
  const { t } = useTranslation();
  const status = useLoaderData<ReleaseStatus>();
  const outcome = useActionData<ReleaseOutcome>();
  return (
    <>
      <h1 className={styles.title}>{t('releases.title')}</h1>
      <p className={status.healthError ? styles.notice : styles.muted}>{status.healthError ?? t('releases.rateHint')}</p>
      {status.remotes.map((remote) => (
        <Remote key={remote.app} remote={remote} outcome={outcome?.app === remote.app ? outcome : undefined} />
      ))}
    </>
  );
}
