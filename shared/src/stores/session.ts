import { atom, computed } from 'nanostores';
import { persistentAtom, persistentBoolean } from '@nanostores/persistent';
import type { UserInfo } from '../contract';

export type { UserInfo };

/** The bearer token; a stored token means signed in (localStorage `jwt`; removed on sign-out). */
export const $jwt = persistentAtom<string | undefined>('jwt', undefined);
/** Persisted in localStorage under `userAuthorized`. */
export const $userAuthorized = persistentBoolean('userAuthorized');
/** The member's profile, fetched after sign-in; never persisted. */
export const $user = atom<UserInfo | null>(null);

export const $signedIn = computed($jwt, (jwt) => Boolean(jwt));

export function signIn(token: string): void {
  $jwt.set(token);
  $userAuthorized.set(true);
}

export function signOut(): void {
  $user.set(null);
  $userAuthorized.set(false);
  $jwt.set(undefined);
}
