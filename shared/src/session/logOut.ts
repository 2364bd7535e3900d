import { track } from '@shop/shared/analytics';
import type { Ok } from '@shop/shared/contract';
import { signOut } from '@shop/shared/stores';
import { callApi } from '@shop/shared/transport';

/**
 * Signs the member out everywhere: the server revokes the token, then the session, cart and analytics
 * user id are cleared here. A failed revoke (offline, token already invalid) still signs out locally.
 */
export async function logOut(): Promise<void> {
  try {
    await callApi<Ok>({ method: 'GET', url: 'account/logout' }, { noGlobalError: true });
  } catch {
    // Nothing to add: the local sign-out below is what the member asked for.
  } finally {
    signOut();
    track.logout();
  }
}
