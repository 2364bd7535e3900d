import type { StoredMail } from './service';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Each mail's HTML in a sandboxed frame: mail bodies must not run in the API's origin. */
export function mailboxPage(list: StoredMail[]): string {
  const items = list
    .map(
      (m) =>
        `<article><h2>${esc(m.subject)}</h2><p>To: ${esc(m.to)} · ${m.created_at}</p>` +
        `<iframe sandbox="" srcdoc="${esc(m.html)}" style="width:100%;height:140px;border:1px solid #ccc"></iframe></article>`,
    )
    .join('\n');
  return (
    `<!doctype html><html><head><meta charset="utf-8"><title>Dev mailbox</title></head><body>` +
    `<h1>Dev mailbox</h1><p><a href="/dev/mailbox.json">JSON</a></p>${items || '<p>No mail yet.</p>'}</body></html>`
  );
}
