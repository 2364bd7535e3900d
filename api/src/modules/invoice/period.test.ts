import { parseInvoiceTracks } from '../../config';
import { nextPeriod, taiwanDay, taxSplit } from './period';

// Invoices are dated in Taiwan time and numbered per two-month period; ranges come from INVOICE_TRACKS.

test('the day and period are Taiwan’s: UTC+8, periods starting in odd months', () => {
  expect(taiwanDay(new Date('2026-02-28T15:59:59Z'))).toEqual({ date: '2026-02-28', period: '2026-01' });
  expect(taiwanDay(new Date('2026-02-28T16:00:00Z'))).toEqual({ date: '2026-03-01', period: '2026-03' });
  expect(taiwanDay(new Date('2026-12-31T16:00:00Z'))).toEqual({ date: '2027-01-01', period: '2027-01' });
  expect(taiwanDay(new Date('2026-12-31T15:00:00Z'))).toEqual({ date: '2026-12-31', period: '2026-11' });
  expect(nextPeriod('2026-11')).toBe('2027-01');
  expect(nextPeriod('2026-03')).toBe('2026-05');
});

test('a company invoice splits its total into sales and 5% tax that add up to it', () => {
  expect(taxSplit(1050)).toEqual({ sales: 1000, tax: 50 });
  expect(taxSplit(100)).toEqual({ sales: 95, tax: 5 });
  for (const total of [1, 99, 1234, 98765]) {
    const { sales, tax } = taxSplit(total);
    expect(sales + tax).toBe(total);
  }
});

test('INVOICE_TRACKS takes ranges for any period or one, and refuses anything else', () => {
  expect(parseInvoiceTracks('AB00000000-AB00049999, 2026-11:CD00050000-CD00099999')).toEqual([
    { period: null, track: 'AB', first: 0, last: 49999 },
    { period: '2026-11', track: 'CD', first: 50000, last: 99999 },
  ]);
  expect(parseInvoiceTracks('')).toEqual([]);
  for (const bad of [
    'AB00000000-CD00049999',
    'AB00049999-AB00000000',
    '2026-12:AB00000000-AB00049999',
    'ab00000000-ab00000001',
    'AB0000000-AB00049999',
  ])
    expect(() => parseInvoiceTracks(bad)).toThrow('INVOICE_TRACKS');
});
