import { formatDate, invalidDateText, toDate } from './date';

describe('toDate', () => {
  it('reads a 10-digit number as seconds and a longer one as milliseconds', () => {
    expect(toDate(1700000000)?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(toDate('1700000000')?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(toDate(1700000000123)?.toISOString()).toBe('2023-11-14T22:13:20.123Z');
  });

  it('gives null for empty or unparseable input', () => {
    expect(toDate('')).toBeNull();
    expect(toDate(null)).toBeNull();
    expect(toDate(undefined)).toBeNull();
    expect(toDate('not a date')).toBeNull();
  });
});

describe('formatDate', () => {
  it('shows the spec text for an empty date', () => {
    expect(formatDate('')).toBe(invalidDateText);
    expect(invalidDateText).toBe('无效日期');
  });

  it('formats in Taipei time', () => {
    // 22:13 UTC is 06:13 the next day in Taipei.
    expect(formatDate(1700000000)).toBe('2023-11-15');
    expect(formatDate(1700000000, true)).toBe('2023-11-15 06:13');
  });
});
