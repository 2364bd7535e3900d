/**
 * The operator's session token: in sessionStorage, so it ends with the tab and never travels as a cookie (the
 * console sends it as `Authorization: Bearer`, which no other site can make a browser send).
 */
const KEY = 'ops_session';

export const sessionToken = (): string | null => sessionStorage.getItem(KEY);

export function keepSessionToken(token: string): void {
  sessionStorage.setItem(KEY, token);
}

export function forgetSessionToken(): void {
  sessionStorage.removeItem(KEY);
}
