import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FirebaseWebConfig } from '@shop/shared/contract';
import { showToast } from '@shop/shared/stores';
import { authNs } from '../namespace';
import { loadClientConfig } from './clientConfig';
import { GoogleMark } from './GoogleMark';
import { googleFailure, prepareGoogleSignIn, signInWithGoogle } from './googleSignIn';
import { Button } from '@shop/shared/ui';
import * as styles from './google-sign-in.module.css';

/**
 * "Sign in with Google", shown only when the API says Google sign-in is configured. The Firebase SDK is
 * not bundled with this page: `signInWithGoogle` imports it when the button is clicked.
 */
export function GoogleSignInButton() {
  const { t } = useTranslation(authNs);
  const [firebase, setFirebase] = useState<FirebaseWebConfig | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let mounted = true;
    // Unreachable settings mean no Google button, as when it is not configured; the other ways still work.
    loadClientConfig().then(
      (config) => mounted && setFirebase(config.firebase),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);

  if (!firebase) return null;

  const onClick = async () => {
    setBusy(true);
    try {
      await signInWithGoogle(firebase);
      showToast(t('login.success'), 'success');
    } catch (error) {
      const failure = googleFailure(error);
      if (failure === 'popup-blocked') showToast(t('login.googlePopupBlocked'), 'error');
      else if (failure === 'other') {
        showToast(t('login.googleFailed'), 'error');
        // The SDK's code (e.g. auth/unauthorized-domain) is what an operator needs to fix the set-up.
        console.error('Google sign-in failed', error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      block
      className={styles.google}
      onClick={onClick}
      onPointerEnter={() => prepareGoogleSignIn(firebase)}
      onFocus={() => prepareGoogleSignIn(firebase)}
      busy={busy}
    >
      <GoogleMark />
      <span>{t('login.google')}</span>
    </Button>
  );
}
