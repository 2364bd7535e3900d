/** A typed quantity as a whole number of at least 1 (text that is no number counts as 1). */
export function wholeQuantity(value: number): number {
  return Number.isFinite(value) ? Math.max(1, Math.floor(value)) : 1;
}

/**
 * A quantity the stepper can hold: a whole number from 1 to `max` (typed text, NaN and out-of-range
 * values are brought back in); 0 only when nothing can be added.
 */
export function clampQuantity(value: number, max: number): number {
  if (max < 1) return 0;
  return Math.min(wholeQuantity(value), max);
}
