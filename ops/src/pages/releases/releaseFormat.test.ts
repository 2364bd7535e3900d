import { count, rate, share, stableShare } from './releaseFormat';

describe('release figures', () => {
  it('reads shares, counts and error rates as the terminal does', () => {
    expect(share(35.5)).toBe('35.5 %');
    expect(share(10)).toBe('10 %');
    expect(count(1960)).toBe('1,960');
    expect(count(undefined)).toBe('—');
    expect(rate(0.2)).toBe('0.20 %');
    expect(rate(12.345)).toBe('12.3 %');
    expect(rate(null)).toBe('—');
  });

  it('gives stable everyone outside the canary', () => {
    const remote = { app: 'mf-catalog', published: [], events: [] };
    expect(stableShare(remote)).toBe(100);
    expect(stableShare({ ...remote, canary: { version: 'b', percent: 12.5, since: '' } })).toBe(87.5);
  });
});
