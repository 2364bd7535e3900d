import { track } from '@shop/shared/analytics';
import { $signedIn, $user } from '@shop/shared/stores';

let profileLoading: Promise<void> | undefined;

// Loaded only for signed-in members: a visitor's first page needs neither call in the shell.
const personalApi = () => import('../api/personal');
const cart = () => import('@shop/shared/cart');

/**
 * SPEC §4 session rules, run on start-up and after every navigation: a signed-in member without a
 * profile gets it fetched (then the user id is tracked); the cart is fetched once after sign-in.
 * Failures only end the attempt. The profile call keeps the global error handling, so an expired or
 * revoked token signs out, goes to Login and shows the server's message (SPEC §8).
 */
export function syncSession(): void {
  if (!$signedIn.get()) return;
  if (!$user.get() && !profileLoading) {
    profileLoading = personalApi()
      .then(({ getPersonal }) => getPersonal())
      .then(({ data }) => {
        $user.set(data);
        track.userId(data.user_id);
      })
      .catch(() => undefined)
      .finally(() => {
        profileLoading = undefined;
      });
  }
  void cart().then(({ syncCart }) => syncCart());
}
