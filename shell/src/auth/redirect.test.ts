import { safeRedirect } from './redirect';

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
