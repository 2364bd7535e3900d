type GtagArguments = [command: string, ...rest: unknown[]];

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: GtagArguments) => void;
  }
}

/**
 * The gtag queue. Events go to `window.dataLayer` whether or not Google's script ever loads (offline it
 * never does), so the shop never waits for analytics and tests can read what was sent.
 */
export function gtag(..._args: GtagArguments): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads each entry as an arguments object and ignores arrays, so the rest parameter will not do.
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}
