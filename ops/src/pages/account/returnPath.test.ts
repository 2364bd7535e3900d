import { returnPath } from './SignInPage';

describe('where sign-in returns to', () => {
  it('is the page asked for, inside the console', () => {
    expect(returnPath('/orders/12?tab=notices')).toBe('/orders/12?tab=notices');
    expect(returnPath(null)).toBe('/');
  });

  it('is never another site, whatever the link says', () => {
    for (const from of ['//evil.example/ops', 'https://evil.example/', 'javascript:alert(1)', ''])
      expect(returnPath(from)).toBe('/');
  });
});
