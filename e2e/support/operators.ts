import type { APIRequestContext, Page } from '@playwright/test';
import type { OperatorRole } from '@shop/shared/contract';
import { expect, shopUrl } from './fixtures';
import { uniqueEmail } from './members';

export interface E2eOperator {
  email: string;
  name: string;
  password: string;
}

/**
 * A console account of `role`, made the way a shop's first owner is (`npm run operators -w api -- add`): the same
 * command, sent to the running shop's /dev/operators, which prints the password once.
 */
export async function addOperator(
  request: APIRequestContext,
  role: OperatorRole,
  shop: string = shopUrl(),
): Promise<E2eOperator> {
  const email = uniqueEmail(role);
  const name = `E2E ${role} ${email.slice(4, 16)}`;
  const response = await request.post(`${shop}/dev/operators`, { data: { argv: ['add', email, role, name] } });
  if (!response.ok()) throw new Error(`operators add: HTTP ${response.status()} ${await response.text()}`);
  const { lines } = (await response.json()) as { lines: string[] };
  const password = /password \(shown once\): (\S+)/.exec(lines.join('\n'))?.[1];
  if (!password) throw new Error(`operators add printed no password: ${lines.join(' / ')}`);
  return { email, name, password };
}

/** Signs in to the console (of `shop`, default the run's) in English as `operator`, from its sign-in page. */
export async function signInToConsole(page: Page, operator: E2eOperator, shop = ''): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('ops_locale', 'en'));
  await page.goto(`${shop}/ops/`);
  await expect(page).toHaveURL(/\/ops\/sign-in/);
  await page.getByLabel('E-mail').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
