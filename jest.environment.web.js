import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom plus the fetch-family globals Node already has: react-router builds a Request for every
 * navigation and jsdom provides none. AbortController comes along so signals and requests match. Browsers
 * have Web Crypto's `subtle` (the kuji verifier hashes with it); jsdom's `crypto` has only getRandomValues.
 */
export default class WebTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
    });
    // jsdom defines its own `crypto` accessor, which a plain assignment does not replace.
    Object.defineProperty(this.global, 'crypto', { value: globalThis.crypto, configurable: true });
  }
}
