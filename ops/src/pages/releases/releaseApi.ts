/**
 * The shop server's release API (/ops/api/releases, owners only), which is not the admin API: the same session
 * token, sent the same way. What it answers is the deploy tooling's release status (deploy/src/release/status.ts),
 * of which the page uses these fields.
 */
import axios, { AxiosError } from 'axios';
import { withSession } from '../../api/client';
import { forgetSessionToken } from '../../session/token';

export interface VersionHealth {
  version: string;
  loads: number;
  errors: number;
  /** Errors per 100 page loads; null before the first page load. */
  errorRate: number | null;
}

export interface ReleaseEvent {
  at: string;
  action: string;
  operator: string;
  version?: string;
  from?: string;
  percent?: number;
  reason?: string;
}

export interface RemoteStatus {
  app: string;
  name?: string;
  stable?: { version: string; since?: string };
  canary?: { version: string; percent: number; since: string };
  published: { version: string; publishedAt?: string }[];
  /** Newest first. */
  events: ReleaseEvent[];
  health?: {
    since: string;
    stable?: VersionHealth;
    canary?: VersionHealth;
    verdict?: { verdict: 'healthy' | 'too-few' | 'failing'; reason: string };
  };
}

export interface ReleaseStatus {
  at: string;
  remotes: RemoteStatus[];
  healthError?: string;
}

export type ReleaseAction = 'promote' | 'rollout' | 'abort' | 'rollback';

export const releaseApi = axios.create({ baseURL: '/ops/api/releases' });

// Refusals come back in the console's language, as the admin API's do.
releaseApi.interceptors.request.use(withSession);

// A 401 is an ended session, as on the admin API: forgotten here, and the router's signedIn() goes to sign-in.
releaseApi.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && error.response?.status === 401) forgetSessionToken();
  return Promise.reject(error);
});

/** The release API's refusal: 409 (another release holds the lock), or 400 with its message; else undefined. */
export function releaseRefusal(error: unknown): { busy: true } | { reason: string } | undefined {
  if (!(error instanceof AxiosError)) return undefined;
  if (error.response?.status === 409) return { busy: true };
  const body = error.response?.data as { error_msg?: unknown } | undefined;
  return error.response?.status === 400 && typeof body?.error_msg === 'string' ? { reason: body.error_msg } : undefined;
}
