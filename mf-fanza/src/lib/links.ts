/** The campaign page. */
export const campaignPath = (kujiId: number) => `/fanza/${kujiId}`;

/** The checkout of `draws` draws of a campaign: where the campaign page's buy buttons lead. */
export const kujiCheckoutPath = (kujiId: number, draws: number) => `/fanza/checkout?kuji=${kujiId}&draws=${draws}`;

/** How fairness works, in the FAQ, with the verifier below it already on this campaign. */
export const faqPathFor = (kujiId: number) => `/fanza/faq?kuji=${kujiId}#fairness`;

/**
 * The fairness verifier in the FAQ, opened on one campaign, and with a member's own draws to check (an order's
 * prizes: position and tier) when given.
 */
export function verifierPath(kujiId: number, draws: readonly { position: number; tier: string }[] = []): string {
  const query = new URLSearchParams({ kuji: String(kujiId) });
  if (draws.length > 0) query.set('draws', draws.map((draw) => `${draw.position}:${draw.tier}`).join(','));
  return `/fanza/faq?${query.toString()}#verifier`;
}
