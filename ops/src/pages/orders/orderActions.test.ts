import type { AdminOrderRecord } from '@shop/shared/contract';
import { offeredActions } from './orderActions';

type Order = AdminOrderRecord['order'];

const record = (order: Partial<Order>, events: string[] = []): AdminOrderRecord =>
  ({
    order: { status: 'pending_activation', paid_at: null, refunded_amount: 0, amounts: { total: 1200 }, ...order },
    buyer: { member_id: 1, email: 'ann@example.com' },
    timeline: [],
    notices: events.map((event, id) => ({ id, event, state: event === 'order.picking' ? 'skipped' : 'sent' })),
    payments: [],
  }) as unknown as AdminOrderRecord;

const staff = ['orders', 'refunds', 'members'];

describe('an order’s offered actions', () => {
  it('takes an unpaid order nowhere but to canceled, and refunds nothing', () => {
    expect(offeredActions(record({}), staff)).toEqual({ plain: ['cancel'], ship: false, refundable: 0, resend: [] });
  });

  it('moves a paid order to picking, ships a picking one, finishes a shipped one', () => {
    const paid = { paid_at: '2026-11-29T01:00:00Z' };
    expect(offeredActions(record(paid), staff).plain).toEqual(['advance', 'cancel']);
    expect(offeredActions(record({ ...paid, status: 'picking' }), staff)).toMatchObject({ plain: ['cancel'], ship: true });
    expect(offeredActions(record({ ...paid, status: 'shipped' }), staff)).toMatchObject({ plain: ['finish'], ship: false });
    expect(offeredActions(record({ ...paid, status: 'refund_requested' }), staff).plain).toEqual([
      'approve-cancel',
      'decline-cancel',
    ]);
  });

  it('offers what is left to refund to a role that may refund, and the notices that were mailed', () => {
    const order = { paid_at: '2026-11-29T01:00:00Z', status: 'shipped' as const, refunded_amount: 200 };
    const events = ['order.placed', 'order.paid', 'order.picking', 'order.paid'];
    expect(offeredActions(record(order, events), staff)).toMatchObject({
      refundable: 1000,
      resend: ['order.placed', 'order.paid'],
    });
    expect(offeredActions(record(order), ['orders']).refundable).toBe(0);
    expect(offeredActions(record({ ...order, status: 'canceled' }), staff).refundable).toBe(0);
  });
});
