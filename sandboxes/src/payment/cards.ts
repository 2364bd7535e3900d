import type { PaymentMethod } from '@shop/shared/contract';

// The sandbox's test cards (documented in api/README.md and listed on its card page). A real gateway
// publishes numbers like these for its test mode.

/** refunds_fail: the payment succeeds, and every refund of it fails (the gateway's notice says so). */
export type CardOutcome = 'success' | 'declined' | 'challenge' | 'refunds_fail';

export interface TestCard {
  number: string;
  method: Extract<PaymentMethod, 'credit_card' | 'unionpay'>;
  outcome: CardOutcome;
}

export const testCards: readonly TestCard[] = [
  { number: '4242424242424242', method: 'credit_card', outcome: 'success' },
  { number: '5555555555554444', method: 'credit_card', outcome: 'success' },
  { number: '4000000000000002', method: 'credit_card', outcome: 'declined' },
  { number: '4000000000003220', method: 'credit_card', outcome: 'challenge' },
  { number: '4000000000005126', method: 'credit_card', outcome: 'refunds_fail' },
  { number: '6200000000000005', method: 'unionpay', outcome: 'success' },
  { number: '6200000000000047', method: 'unionpay', outcome: 'declined' },
  { number: '6200000000003223', method: 'unionpay', outcome: 'challenge' },
];

/** The one-time code the 3-D Secure page accepts. */
export const challengeCode = '123456';

export type CardProblem = 'number' | 'brand' | 'expiry' | 'cvc';

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** UnionPay numbers start with 62; the card form takes the others. */
const brandMethod = (digits: string): TestCard['method'] => (digits.startsWith('62') ? 'unionpay' : 'credit_card');

/**
 * What the sandbox does with a card: a listed test card's outcome, any other valid card declined. A number
 * that is not a card, a card of the other form (UnionPay on the card form or the reverse), a past expiry
 * month or a malformed CVC are refused on the form, as a gateway's page does.
 */
export function judgeCard(
  method: TestCard['method'],
  form: { number: string; expiry: string; cvc: string },
  now: Date,
): { problem: CardProblem } | { outcome: CardOutcome } {
  const digits = form.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return { problem: 'number' };
  if (brandMethod(digits) !== method) return { problem: 'brand' };
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(form.expiry.trim());
  const month = expiry && (2000 + Number(expiry[2])) * 12 + Number(expiry[1]) - 1;
  if (month === null || month < now.getUTCFullYear() * 12 + now.getUTCMonth()) return { problem: 'expiry' };
  if (!/^\d{3,4}$/.test(form.cvc.trim())) return { problem: 'cvc' };
  return { outcome: testCards.find((c) => c.number === digits)?.outcome ?? 'declined' };
}
