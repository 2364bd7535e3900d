/** What the spec shows for a missing date, in every language. */
export const invalidDateText = '无效日期';

/**
 * Normalises an API timestamp to a Date: 10-digit numbers are seconds, longer ones milliseconds.
 * Empty or unparseable input gives null.
 */
export function toDate(value: number | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) {
    const number = Number(text);
    return new Date(text.length === 10 ? number * 1000 : number);
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `YYYY-MM-DD` (or with time) in the shop's time zone, Asia/Taipei. */
export function formatDate(value: number | string | null | undefined, withTime = false): string {
  const date = toDate(value);
  if (!date) return invalidDateText;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).formatToParts(date);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const day = `${get('year')}-${get('month')}-${get('day')}`;
  return withTime ? `${day} ${get('hour')}:${get('minute')}` : day;
}
