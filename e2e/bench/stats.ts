/** Order statistics for the benchmarks' tables (nearest rank: every figure printed is one that was measured). */

const sorted = (values: readonly number[]) => {
  if (values.length === 0) throw new Error('no values to summarise');
  return [...values].sort((a, b) => a - b);
};

/** The value at or below which `p` percent of the values lie (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const ordered = sorted(values);
  const rank = Math.ceil((p / 100) * ordered.length);
  return ordered[Math.min(ordered.length, Math.max(1, rank)) - 1]!;
}

/** The middle value; of an even count, the upper middle one (a measured value, never an average of two). */
export const median = (values: readonly number[]) => {
  const ordered = sorted(values);
  return ordered[Math.floor(ordered.length / 2)]!;
};

export interface Summary {
  median: number;
  p90: number;
  min: number;
  max: number;
}

export function summarise(values: readonly number[]): Summary {
  const ordered = sorted(values);
  return { median: median(ordered), p90: percentile(ordered, 90), min: ordered[0]!, max: ordered[ordered.length - 1]! };
}
