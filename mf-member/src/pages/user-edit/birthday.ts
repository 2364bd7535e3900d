import { formatDate } from '@shop/shared/format';

// A birthday is stored as the Unix seconds of that day's UTC midnight (the seed's 631152000 is 1990-01-01), with 0
// meaning not set (SPEC §3). The date field speaks ISO dates (`YYYY-MM-DD`), which ECMAScript reads and writes as
// UTC: no time zone can move the day. (`formatDate` is not used on the stored value: SPEC §5 reads only 10-digit
// numbers as seconds, and birthdays before 2001 are 9 digits or negative.)

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 'YYYY-MM-DD'.length);

/** The date field's value for a stored birthday; empty when none is set. */
export const birthdayFieldValue = (timestamp: number): string => (timestamp === 0 ? '' : isoDay(timestamp * 1000));

/** The stored form of a date field's value; 0 when it is empty. */
export function birthdayTimestamp(fieldValue: string): number {
  if (!fieldValue) return 0;
  const ms = Date.parse(fieldValue);
  if (Number.isNaN(ms)) throw new RangeError(`not a date: ${fieldValue}`);
  return ms / 1000;
}

/** The earliest birthday the API takes. */
export const earliestBirthday = '1900-01-01';

/** Today in the shop's time zone (Asia/Taipei): the latest birthday there can be. */
export const latestBirthday = (now = Date.now()) => formatDate(now);

/** Whether a date field's value is an ISO day (as the field writes it) from 1900-01-01 to today. */
export function isPossibleBirthday(fieldValue: string, now = Date.now()): boolean {
  const ms = Date.parse(fieldValue);
  if (Number.isNaN(ms) || isoDay(ms) !== fieldValue) return false;
  return ms >= Date.parse(earliestBirthday) && ms <= Date.parse(latestBirthday(now));
}
