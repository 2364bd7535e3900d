/**
 * The holding caps (order/holding-caps.ts, kuji-order/holding-caps.ts) lifted, for test servers and benchmarks whose
 * crowds all come from 127.0.0.1, often as one member: the caps themselves are proved by the holding-caps tests.
 */
export const liftedHoldingCaps: Record<string, string> = Object.fromEntries(
  [
    'HOLD_ORDERS',
    'HOLD_UNITS',
    'HOLD_ORDERS_PER_IP',
    'HOLD_UNITS_PER_IP',
    'HOLD_KUJI_ORDERS',
    'HOLD_KUJI_TICKETS',
    'HOLD_KUJI_TICKETS_PER_IP',
    'GUEST_MAILS_PER_HOUR',
  ].map((name) => [name, '100000']),
);
