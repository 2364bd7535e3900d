import { AsyncLocalStorage } from 'node:async_hooks';
import { localeTags, type Locale } from '@shop/shared/locale';

/**
 * The language of the render a call to the API is made for. Loaders call the API through the one transport,
 * whose `locale` header comes from the browser's store; on the server many renders run at once, each in its own
 * language, so the in-process adapter takes it from the render's async context instead.
 */
const requestLocale = new AsyncLocalStorage<Locale>();

export function inLocale<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  return requestLocale.run(locale, work);
}

/** The `locale` header of the render under way, if the call is made for one. */
export function requestLocaleHeader(): string | undefined {
  const locale = requestLocale.getStore();
  return locale && localeTags[locale];
}
