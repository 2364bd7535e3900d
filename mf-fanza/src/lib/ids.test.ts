import { idFrom } from './ids';

it('reads a positive whole id the API accepts, and nothing else', () => {
  expect(idFrom('12')).toBe(12);
  expect(idFrom('2147483647')).toBe(2_147_483_647);
  for (const raw of ['', '0', '012', '-3', '1.5', 'abc', '2147483648', '99999999999', null, undefined])
    expect(idFrom(raw)).toBeNull();
});
