import { entry, type ApiErrorEntry } from './entry';

// Holding caps, kuji limits, prize shipments and a shopper cancelling an order.

export const holdingCapErrors = {
  // Holding caps: what one member, guest e-mail, address or device may keep unpaid (api order/holding-caps.ts).
  HOLD_ORDER_LIMIT: entry(
    40940,
    '您有太多尚未付款的訂單，請先完成付款或等待訂單逾期',
    '您有太多尚未付款的订单，请先完成付款或等待订单逾期',
    'You have too many unpaid orders. Please pay for one or wait until it expires.',
  ),
  HOLD_UNIT_LIMIT: entry(
    40941,
    '此商品尚未付款的數量已達上限，請先完成付款',
    '此商品尚未付款的数量已达上限，请先完成付款',
    'You already hold as many unpaid units of this item as allowed. Please pay first.',
  ),
  KUJI_HOLD_LIMIT: entry(
    40942,
    '此一番賞尚未付款的籤數已達上限，請先完成付款',
    '此一番赏尚未付款的签数已达上限，请先完成付款',
    'You already hold as many unpaid draws of this Ichiban Kuji as allowed. Please pay first.',
  ),
  KUJI_MEMBER_LIMIT: entry(
    40943,
    '已超過此一番賞每位會員可抽的上限',
    '已超过此一番赏每位会员可抽的上限',
    'This exceeds the number of draws one member may buy in this Ichiban Kuji.',
  ),
  PRIZE_ALREADY_REQUESTED: entry(
    40975,
    '所選的獎品已在另一筆出貨申請中',
    '所选的奖品已在另一笔出货申请中',
    'A chosen prize is already in another shipment request.',
  ),
  PRIZE_SHIPMENT_LIMIT: entry(
    40976,
    '您有太多尚未付款的獎品出貨申請，請先完成付款或等待逾期',
    '您有太多尚未付款的奖品出货申请，请先完成付款或等待逾期',
    'You have too many unpaid prize shipments. Please pay for one or wait until it expires.',
  ),
  // A shopper cancels only their own unpaid order (POST order/{id}/cancel); a paid one is the shop's to cancel.
  ORDER_NOT_CANCELABLE: entry(
    40950,
    '此訂單已付款，無法自行取消，如需取消請聯絡客服',
    '此订单已付款，无法自行取消，如需取消请联系客服',
    'This order is paid and can no longer be canceled here. Please contact us to cancel it.',
  ),
} as const satisfies Record<string, ApiErrorEntry>;
