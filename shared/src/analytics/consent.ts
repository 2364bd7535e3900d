import { persistentAtom } from '@nanostores/persistent';
import { gtag } from './gtag';

export type ConsentChoice = 'granted' | 'denied';
const storages = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;

/** The visitor's answer to the consent banner (localStorage `analyticsConsent`); empty until answered. */
export const $analyticsConsent = persistentAtom<string>('analyticsConsent', '');

function consentState(choice: ConsentChoice): Record<(typeof storages)[number], ConsentChoice> {
  return Object.fromEntries(storages.map((storage) => [storage, choice])) as Record<(typeof storages)[number], ConsentChoice>;
}

/** Consent mode default: nothing is stored until the visitor says yes, or the earlier answer. */
export function applyDefaultConsent(): void {
  const stored = $analyticsConsent.get();
  gtag('consent', 'default', consentState(stored === 'granted' ? 'granted' : 'denied'));
}

/** Grants or denies the four storages at once and remembers the answer. */
export function setConsent(choice: ConsentChoice): void {
  $analyticsConsent.set(choice);
  gtag('consent', 'update', consentState(choice));
}
