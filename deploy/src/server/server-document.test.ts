import { describe, expect, it } from '@jest/globals';
import { hydrationStateElementId, serverRenderedAttribute } from '@shop/shared/manifest';
import { serverRenderedDocument, uniqueStylesheets } from './server-document.js';

// The shape of the shell's built index.<locale>.html (minified head, boot screen in #root, then <noscript>).
const shellDocument = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Collectibles Shop</title><meta name="description" content="The shop"><script defer src="/main.1234abcd.js"></script></head><body><div id="root">
      <div class="boot-screen" aria-busy="true"><div class="boot-header"></div><div class="boot-spinner"></div></div>
    </div>
    <noscript>This shop needs JavaScript.</noscript></body></html>`;

const page = {
  rendered: true as const,
  head: { title: 'Figure <A> & "B" | Shop', description: 'Cute & small', noindex: true },
  html: '<link rel="preload" as="image" href="/api/v1/images/1.webp"/><div class="frame">Figure &lt;A&gt;</div>',
  state: { locale: 'en', note: '</script><script>alert(1)</script>' },
};

describe('serverRenderedDocument', () => {
  const html = serverRenderedDocument(shellDocument, page, ['/main.css', '/remotes/mf-catalog/1/page.css'])!;

  it('puts the page into #root, marked for hydration, in place of the boot screen', () => {
    expect(html).toContain(`<div id="root" ${serverRenderedAttribute}><div class="frame">Figure &lt;A&gt;</div></div>`);
    expect(html).not.toContain('boot-screen');
    expect(html).toContain('<noscript>');
  });

  it('writes the title, description and robots into the head, escaped', () => {
    expect(html).toContain('<title>Figure &lt;A&gt; &amp; "B" | Shop</title>');
    expect(html).toContain('<meta name="description" content="Cute &amp; small">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('links the stylesheets and moves what React hoisted into the head', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/main.css">');
    expect(head).toContain('<link rel="stylesheet" href="/remotes/mf-catalog/1/page.css">');
    expect(head).toContain('<link rel="preload" as="image" href="/api/v1/images/1.webp"/>');
  });

  it('hands over the state as a data block nothing inside can end early', () => {
    const block = new RegExp(`<script type="application/json" id="${hydrationStateElementId}">(.*?)</script></body>`).exec(html);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1]!)).toEqual(page.state);
  });

  it('gives up on a document without the boot screen it replaces', () => {
    expect(serverRenderedDocument('<html><head></head><body><main></main></body></html>', page, [])).toBeUndefined();
  });
});

it('links each stylesheet content once', () => {
  expect(uniqueStylesheets(['1.5a97b0ef.css', '2.433fd68f.css', '3.5a97b0ef.css', 'plain.css'])).toEqual([
    '1.5a97b0ef.css',
    '2.433fd68f.css',
    'plain.css',
  ]);
});
