import type { OrderListQuery, OrderStatus } from '@shop/shared/contract';
import type { ListPlace } from '../../lib/listQuery';

/** The status tabs after `all`, in the order an order goes through them (SPEC §4). */
export const orderStatuses = [
  'pending_activation',
  'picking',
  'refund_requested',
  'shipped',
  'finished',
  'canceled',
] as const satisfies readonly OrderStatus[];

/** Orders a page: ten cards fit two phone screens. */
export const ordersPageSize = 10;

/** The API query for a place in the list. */
export const toOrderQuery = ({ status, page }: ListPlace<OrderStatus>): OrderListQuery => ({
  ...(status === 'all' ? {} : { status }),
  page,
  page_size: ordersPageSize,
});

/** Where an order's record is: the checkout's order record page, which also pays an unpaid order again. */
export const orderRecordPath = (orderId: number) => `/order-detail?order_id=${orderId}`;
