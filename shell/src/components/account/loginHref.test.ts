import { loginHref } from './loginHref';

describe('loginHref', () => {
  it('carries the current path and query as redirect', () => {
    expect(loginHref('/product/7', '?ref=home')).toBe('/login?redirect=%2Fproduct%2F7%3Fref%3Dhome');
  });

  it.each(['/login', '/register', '/set-password', '/forgot-password', '/mail-be-send', '/reset-password'])(
    'is plain /login on the auth page %s',
    (path) => {
      expect(loginHref(path, '?x=1')).toBe('/login');
    },
  );
});
