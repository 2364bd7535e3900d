/**
 * The console's calls to the admin API (/api/admin/v1): the session's bearer token, the operator's language
 * (error messages come back in it), and one rule for a 401 anywhere: the session is over, back to sign-in.
 */
import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { localeTags } from '@shop/shared/locale';
import { currentLocale } from '../i18n/i18n';
import { forgetSessionToken, sessionToken } from '../session/token';

export const ADMIN_API = '/api/admin/v1';

export const adminApi = axios.create({ baseURL: ADMIN_API });

/** What every console call sends, to the admin API and the shop server's release API alike. */
export function withSession(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = sessionToken();
  if (token) config.headers.set('authorization', `Bearer ${token}`);
  config.headers.set('locale', localeTags[currentLocale()]);
  return config;
}

adminApi.interceptors.request.use(withSession);

/** Where an ended session sends the operator: the sign-in page, which comes back to `from` afterwards. */
export function signInPath(from: string = location.pathname.replace(/^\/ops/, '') + location.search): string {
  return `/sign-in?from=${encodeURIComponent(from || '/')}`;
}

/** Set by the router: how to go to sign-in without reloading the console. */
let goToSignIn: (path: string) => void = (path) => location.assign(`/ops${path}`);
export function onSessionEnded(navigate: (path: string) => void): void {
  goToSignIn = navigate;
}

adminApi.interceptors.response.use(undefined, (error: unknown) => {
  const signingIn = error instanceof AxiosError && error.config?.url === '/session';
  if (error instanceof AxiosError && error.response?.status === 401 && !signingIn) {
    forgetSessionToken();
    goToSignIn(signInPath());
  }
  return Promise.reject(error);
});

/** The API's own message for a refusal (`error_msg`, in the operator's language), or undefined for anything else. */
export function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof AxiosError)) return undefined;
  const body = error.response?.data as { error_msg?: unknown } | undefined;
  return typeof body?.error_msg === 'string' ? body.error_msg : undefined;
}
