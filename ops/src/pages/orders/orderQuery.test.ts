import { exportQueryOf, filtersOf, listQueryOf, PAGE_SIZE, searchOf } from './orderQuery';

describe('the orders page’s URL', () => {
  it('becomes the API’s query with only the filters that are set, and page 1 by default', () => {
    const search = new URLSearchParams('status=picking&q=S2611&buyer=&page=3');
    expect(listQueryOf(search)).toEqual({ status: 'picking', q: 'S2611', page: 3, page_size: PAGE_SIZE });
    expect(listQueryOf(new URLSearchParams())).toEqual({ page: 1, page_size: PAGE_SIZE });
  });

  it('drops values the API would refuse instead of asking for a 400', () => {
    const search = new URLSearchParams('status=lost&created_from=2026-13-45&country_code=tw&payment_method=cash&page=-2');
    expect(listQueryOf(search)).toEqual({ page: 1, page_size: PAGE_SIZE });
    expect(filtersOf(search).status).toBe('');
  });

  it('keeps every filter for the CSV export, without paging', () => {
    const search = new URLSearchParams('invoice=donation&created_from=2026-11-01&created_to=2026-11-29&page=2');
    expect(exportQueryOf(search)).toEqual({ invoice: 'donation', created_from: '2026-11-01', created_to: '2026-11-29' });
  });

  it('writes a submitted form back as a search from page 1, trimmed, the country upper-cased', () => {
    expect(searchOf({ q: '  ann@example.com ', country_code: 'jp', status: '' }).toString()).toBe(
      'q=ann%40example.com&country_code=JP',
    );
  });
});
