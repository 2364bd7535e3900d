import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../stores/locale';

type Bundle = ResourceKey | { default: ResourceKey };
/** How an app loads one namespace: one dynamic import per locale, so only the current one is fetched. */
export type NamespaceLoaders = Record<Locale, () => Promise<Bundle>>;

const loadersByNamespace = new Map<string, NamespaceLoaders>();

/** Each app registers its namespace before rendering; i18next loads it on first use. */
export function registerNamespace(namespace: string, loaders: NamespaceLoaders): void {
  loadersByNamespace.set(namespace, loaders);
}

// A backend that asks whichever app registered the namespace, so bundles stay inside the app that owns them.
const registryBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loadersByNamespace.get(namespace)?.[language as Locale];
    if (!load) {
      callback(new Error(`No "${namespace}" texts registered for "${language}"`), null);
      return;
    }
    load().then(
      (bundle) => callback(null, (bundle as { default?: ResourceKey }).default ?? (bundle as ResourceKey)),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/** Starts the one i18next instance the shell and every remote share. */
export async function initI18n(locale: Locale): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next
      .use(registryBackend)
      .use(initReactI18next)
      .init({
        lng: locale,
        supportedLngs: ['tw', 'cn', 'en'],
        // Every text exists in all three languages, so nothing falls back and no second bundle is fetched.
        fallbackLng: false,
        ns: [],
        defaultNS: false,
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
      });
  }
  return i18next;
}

export { i18next };
