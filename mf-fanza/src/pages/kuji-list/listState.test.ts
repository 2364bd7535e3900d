import { readListState, toKujiQuery, writeListState } from './listState';

const read = (query: string) => readListState(new URLSearchParams(query));
const write = (query: string, change: Parameters<typeof writeListState>[1]) =>
  writeListState(new URLSearchParams(query), change).toString();

it('reads the status tab and the page from the query, defaulting to all campaigns on page 1', () => {
  expect(read('')).toEqual({ status: 'all', page: 1 });
  expect(read('status=sold_out&page=3')).toEqual({ status: 'sold_out', page: 3 });
  expect(read('status=bogus&page=-2')).toEqual({ status: 'all', page: 1 });
  expect(read('page=1.5')).toEqual({ status: 'all', page: 1 });
});

it('writes one URL per state: defaults left out, a new tab back on page 1', () => {
  expect(write('page=3', { status: 'upcoming' })).toBe('status=upcoming');
  expect(write('status=upcoming', { page: 2 })).toBe('status=upcoming&page=2');
  expect(write('status=ended&page=2', { status: 'all' })).toBe('');
  expect(write('status=ended&page=2', { status: 'ended' })).toBe('status=ended&page=2');
});

it('asks the API for one page of the chosen status', () => {
  expect(toKujiQuery({ status: 'all', page: 1 })).toEqual({ page: 1, page_size: 12 });
  expect(toKujiQuery({ status: 'on_sale', page: 2 })).toEqual({ status: 'on_sale', page: 2, page_size: 12 });
});
