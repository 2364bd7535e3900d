import { parseDraws } from './parseDraws';

it('reads one ticket a line in the ways a member may write it', () => {
  expect(parseDraws('12 A\n\n #3: c \n7,B\n#40 D\n')).toEqual({
    draws: [
      { position: 12, tier: 'A' },
      { position: 3, tier: 'C' },
      { position: 7, tier: 'B' },
      { position: 40, tier: 'D' },
    ],
    badLine: null,
  });
  expect(parseDraws('   ')).toEqual({ draws: [], badLine: null });
});

it('names the first line it cannot read', () => {
  expect(parseDraws('12 A\nA 12')).toEqual({ draws: null, badLine: 2 });
  expect(parseDraws('0 A')).toEqual({ draws: null, badLine: 1 });
  expect(parseDraws('5 AB')).toEqual({ draws: null, badLine: 1 });
});
