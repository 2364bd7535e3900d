const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A tier's chance on the next draw (`probability`, 0 to 1) as the board shows it: a percentage with one
 * decimal, `4.0%`. A tier still in the box never reads 0.0% (a very large box): it reads `<0.1%`.
 */
export function formatOdds(probability: number): string {
  if (probability > 0 && probability < 0.0005) return `<${percent.format(0.001)}`;
  return percent.format(probability);
}
