import { listPageSize, listSorts, queryKey, readListState, searchSorts, toProductQuery, writeListState } from './listQuery';

const list = { sorts: listSorts };
const search = { sorts: searchSorts };
const params = (query: string) => new URLSearchParams(query);

describe('readListState', () => {
  it('defaults to the first sort, no filter and page 1', () => {
    expect(readListState(params(''), list)).toEqual({ sort: 'newest', availability: 'all', page: 1 });
    expect(readListState(params('keyword=gundam'), search)).toEqual({ sort: 'relevance', availability: 'all', page: 1 });
  });

  it('reads sort, availability and page from the query', () => {
    expect(readListState(params('sort=price_desc&availability=pre_order&page=7'), list)).toEqual({
      sort: 'price_desc',
      availability: 'pre_order',
      page: 7,
    });
  });

  it('ignores what it does not know or cannot use', () => {
    expect(readListState(params('sort=relevance&availability=unavailable&page=-2'), list)).toEqual({
      sort: 'newest',
      availability: 'all',
      page: 1,
    });
    // The page is read as every list reads it: see readPage in lib/paging.test.ts.
    expect(readListState(params('page=999999999'), list).page).toBe(100_000);
  });
});

describe('writeListState', () => {
  it('keeps other parameters and leaves defaults out of the URL', () => {
    expect(writeListState(params('keyword=海賊王&page=3'), { page: 1 }, search).toString()).toBe(
      'keyword=%E6%B5%B7%E8%B3%8A%E7%8E%8B',
    );
    expect(writeListState(params(''), { sort: 'popular' }, list).toString()).toBe('sort=popular');
  });

  it('starts again at page 1 when the sort or the filter changes', () => {
    expect(writeListState(params('page=4'), { sort: 'price_asc' }, list).toString()).toBe('sort=price_asc');
    expect(writeListState(params('sort=price_asc&page=4'), { availability: 'sold_out' }, list).toString()).toBe(
      'sort=price_asc&availability=sold_out',
    );
  });

  it('keeps the page when only the page changes, or nothing does', () => {
    expect(writeListState(params('availability=available'), { page: 2 }, list).toString()).toBe('availability=available&page=2');
    expect(writeListState(params('sort=popular&page=3'), { sort: 'popular' }, list).toString()).toBe('sort=popular&page=3');
  });

  it('round-trips through readListState', () => {
    const written = writeListState(params(''), { sort: 'price_desc', availability: 'available', page: 12 }, list);
    expect(readListState(written, list)).toEqual({ sort: 'price_desc', availability: 'available', page: 12 });
  });
});

describe('toProductQuery', () => {
  it('asks the API for one page of the list', () => {
    expect(toProductQuery({ category_id: '3' }, { sort: 'popular', availability: 'all', page: 2 })).toEqual({
      category_id: '3',
      sort: 'popular',
      page: 2,
      page_size: listPageSize,
    });
    expect(toProductQuery({ keyword: 'figure' }, { sort: 'relevance', availability: 'sold_out', page: 1 })).toMatchObject({
      keyword: 'figure',
      availability: 'sold_out',
    });
  });
});

describe('queryKey', () => {
  it('names a query the same whatever the order of its fields', () => {
    expect(queryKey({ page: 1, category_id: 'all' })).toBe(queryKey({ category_id: 'all', page: 1 }));
    expect(queryKey({ page: 1, category_id: 'all' })).not.toBe(queryKey({ page: 2, category_id: 'all' }));
  });
});
