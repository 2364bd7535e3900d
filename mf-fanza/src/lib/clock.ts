import { toDate } from '@shop/shared/format';

const clock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Taipei',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * `hh:mm:ss` in the shop's time zone (Asia/Taipei, as every other time the shop shows): a beacon round is due
 * seconds apart from the next, so the seconds matter.
 */
export function formatClock(value: number | string): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = clock.formatToParts(date);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('hour')}:${get('minute')}:${get('second')}`;
}
