// Invoices are dated and numbered in Taiwan time (UTC+8, no daylight saving), in two-month periods: Jan–Feb, Mar–Apr, …

const TAIWAN_OFFSET_MS = 8 * 3600 * 1000;

export interface TaiwanDay {
  /** YYYY-MM-DD */
  date: string;
  /** The period's first month, YYYY-MM (odd). */
  period: string;
}

export function taiwanDay(at: Date): TaiwanDay {
  const local = new Date(at.getTime() + TAIWAN_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${year}-${pad(month)}-${pad(local.getUTCDate())}`,
    period: `${year}-${pad(month - ((month - 1) % 2))}`,
  };
}

/** The period after `period` (YYYY-MM of its first month). */
export function nextPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 11 ? `${year + 1}-01` : `${year}-${String(month + 2).padStart(2, '0')}`;
}

/** Sales and the 5% business tax of a tax-included total, as a company invoice states them. */
export function taxSplit(total: number): { sales: number; tax: number } {
  const sales = Math.round(total / 1.05);
  return { sales, tax: total - sales };
}
