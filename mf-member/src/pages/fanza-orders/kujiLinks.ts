// Addresses of the kuji remote's pages a history entry leads to (mf-fanza/src/routes.tsx): the draw show of a paid
// order, its record (which also pays an unpaid order again) and the campaign. Only the addresses are shared.

/** The draw show, where a paid order's tickets are opened one by one. */
export const drawShowPath = (orderId: number) => `/fanza/lottery?order=${orderId}`;

/** The kuji order's record. */
export const kujiOrderPath = (orderId: number) => `/fanza/order-detail?order=${orderId}`;

/** The campaign's page. */
export const campaignPath = (kujiId: number) => `/fanza/${kujiId}`;

/** Kuji orders a page. */
export const kujiHistoryPageSize = 10;
