import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom plus the fetch-family globals Node already has: react-router builds a Request for every
 * navigation and jsdom provides none. AbortController comes along so signals and requests match.
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
  }
}
