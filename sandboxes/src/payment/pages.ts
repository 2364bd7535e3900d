import { formatTwd } from '@shop/shared/format';
import type { Locale } from '@shop/api/stand-in-kit';
import { challengeCode, testCards, type CardProblem } from './cards';
import type { SandboxPayment } from './gateway';
import { text, type TextKey } from './texts';

// The sandbox gateway's pages: plain server-rendered HTML forms (no script), like a gateway's hosted page.

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const tags: Record<Locale, string> = { tw: 'zh-TW', cn: 'zh-CN', en: 'en' };
const accents: Record<string, string> = {
  credit_card: '#1a1f71',
  unionpay: '#c8102e',
  wechat_pay: '#07a35a',
  alipay: '#1677ff',
};
const methodKey = (method: string) => method as Extract<TextKey, 'credit_card' | 'unionpay' | 'wechat_pay' | 'alipay'>;

function frame(locale: Locale, title: string, body: string, accent = '#333'): string {
  return `<!doctype html><html lang="${tags[locale]}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(title)} · ${esc(text(locale, 'title'))}</title><style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f4f6;color:#1f2937}
main{max-width:26rem;margin:0 auto;padding:1rem}
header{background:${accent};color:#fff;padding:.75rem 1rem;font-weight:600}
.test{background:#fef3c7;color:#92400e;padding:.5rem 1rem;font-size:.875rem}
section{background:#fff;border-radius:.5rem;padding:1rem;margin:1rem 0;box-shadow:0 1px 2px #0002}
section>:first-child{margin-top:0}section>:last-child{margin-bottom:0}h1{font-size:1.5rem}h2{font-size:1.1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}dt{color:#6b7280}dd{margin:0}
label{display:block;margin:.75rem 0 .25rem;font-size:.875rem}
input{box-sizing:border-box;width:100%;padding:.6rem;font:inherit;border:1px solid #9ca3af;border-radius:.375rem}
button{font:inherit;padding:.65rem 1rem;border-radius:.375rem;border:1px solid ${accent};margin:1rem .5rem 0 0;cursor:pointer}
button.primary{background:${accent};color:#fff}button.secondary{background:#fff;color:${accent}}
.problem{color:#b91c1c;font-weight:600}table{border-collapse:collapse;font-size:.875rem}
td{padding:.15rem .75rem .15rem 0}code{font-size:.9rem}a{color:${accent}}
</style></head><body><header>${esc(text(locale, 'title'))}</header>
<div class="test">${esc(text(locale, 'testMode'))}</div><main>${body}</main></body></html>`;
}

function summary(p: SandboxPayment, locale: Locale): string {
  return `<section><p><strong>${esc(text(locale, 'merchant'))}</strong><br>${esc(p.description)}</p><dl>
<dt>${esc(text(locale, 'amount'))}</dt><dd><strong>${esc(formatTwd(p.amount))}</strong></dd>
</dl></section>`;
}

const problemKeys: Record<CardProblem, TextKey> = {
  number: 'problemNumber',
  brand: 'problemBrandCard',
  expiry: 'problemExpiry',
  cvc: 'problemCvc',
};

/** The hosted card form (credit card or UnionPay) with the test cards of its kind. */
export function cardPage(
  p: SandboxPayment,
  locale: Locale,
  problem?: CardProblem,
  entered: { number?: string; expiry?: string } = {},
): string {
  const key = problem === 'brand' && p.method === 'unionpay' ? 'problemBrandUnionpay' : problem ? problemKeys[problem] : null;
  const cards = testCards
    .filter((c) => c.method === p.method)
    .map(
      (c) =>
        `<tr><td><code>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td><td>${esc(text(locale, c.outcome))}</td></tr>`,
    )
    .join('');
  const title = text(locale, methodKey(p.method));
  return frame(
    locale,
    title,
    `<h1>${esc(title)}</h1>${summary(p, locale)}<section><form method="post" action="/dev/payment/card/${esc(p.ref)}">
${key ? `<p class="problem" role="alert">${esc(text(locale, key))}</p>` : ''}
<label for="number">${esc(text(locale, 'cardNumber'))}</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required maxlength="23" value="${esc(entered.number ?? '')}">
<label for="expiry">${esc(text(locale, 'expiry'))}</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required maxlength="7" value="${esc(entered.expiry ?? '')}">
<label for="cvc">${esc(text(locale, 'cvc'))}</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4">
<button class="primary" name="action" value="pay">${esc(text(locale, 'pay'))} ${esc(formatTwd(p.amount))}</button>
<button class="secondary" name="action" value="cancel" formnovalidate>${esc(text(locale, 'cancel'))}</button>
</form></section><section><h2>${esc(text(locale, 'testCards'))}</h2><table>${cards}</table>
<p>${esc(text(locale, 'otherCards'))}</p></section>`,
    accents[p.method],
  );
}

