import type { KujiFairness } from '@shop/shared/contract';

/** The board no longer changes: a v1 box is revealed (its seed is out), a v2 campaign has nothing left to pick. */
export const boardSettled = (fairness: KujiFairness): boolean =>
  fairness.algorithm === 'drand-hmac-sha256-v2' ? fairness.complete : fairness.seed !== null;
