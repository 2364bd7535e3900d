import { order, purchase } from '../testing/checkoutApi';
import { orderOutcome, paymentFailure } from './orderOutcome';

describe('orderOutcome', () => {
  it('is paid once the payment is confirmed, whatever happened to the order since', () => {
    expect(orderOutcome(order({ status: 'picking', paid_at: '2026-11-23T10:05:00.000Z' }))).toBe('paid');
    expect(orderOutcome(order({ status: 'shipped', paid_at: '2026-11-23T10:05:00.000Z' }))).toBe('paid');
    expect(orderOutcome(order({ status: 'finished', paid_at: '2026-11-23T10:05:00.000Z' }))).toBe('paid');
  });

  it('waits while the payment is pending', () => {
    expect(orderOutcome(order({ purchase: purchase('credit_card') }))).toBe('waiting');
  });

  it('can be paid again after a failed, canceled or expired payment, or none', () => {
    for (const status of ['failed', 'canceled', 'expired'] as const) {
      expect(orderOutcome(order({ purchase: purchase('alipay', { status }) }))).toBe('unpaid');
      expect(paymentFailure(order({ purchase: purchase('alipay', { status }) }))).toBe(status);
    }
    expect(orderOutcome(order({ purchase: null }))).toBe('unpaid');
    expect(paymentFailure(order({ purchase: null }))).toBeNull();
  });

  it('is over once the order is canceled', () => {
    expect(orderOutcome(order({ status: 'canceled', cancel_reason: 'payment_expired' }))).toBe('canceled');
  });
});
