import { orderIdIn } from './orderLinks';

it('reads the order from `order`, or from `order_id` as the payment provider returns it', () => {
  expect(orderIdIn(new URLSearchParams('order=41'))).toBe(41);
  expect(orderIdIn(new URLSearchParams('order_id=41&purchase_id=abc'))).toBe(41);
  expect(orderIdIn(new URLSearchParams('order=0'))).toBeNull();
  expect(orderIdIn(new URLSearchParams('order=abc'))).toBeNull();
  expect(orderIdIn(new URLSearchParams(''))).toBeNull();
});
