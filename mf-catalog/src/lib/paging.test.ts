import { ApiError } from '@shop/shared/transport';
import { orNotFound, pageRange, parseId, readPage } from './paging';

const params = (query: string) => new URLSearchParams(query);

it('reads the page from the query, falling back to 1 for anything but a whole number from 1', () => {
  expect(readPage(params(''))).toBe(1);
  expect(readPage(params('page=3'))).toBe(3);
  for (const bad of ['page=0', 'page=-2', 'page=1.5', 'page=2.5', 'page=abc', 'page=']) expect(readPage(params(bad))).toBe(1);
  expect(readPage(params('page=99999999'))).toBe(100_000);
});

it('describes the shown range of a page', () => {
  expect(pageRange(1, 12, 12, 24)).toEqual({ from: 1, to: 12, total: 24 });
  expect(pageRange(2, 12, 5, 17)).toEqual({ from: 13, to: 17, total: 17 });
  expect(pageRange(9, 12, 0, 17)).toEqual({ from: 0, to: 0, total: 17 });
});

it('accepts only positive whole ids the API can hold', () => {
  expect(parseId('12')).toBe(12);
  expect(parseId('2147483647')).toBe(2_147_483_647);
  for (const bad of [undefined, '', '0', '012', '-1', '1.5', 'abc', '12abc', '99999999999', '2147483648'])
    expect(parseId(bad)).toBeNull();
});

describe('orNotFound', () => {
  it('is null for an invalid id without asking the API', async () => {
    let calls = 0;
    await expect(orNotFound(null, async () => (calls += 1))).resolves.toBeNull();
    expect(calls).toBe(0);
  });

  it('is null when the API answers 404 and rethrows other failures', async () => {
    await expect(orNotFound(3, async () => Promise.reject(new ApiError(404, 40401, 'Page not found.')))).resolves.toBeNull();
    const down = new ApiError(500, 50000, 'down');
    await expect(orNotFound(3, async () => Promise.reject(down))).rejects.toBe(down);
    await expect(orNotFound(3, async (id) => ({ id }))).resolves.toEqual({ id: 3 });
  });
});
