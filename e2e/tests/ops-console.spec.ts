import { expect, test } from '../support/fixtures';
import { mailboxOf } from '../support/members';
import { addOperator, signInToConsole } from '../support/operators';
import { listProducts, newMember, onSaleInTaiwan, orderThroughApi, payOnCardPage, pick, startAs } from '../support/shopping';

// The operator console (/ops, decision 036): a staff member finds a member's paid order, ships it with its carrier
// and tracking code; the member's order record and mailbox show it; the owner reads who did it in the audit log.

test('a staff member ships a paid order in the console; the member sees it, the owner reads it in the audit log', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const staff = await addOperator(request, 'staff');
  const owner = await addOperator(request, 'owner');
  const product = pick(await listProducts(request), onSaleInTaiwan);
  const member = await newMember(request);
  const placed = await orderThroughApi(request, member.jwt, [{ product_id: product.product_id, amount: 1 }]);
  await startAs(page, member.jwt);
  await page.goto(placed.purchase.payment_url);
  await payOnCardPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();

  const policyViolations: string[] = [];
  const staffPage = await browser.newPage();
  staffPage.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) policyViolations.push(message.text());
  });
  await signInToConsole(staffPage, staff);
  await expect(staffPage).toHaveURL(/\/ops\/orders$/);
  // Staff may not read the audit log: the navigation does not offer it.
  const nav = staffPage.getByRole('navigation', { name: 'Console pages' });
  await expect(nav.getByRole('link')).toHaveText(['Orders', 'Members']);

  await staffPage.getByLabel('Order number, e-mail, recipient or phone').fill(placed.order_number);
  await staffPage.getByRole('button', { name: 'Search' }).click();
  await expect(staffPage.getByRole('row')).toHaveCount(2);
  await staffPage.getByRole('link', { name: placed.order_number }).click();
  await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText(`Order ${placed.order_number}`);
  await expect(staffPage.getByTestId('order-status')).toHaveText('Pending');

  await staffPage.getByRole('button', { name: 'Move to the next step' }).click();
  await expect(staffPage.getByTestId('order-status')).toHaveText('Picking');
  await staffPage.getByLabel('Carrier').fill('Black Cat');
  await staffPage.getByLabel('Tracking code').fill('BC1234567890');
  await staffPage.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(staffPage.getByRole('status')).toHaveText('Done: Ship');
  await expect(staffPage.getByTestId('order-status')).toHaveText('Shipped');

  // The member's own record shows the parcel, and the shipment's mail arrives.
  await page.goto(`/order-detail?order_id=${placed.order_id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Shipped');
  await expect(page.getByTestId('shipping-code')).toHaveText('BC1234567890');
  await expect
    .poll(
      async () =>
        (await mailboxOf(request, member.email))
          .filter((mail) => mail.subject === `Order ${placed.order_number} shipped`)
          .map((mail) => mail.text.includes('BC1234567890')),
      { timeout: 20_000 },
    )
    .toEqual([true]);

  // The owner reads the shipment, by that staff member, at the top of the audit log.
  const ownerPage = await browser.newPage();
  await signInToConsole(ownerPage, owner);
  await ownerPage.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText('Audit log');
  const shipment = ownerPage
    .getByRole('row')
    .filter({ hasText: 'order.ship' })
    .filter({ hasText: `#${placed.order_id}` });
  await expect(shipment).toHaveCount(1);
  await expect(shipment).toContainText(staff.name);
  await expect(shipment).toContainText(staff.email);
  await expect(shipment).toContainText('BC1234567890');
  expect(policyViolations).toEqual([]);

  // Signing out ends the session: the console asks to sign in again.
  await staffPage.getByRole('button', { name: 'Sign out' }).click();
  await expect(staffPage).toHaveURL(/\/ops\/sign-in/);
  await staffPage.goto('/ops/orders');
  await expect(staffPage).toHaveURL(/\/ops\/sign-in\?from=%2Forders/);
});
