import type { StandIns } from '../stand-ins';

// The API does not depend on @shop/sandboxes: the API's test run and the processes its tests and benchmarks start
// preload sandboxes' compose-api.ts, which hands the stand-ins in here for the harness, api-process and bench-api.
let composed: { standIns: StandIns; composer: string } | undefined;

/** Called by the composing module (its `import.meta.url`): API processes started by the tests preload it too. */
export function useStandIns(standIns: StandIns, composer: string): void {
  composed = { standIns, composer };
}

/** The stand-ins handed in; throws when nothing composed them, since the API's tests pay, mail and store through them. */
export function composedStandIns(): { standIns: StandIns; composer: string } {
  if (!composed) {
    throw new Error('no stand-ins composed: preload sandboxes/src/testing/compose-api.ts (api/jest.config.js does)');
  }
  return composed;
}
