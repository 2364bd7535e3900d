/**
 * The operator view's HTML: server-rendered, no script at all (the site's policy allows no inline script, and
 * plain forms that POST and redirect need none), one same-origin stylesheet. Nothing here reaches a shopper's
 * bundle. Every value that came from a file or a request goes through `text()`.
 */

/** HTML-escapes text for element content and double-quoted attributes. */
export function text(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export const OPS_STYLESHEET_PATH = '/ops/ops.css';

/**
 * Stricter than the shop's own policy: this page loads its stylesheet and posts its forms to itself, nothing
 * else; no framing at all.
 */
export const OPS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function opsDocument(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${text(title)} · Shop operations</title>`,
    `<link rel="stylesheet" href="${OPS_STYLESHEET_PATH}">`,
    '</head>',
    `<body class="ops">${body}</body>`,
    '</html>',
  ].join('\n');
}

export function messageBlock(kind: 'notice' | 'error', message: string | undefined): string {
  if (!message) return '';
  return kind === 'error'
    ? `<p class="ops-message ops-message--error" role="alert">${text(message)}</p>`
    : `<p class="ops-message" role="status">${text(message)}</p>`;
}

export function signInPage(error?: string): string {
  return opsDocument(
    'Sign in',
    `<main class="ops-sign-in">
<h1>Shop operations</h1>
<p>Releases are managed here. Sign in with the operator token (<code>SHOP_OPS_TOKEN</code>).</p>
${messageBlock('error', error)}
<form method="post" action="/ops/sign-in" class="ops-sign-in__form">
<label for="ops-token">Operator token</label>
<input id="ops-token" name="token" type="password" autocomplete="current-password" required autofocus>
<button type="submit" class="ops-button ops-button--primary">Sign in</button>
</form>
</main>`,
  );
}
