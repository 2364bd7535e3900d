import { campaignPath, kujiCheckoutPath, verifierPath } from './links';

it('names the campaign page and the checkout of a number of its draws', () => {
  expect(campaignPath(5)).toBe('/fanza/5');
  expect(kujiCheckoutPath(5, 3)).toBe('/fanza/checkout?kuji=5&draws=3');
});

it('opens the verifier on a campaign, with a member’s own draws when given', () => {
  expect(verifierPath(5)).toBe('/fanza/faq?kuji=5#verifier');
  expect(
    verifierPath(5, [
      { position: 12, tier: 'A' },
      { position: 13, tier: 'D' },
    ]),
  ).toBe('/fanza/faq?kuji=5&draws=12%3AA%2C13%3AD#verifier');
});

it('opens the verifier on a campaign with a member’s v2 order, which the verifier finds in the record', () => {
  expect(verifierPath(5, { order: 41 })).toBe('/fanza/faq?kuji=5&order=41#verifier');
});
