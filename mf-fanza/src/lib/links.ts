/** The campaign page. */
export const campaignPath = (kujiId: number) => `/fanza/${kujiId}`;

/** The checkout of `draws` draws of a campaign: where the campaign page's buy buttons lead. */
export const kujiCheckoutPath = (kujiId: number, draws: number) => `/fanza/checkout?kuji=${kujiId}&draws=${draws}`;

/** The fairness verifier in the FAQ, opened on one campaign. */
export const verifierPath = (kujiId: number) => `/fanza/faq?kuji=${kujiId}#verifier`;
