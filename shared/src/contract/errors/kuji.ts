import { entry, type ApiErrorEntry } from './entry';

// Ichiban Kuji orders and the prize box.

export const kujiErrors = {
  // Ichiban Kuji orders (a campaign past its end answers EVENT_ENDED).
  KUJI_NOT_STARTED: entry(40070, '此一番賞尚未開賣', '此一番赏尚未开卖', 'This Ichiban Kuji is not on sale yet'),
  KUJI_NOT_ENOUGH_TICKETS: entry(40071, '剩餘籤數不足', '剩余签数不足', 'Not enough tickets left in this box'),
  KUJI_DRAW_LIMIT: entry(40072, '超過每筆訂單可抽的上限', '超过每笔订单可抽的上限', 'Too many draws for one order'),
  KUJI_NOT_PAID: entry(
    40073,
    '此訂單尚未付款，付款完成後即可抽籤',
    '此订单尚未付款，付款完成后即可抽签',
    'This order is not paid yet: its draws are revealed once it is paid',
  ),
  KUJI_ORDER_EXPIRED: entry(
    40074,
    '此訂單逾期未付款，籤已放回箱中',
    '此订单逾期未付款，签已放回箱中',
    'This order expired unpaid: its tickets went back into the box',
  ),
  // The prize box (POST prize-shipment): only the member's own won prizes, each in one live shipment.
  PRIZE_NOT_IN_BOX: entry(
    40075,
    '所選的獎品不在您的獎品盒中',
    '所选的奖品不在您的奖品盒中',
    'A chosen prize is not in your prize box.',
  ),
} as const satisfies Record<string, ApiErrorEntry>;
