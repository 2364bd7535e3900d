import { track } from '@shop/shared/analytics';
import { signOut } from '@shop/shared/stores';
import { logout } from './endpoints/account';

/**
 * Signs the member out everywhere: the server revokes the token, then the session, cart and analytics
 * user id are cleared here. A failed revoke (offline, token already invalid) still signs out locally.
 */
export async function logOut(): Promise<void> {
  try {
    await logout({ noGlobalError: true });
  } catch {
    // Nothing to add: the local sign-out below is what the member asked for.
  } finally {
    signOut();
    track.logout();
  }
}
