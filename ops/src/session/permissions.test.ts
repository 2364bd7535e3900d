import { firstPageFor, pagesFor } from './permissions';

describe('the console’s navigation', () => {
  it('offers each role only the pages its permissions open', () => {
    const owner = ['orders', 'refunds', 'catalogue', 'kuji', 'coupons', 'members', 'operators', 'audit', 'releases'];
    expect(pagesFor(owner).map((page) => page.path)).toEqual([
      '/orders',
      '/members',
      '/catalogue',
      '/kuji',
      '/coupons',
      '/audit',
      '/operators',
      '/releases',
    ]);
    expect(pagesFor(['orders', 'refunds', 'members']).map((page) => page.path)).toEqual(['/orders', '/members']);
    expect(pagesFor(['catalogue', 'kuji', 'coupons']).map((page) => page.path)).toEqual(['/catalogue', '/kuji', '/coupons']);
  });

  it('lands an operator on their first page, or on their password when there is none', () => {
    expect(firstPageFor(['orders', 'audit'])).toBe('/orders');
    expect(firstPageFor(['audit'])).toBe('/audit');
    expect(firstPageFor(['catalogue'])).toBe('/catalogue');
    expect(firstPageFor(['kuji'])).toBe('/kuji');
    expect(firstPageFor([])).toBe('/password');
  });
});
