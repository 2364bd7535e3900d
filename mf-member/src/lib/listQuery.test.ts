import { readListPlace, writeListPlace } from './listQuery';

const statuses = ['picking', 'shipped'] as const;
const params = (search: string) => new URLSearchParams(search);

it('reads the tab and page from the address, and falls back to all, page 1 for anything else', () => {
  expect(readListPlace(params('?status=shipped&page=3'), statuses)).toEqual({ status: 'shipped', page: 3 });
  expect(readListPlace(params(''), statuses)).toEqual({ status: 'all', page: 1 });
  for (const bad of ['?status=lost', '?page=0', '?page=-2', '?page=1.5', '?page=two'])
    expect(readListPlace(params(bad), statuses)).toEqual({ status: 'all', page: 1 });
  expect(readListPlace(params('?page=99999999'), statuses).page).toBe(100_000);
});

it('writes one address per place: defaults left out, a new tab back at page 1, other parameters kept', () => {
  expect(writeListPlace(params('?status=shipped&page=3'), statuses, { page: 4 })).toBe('?status=shipped&page=4');
  expect(writeListPlace(params('?status=shipped&page=3'), statuses, { status: 'picking' })).toBe('?status=picking');
  expect(writeListPlace(params('?status=shipped'), statuses, { status: 'all' })).toBe('');
  expect(writeListPlace(params('?page=2'), statuses, { page: 1 })).toBe('');
  expect(writeListPlace(params('?from=mail&page=2'), statuses, { status: 'shipped' })).toBe('?from=mail&status=shipped');
});
