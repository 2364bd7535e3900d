/**
 * A quantity the stepper can hold: a whole number from 1 to `max` (typed text, NaN and out-of-range
 * values are brought back in); 0 only when nothing can be added.
 */
export function clampQuantity(value: number, max: number): number {
  if (max < 1) return 0;
  const whole = Number.isFinite(value) ? Math.floor(value) : 1;
  return Math.min(Math.max(1, whole), max);
}
