import { expect, test } from '../support/fixtures';
import { mailboxOf } from '../support/members';
import { listProducts, newMember, onSaleInTaiwan, orderThroughApi, payOnCardPage, pick, startAs } from '../support/shopping';

// After the sale: a member who paid changes their mind, cancels the paid order on its record, and sees the money
// come back (the sandbox gateway settles the refund a moment later with its signed notice), with a mail at each step.

test('a member cancels a paid order on its record and sees it refunded, told by mail at each step', async ({ page, request }) => {
  // The card page, the record, the refund's notice and four mails through the outbox.
  test.setTimeout(60_000);
  const product = pick(await listProducts(request), onSaleInTaiwan);
  const member = await newMember(request);
  const placed = await orderThroughApi(request, member.jwt, [{ product_id: product.product_id, amount: 1 }]);
  await startAs(page, member.jwt);
  await page.goto(placed.purchase.payment_url);
  await payOnCardPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();

  await page.goto(`/order-detail?order_id=${placed.order_id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Order established');
  await page.getByTestId('cancel-paid-order').click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Cancel order ${placed.order_number}? You are refunded`);
  await confirm.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(page.getByText(`Order ${placed.order_number} is canceled; the money is on its way back.`)).toBeVisible();
  await expect(page.getByTestId('cancel-paid-order')).toHaveCount(0);

  // The gateway settles the refund on its own time: the record says so when read again.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('order-status').textContent();
      },
      { timeout: 20_000 },
    )
    .toBe('Refunded');
  await expect(page.getByTestId('order-refund')).toHaveAttribute('data-status', 'succeeded');
  await expect(page.getByTestId('order-refunds')).toContainText('Cancellation refund');
  await expect(page.getByTestId('order-timeline').getByRole('listitem')).toHaveText([
    /^Order placed/,
    /^Paid/,
    /^Refund requested/,
    /^Canceled · You canceled the order\./,
    /^Refunded/,
  ]);
  await expect
    .poll(
      async () =>
        (await mailboxOf(request, member.email))
          .map((mail) => mail.subject)
          .filter((subject) => subject.includes(placed.order_number))
          .sort(),
      { timeout: 20_000 },
    )
    .toEqual(
      [
        `Cancellation of order ${placed.order_number} requested`,
        `Order ${placed.order_number} paid`,
        `Order ${placed.order_number} received`,
        `Order ${placed.order_number} refunded`,
      ].sort(),
    );
});