/** The 3-D Secure step: the card's bank asks for a one-time code. */
export function challengePage(p: SandboxPayment, locale: Locale): string {
  const title = text(locale, 'challengeTitle');
  return frame(
    locale,
    title,
    `<h1>${esc(title)}</h1>${summary(p, locale)}<section><form method="post" action="/dev/payment/card/${esc(p.ref)}/3ds">
<p>${esc(text(locale, 'challengeText', { code: challengeCode }))}</p>
<label for="code">${esc(text(locale, 'code'))}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="6">
<button class="primary" name="action" value="verify">${esc(text(locale, 'verify'))}</button>
<button class="secondary" name="action" value="cancel" formnovalidate>${esc(text(locale, 'cancel'))}</button>
</form></section>`,
    accents[p.method],
  );
}

/** What the wallet app shows after its QR code was scanned: pay or cancel. */
export function walletPage(p: SandboxPayment, locale: Locale): string {
  const wallet = text(locale, methodKey(p.method));
  return frame(
    locale,
    wallet,
    `<h1>${esc(text(locale, 'walletTitle'))}</h1>
<p>${esc(text(locale, 'walletText', { wallet, merchant: text(locale, 'merchant') }))}</p>${summary(p, locale)}
<form method="post" action="/dev/payment/qr/${esc(p.ref)}">
<button class="primary" name="action" value="confirm">${esc(text(locale, 'confirm'))}</button>
<button class="secondary" name="action" value="cancel">${esc(text(locale, 'cancel'))}</button></form>`,
    accents[p.method],
  );
}

const outcomeKeys: Record<string, TextKey> = {
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

/**
 * Where a payment ended: paid (the wallet's screen), failed, canceled, expired or unknown; when the shop did
 * not take the notice, why, with a button to send it again.
 */
export function outcomePage(p: SandboxPayment | undefined, locale: Locale, undelivered?: string): string {
  const title = text(locale, p ? (outcomeKeys[p.status] ?? 'unknown') : 'unknown');
  const body = !p
    ? ''
    : undelivered !== undefined
      ? `<section><p class="problem" role="alert">${esc(text(locale, 'undelivered'))}</p><p><code>${esc(undelivered)}</code></p>
<form method="post" action="/dev/payment/notify/${esc(p.ref)}"><button class="primary">${esc(text(locale, 'resend'))}</button></form></section>`
      : p.status === 'paid'
        ? `<p>${esc(text(locale, 'paidText'))}</p>`
        : '';
  const back =
    p && p.method !== 'wechat_pay' && p.method !== 'alipay'
      ? `<p><a href="${esc(p.returnUrl)}">${esc(text(locale, 'backToShop'))}</a></p>`
      : '';
  return frame(locale, title, `<h1>${esc(title)}</h1>${p ? summary(p, locale) : ''}${body}${back}`, p && accents[p.method]);
}

/** The tester's phone: scan a QR code by pasting its text, or pick a wallet payment waiting for a scan. */
export function phonePage(locale: Locale, waitingPayments: SandboxPayment[], notSandboxQr = false): string {
  const title = text(locale, 'phoneTitle');
  const list = waitingPayments
    .map(
      (p) =>
        `<li><a href="/dev/payment/qr/${esc(p.ref)}">${esc(text(locale, methodKey(p.method)))} · ${esc(formatTwd(p.amount))} · ${esc(p.description)}</a></li>`,
    )
    .join('');
  return frame(
    locale,
    title,
    `<h1>${esc(title)}</h1><p>${esc(text(locale, 'phoneText'))}</p><section><form method="get" action="/dev/payment/phone">
${notSandboxQr ? `<p class="problem" role="alert">${esc(text(locale, 'notSandboxQr'))}</p>` : ''}
<label for="scan">${esc(text(locale, 'qrText'))}</label><input id="scan" name="scan" required maxlength="500">
<button class="primary">${esc(text(locale, 'scan'))}</button></form></section>
<section><h2>${esc(text(locale, 'waiting'))}</h2>${list ? `<ul>${list}</ul>` : `<p>${esc(text(locale, 'nothingWaiting'))}</p>`}</section>`,
  );
}
