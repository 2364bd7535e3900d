/** The campaign page. */
export const campaignPath = (kujiId: number) => `/fanza/${kujiId}`;

/** A drop's waiting room: where the campaign page's buy buttons lead while the campaign sells through a queue. */
export const kujiWaitingPath = (kujiId: number) => `/fanza/${kujiId}/waiting`;

/** The checkout of `draws` draws of a campaign: where the campaign page's buy buttons lead. */
export const kujiCheckoutPath = (kujiId: number, draws: number) => `/fanza/checkout?kuji=${kujiId}&draws=${draws}`;

/** How fairness works, in the FAQ, with the verifier below it already on this campaign. */
export const faqPathFor = (kujiId: number) => `/fanza/faq?kuji=${kujiId}#fairness`;

/**
 * The fairness verifier in the FAQ, opened on one campaign, with a member's own draws to check when given: a v1
 * order's prizes (position and tier), or a v2 order (`{ order }`), found by the verifier in the campaign's record.
 */
export function verifierPath(
  kujiId: number,
  mine: readonly { position: number; tier: string }[] | { order: number } = [],
): string {
  const query = new URLSearchParams({ kuji: String(kujiId) });
  if ('order' in mine) query.set('order', String(mine.order));
  else if (mine.length > 0) query.set('draws', mine.map((draw) => `${draw.position}:${draw.tier}`).join(','));
  return `/fanza/faq?${query.toString()}#verifier`;
}
