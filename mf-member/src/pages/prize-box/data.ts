import type { PageDataRequest } from '@shop/shared/page-cache';
import { getPrizeBox, getPrizeShipments } from '../../api/prizeBox';

/** `/member/prize-box`: the prizes waiting in the member's box. */
export const prizeBoxData = () => ({ key: 'member-prize-box', load: () => getPrizeBox() }) satisfies PageDataRequest;

/** `/member/prize-box`: the member's shipments, newest first. */
export const prizeShipmentsData = () =>
  ({ key: 'member-prize-shipments', load: () => getPrizeShipments() }) satisfies PageDataRequest;

/** What the route starts with the page's code. */
export const prizeBoxRouteData = () => [prizeBoxData(), prizeShipmentsData()];
