import type { Page } from '@playwright/test';
import type { KujiList } from '@shop/shared/contract';
import { expect, test } from '../support/fixtures';
import { listProducts, newMember, onSale, pick, putInCart, startAs } from '../support/shopping';

// The shop under its production security policy (deploy/src/server/content-security-policy.ts): every page a
// shopper walks through renders with nothing refused. A script, style, picture or call the policy does not name
// shows here as a violation, even when the page still looks right.

/** Collects the page's CSP violations, from the DOM event and from the console, from before any script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation;
      void report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

test('home, product, cart, checkout, login and the kuji pages render with no CSP violation', async ({ page, request }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  const product = pick(await listProducts(request), onSale);
  const member = await newMember(request);
  await putInCart(request, member.jwt, product.product_id);
  const kuji = ((await (await request.get('/api/v1/kuji?page_size=100')).json()) as KujiList).data.find((k) => !k.adult)!;

  await visit(page, '/login', (p) => expect(p.getByRole('button', { name: 'Sign in with Google' })).toBeVisible());
  await visit(page, '/', (p) => expect(p.locator('[data-remote-build]').first()).toBeAttached());
  await visit(page, `/product/${product.product_id}`, heading);

  await startAs(page, member.jwt);
  await page.addInitScript((id) => {
    sessionStorage.setItem('deliveryCountry', '"TW"');
    sessionStorage.setItem('selectedList', JSON.stringify([{ product_id: id, amount: 1 }]));
  }, product.product_id);
  await visit(page, '/cart', (p) => expect(p.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible());
  await visit(page, '/checkout', heading);
  await visit(page, '/member/user-edit', heading);
  await visit(page, '/fanza', (p) => expect(p.getByTestId('kuji-card').first()).toBeVisible());
  await visit(page, `/fanza/${kuji.kuji_id}`, heading);

  expect(violations).toEqual([]);
});

test('an inline script injected into a server-rendered page is refused; the page still works', async ({ page }) => {
  const violations = await watchViolations(page);
  const product = pick(await listProducts(page.request), onSale);
  const path = `/product/${product.product_id}`;
  // What an attacker got into the page as the server sent it, under the policy the server sent with it.
  let served = '';
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = (served = await response.text());
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
    );
    await route.fulfill({
      response,
      headers,
      body: html.replace('</body>', '<script>window.__injected = true;</script></body>'),
    });
  });
  await visit(page, path, heading);
  expect(served).toContain('data-server-rendered');
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(violations).toContain(`script-src-elem refused inline on ${path}`);
  expect(violations.filter((line) => !/inline/.test(line))).toEqual([]);
});

/** The nonce a policy's script-src allows (128 bits in base64). */
const nonceOf = (policy: string) => /script-src 'self' 'nonce-([A-Za-z0-9+/]{22}==)'/.exec(policy)?.[1];

test('the document and the API carry the policy; the API grants CORS to no unlisted origin', async ({ request }) => {
  const document = await request.get('/product/1', { headers: { accept: 'text/html' } });
  const policy = document.headers()['content-security-policy'] ?? '';
  // Inline, only the shell's own script (a tap held until the shop's code runs), marked with this response's
  // nonce: never a hash of anything, so nothing else the response holds runs.
  const html = await document.text();
  const nonce = nonceOf(policy);
  expect(Buffer.from(nonce ?? '', 'base64')).toHaveLength(16);
  const inline = [...html.matchAll(/<script( [^>]*)?>[^<]/g)].map(([, attributes]) => attributes?.trim());
  // Data blocks (the state, the manifest, JSON-LD) run nothing; the one inline script carries the nonce.
  const code = inline.filter((attributes) => !/^type="application\/(ld\+)?json"/.test(attributes ?? ''));
  expect(code).toEqual([`nonce="${nonce}"`]);
  expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' https://*.googletagmanager.com https://apis.google.com;`);
  expect(policy).not.toMatch(/unsafe-eval|'unsafe-inline'|sha256/);
  const again = await request.get('/product/1', { headers: { accept: 'text/html' } });
  expect(nonceOf(again.headers()['content-security-policy'] ?? '')).not.toBe(nonce);
  // Served over plain http://127.0.0.1: no HSTS.
  expect(document.headers()['strict-transport-security']).toBeUndefined();

  // The Auth emulator the API tells browsers about is the one host besides Google's the page may call and frame.
  // The API's JSON runs nothing inline: the same policy without a nonce.
  const config = await request.get('/api/client-config');
  expect(config.headers()['content-security-policy']).toBe(policy.replaceAll(` 'nonce-${nonce}'`, ''));
  const { firebase } = (await config.json()) as { firebase: { emulatorUrl: string | null } | null };
  const emulator = new URL(firebase!.emulatorUrl!).origin;
  expect(policy).toContain(`frame-src 'self' ${emulator}`);
  expect(policy).toMatch(new RegExp(`connect-src [^;]*${emulator.replace(/[.:/]/g, '\\$&')}`));

  const preflight = await request.fetch('/api/v1/category', {
    method: 'OPTIONS',
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
  });
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
  const read = await request.get('/api/v1/category', { headers: { origin: 'https://evil.example' } });
  expect(read.ok()).toBe(true);
  expect(read.headers()['access-control-allow-origin']).toBeUndefined();
});
