import { safeRedirect, withRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/cart', '/cart'],
    ['/member/orders?page=2#top', '/member/orders?page=2#top'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/x', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});

describe('withRedirect', () => {
  it('carries a same-site redirect to the next sign-in page', () => {
    expect(withRedirect('/register', '/product/52?ref=home')).toBe('/register?redirect=%2Fproduct%2F52%3Fref%3Dhome');
  });

  it.each([null, '', '/', '//evil.example/x', 'https://evil.example/'])('drops %s', (redirect) => {
    expect(withRedirect('/set-password', redirect)).toBe('/set-password');
  });
});
