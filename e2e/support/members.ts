import type { APIRequestContext, Page } from '@playwright/test';
import { shopUrl } from './fixtures';

interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
}

/** A fresh address per call, so tests never collide on the API's per-address limits. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Waits for the newest mail to `to` in the API's dev mailbox (what `npm start` offers without SMTP). */
export async function latestMail(request: APIRequestContext, to: string, matching: RegExp): Promise<MailboxEntry> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await request.get(`${shopUrl()}/dev/mailbox.json`, { params: { to } });
    const { data } = (await response.json()) as { data: MailboxEntry[] };
    const mail = data.find((entry) => matching.test(entry.text));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${matching}`);
}

/** Every mail to `to` in the API's dev mailbox, newest first. */
export async function mailboxOf(request: APIRequestContext, to: string): Promise<MailboxEntry[]> {
  const response = await request.get(`${shopUrl()}/dev/mailbox.json`, { params: { to } });
  return ((await response.json()) as { data: MailboxEntry[] }).data;
}

export const verificationCodeIn = (mail: MailboxEntry) => /\b(\d{6})\b/.exec(mail.text)![1]!;
export const resetLinkIn = (mail: MailboxEntry) => /(https?:\/\/\S+\/reset-password\?checksum=[^\s"<]+)/.exec(mail.text)![1]!;

/** Signs a new member up through the API alone, for tests about what happens after sign-up. */
export async function registerMember(
  request: APIRequestContext,
  password = 'Passw0rd1',
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('member');
  const api = (path: string) => `${shopUrl()}/api/v1/${path}`;
  const sent = await request.post(api('account/send-verification-email'), { data: { email } });
  if (!sent.ok()) throw new Error(`sign-up code refused: HTTP ${sent.status()} ${await sent.text()}`);
  const code = verificationCodeIn(await latestMail(request, email, /\d{6}/));
  const verified = await request.post(api('account/verify-account'), { data: { email, code } });
  const { data } = (await verified.json()) as { data: { checksum: string } };
  const registered = await request.post(api('account/register'), { data: { email, checksum: data.checksum, password } });
  if (!registered.ok()) throw new Error(`register failed: HTTP ${registered.status()}`);
  return { email, password };
}

/**
 * Starts the page signed in as a member registered just now: their cart is empty and their own, so a
 * spec can watch it change whatever other specs do to the demo member's cart. Answers the session's token.
 */
export async function startSignedInAsNewMember(page: Page, request: APIRequestContext): Promise<string> {
  const member = await registerMember(request);
  const response = await request.post(`${shopUrl()}/api/v1/account/login`, { data: member });
  const { data } = (await response.json()) as { data: { jwt: string } };
  await page.addInitScript((token) => {
    localStorage.setItem('jwt', token);
    localStorage.setItem('userAuthorized', 'true');
  }, data.jwt);
  return data.jwt;
}
