import { judgeCard, testCards } from './cards';

// The test cards the README documents must do what it says; other input is refused like a gateway's form.

const now = new Date('2026-11-23T00:00:00Z');
const form = (number: string, expiry = '12/30', cvc = '123') => ({ number, expiry, cvc });

test('every documented test card has its outcome on its own form', () => {
  for (const card of testCards) expect(judgeCard(card.method, form(card.number), now)).toEqual({ outcome: card.outcome });
  expect(testCards.map((c) => `${c.method} ${c.outcome}`).sort()).toEqual([
    'credit_card challenge',
    'credit_card declined',
    'credit_card refunds_fail',
    'credit_card success',
    'credit_card success',
    'unionpay challenge',
    'unionpay declined',
    'unionpay success',
  ]);
});

test('spaces and dashes in the number are fine; any other valid card is declined', () => {
  expect(judgeCard('credit_card', form('4242-4242 4242-4242'), now)).toEqual({ outcome: 'success' });
  expect(judgeCard('credit_card', form('4111111111111111'), now)).toEqual({ outcome: 'declined' });
});

test('a wrong number, the other kind of card, a past or malformed expiry, a bad CVC are refused', () => {
  expect(judgeCard('credit_card', form('4242424242424241'), now)).toEqual({ problem: 'number' });
  expect(judgeCard('credit_card', form('42424242'), now)).toEqual({ problem: 'number' });
  expect(judgeCard('credit_card', form('6200000000000005'), now)).toEqual({ problem: 'brand' });
  expect(judgeCard('unionpay', form('4242424242424242'), now)).toEqual({ problem: 'brand' });
  expect(judgeCard('credit_card', form('4242424242424242', '10/26'), now)).toEqual({ problem: 'expiry' });
  expect(judgeCard('credit_card', form('4242424242424242', '11/26'), now)).toEqual({ outcome: 'success' });
  expect(judgeCard('credit_card', form('4242424242424242', '00/30'), now)).toEqual({ problem: 'expiry' });
  expect(judgeCard('credit_card', form('4242424242424242', '1230'), now)).toEqual({ problem: 'expiry' });
  expect(judgeCard('credit_card', form('4242424242424242', '12/30', '12a'), now)).toEqual({ problem: 'cvc' });
});
