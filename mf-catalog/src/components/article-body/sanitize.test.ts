import { sanitizeArticleHtml } from './sanitize';

const origin = 'https://shop.example';
const clean = (html: string) => sanitizeArticleHtml(html, origin);

/** Parses the sanitised HTML the way the page does (innerHTML), without running anything. */
function render(html: string): HTMLDivElement {
  const host = document.createElement('div');
  host.innerHTML = clean(html);
  return host;
}

/** Every attribute of every element, as `tag[attr]=value` lines, to look for anything executable. */
function attributesOf(host: HTMLElement): string[] {
  return Array.from(host.querySelectorAll('*')).flatMap((element) =>
    Array.from(element.attributes).map((attribute) => `${element.tagName.toLowerCase()}[${attribute.name}]=${attribute.value}`),
  );
}

function expectInert(host: HTMLElement): void {
  for (const line of attributesOf(host)) {
    expect(line).not.toMatch(/\]\s*=.*javascript:/i);
    expect(line).not.toMatch(/^[a-z0-9]+\[on/i);
    expect(line).not.toMatch(/\[(style|srcset|formaction|xlink:href|action|class|id|name)\]/i);
  }
  expect(
    host.querySelector('script, iframe, frame, object, embed, form, input, button, svg, math, style, link, meta, base, template'),
  ).toBeNull();
}

describe('sanitizeArticleHtml', () => {
  beforeEach(() => {
    delete (window as { __xss?: unknown }).__xss;
  });

  it('keeps the formatting an article uses', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em> and <a href="/theme/3">a link</a>.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quoted</blockquote>' +
      '<table><thead><tr><th>Item</th></tr></thead><tbody><tr><td>990</td></tr></tbody></table>' +
      '<figure><img src="/api/v1/images/a-1.jpg" alt="Cover" width="640" height="360"><figcaption>caption</figcaption></figure>';
    const host = render(html);
    expect(host.querySelector('h2')?.textContent).toBe('Title');
    expect(host.querySelector('strong')?.textContent).toBe('bold');
    expect(host.querySelector('em')?.textContent).toBe('italic');
    expect(host.querySelectorAll('li')).toHaveLength(2);
    expect(host.querySelector('blockquote')?.textContent).toBe('quoted');
    expect(host.querySelector('th')?.textContent).toBe('Item');
    expect(host.querySelector('td')?.textContent).toBe('990');
    expect(host.querySelector('figcaption')?.textContent).toBe('caption');
    const link = host.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/theme/3');
    // A link inside the shop opens in place.
    expect(link.hasAttribute('target')).toBe(false);
    const image = host.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('Cover');
    expect(image.getAttribute('width')).toBe('640');
    expect(image.getAttribute('height')).toBe('360');
  });

  it('asks for this shop’s images as WebP, keeping the query string, and loads them lazily', () => {
    const host = render(
      '<img src="/api/v1/images/a-1.jpg?v=2" alt=""><img src="https://shop.example/x.png" alt=""><img src="https://cdn.other.example/y.jpg" alt="">',
    );
    const sources = Array.from(host.querySelectorAll('img'), (image) => image.getAttribute('src'));
    expect(sources).toEqual(['/api/v1/images/a-1.webp?v=2', 'https://shop.example/x.webp', 'https://cdn.other.example/y.jpg']);
    for (const image of Array.from(host.querySelectorAll('img'))) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('decoding')).toBe('async');
    }
  });

  it('opens links to other sites in a new tab without an opener, and drops the source’s own target/rel', () => {
    const host = render(
      '<a href="https://example.org/a" target="_self" rel="opener">out</a><a href="//evil.example/b">protocol-relative</a>' +
        '<a href="https://shop.example/news-list">same site</a><a href="mailto:help@example.org">mail</a>',
    );
    const [out, relative, same, mail] = Array.from(host.querySelectorAll('a'));
    expect(out!.getAttribute('target')).toBe('_blank');
    expect(out!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(relative!.getAttribute('target')).toBe('_blank');
    expect(relative!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(same!.hasAttribute('target')).toBe(false);
    expect(same!.hasAttribute('rel')).toBe(false);
    expect(mail!.getAttribute('href')).toBe('mailto:help@example.org');
  });

  it('removes script elements with their content, in every spelling', () => {
    const host = render(
      '<p>safe</p><script>window.__xss = true</script><SCRIPT SRC="//evil.example/x.js"></SCRIPT>' +
        '<scr<script>ipt>window.__xss = true</script>' +
        '<noscript><p title="</noscript><img src=x onerror=window.__xss=true>"></noscript>',
    );
    expectInert(host);
    expect(host.innerHTML).not.toMatch(/<script/i);
    expect(host.textContent).toContain('safe');
    // What is left of a broken-up tag is text on the page, never a script.
    expect(host.querySelectorAll('*').length).toBe(1);
  });

  it('strips event handlers from images and every other element', () => {
    const host = render(
      '<img src="x" onerror="window.__xss = true" alt="broken"><p onclick="window.__xss = true" onmouseover="window.__xss = true">text</p>' +
        '<a href="/x" onfocus="window.__xss = true" autofocus>focus</a><div onpointerenter="window.__xss=true">div</div>' +
        '<img src=x:y onerror=alert(1)><IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
    );
    expectInert(host);
    expect(host.querySelector('img[alt="broken"]')).not.toBeNull();
    expect(host.textContent).toContain('text');
  });

  it('removes javascript:, vbscript: and data: addresses from links, however they are disguised', () => {
    const payloads = [
      'javascript:window.__xss=true',
      'JaVaScRiPt:window.__xss=true',
      ' javascript:window.__xss=true',
      'java\tscript:window.__xss=true',
      'java&#x09;script:window.__xss=true',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=true',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'data:text/html,<script>window.__xss=true</script>',
    ];
    const host = render(payloads.map((href, index) => `<a href="${href}">link ${index}</a>`).join(''));
    const links = Array.from(host.querySelectorAll('a'));
    expect(links).toHaveLength(payloads.length);
    for (const link of links) expect(link.hasAttribute('href')).toBe(false);
    expect(host.textContent).toContain('link 0');
    expectInert(host);
  });

  it('drops images that are not loaded from http(s) or this site (data:, javascript:)', () => {
    const host = render(
      '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="a"><img src="javascript:alert(1)" alt="b"><img alt="c"><img src="/ok.jpg" alt="d">',
    );
    expect(Array.from(host.querySelectorAll('img'), (image) => image.alt)).toEqual(['d']);
  });

  it('removes svg and mathml with their handlers and scripts', () => {
    const host = render(
      '<p>before</p><svg onload="window.__xss = true"><script>window.__xss = true</script><a xlink:href="javascript:alert(1)"><text>t</text></a></svg>' +
        '<svg><animate onbegin="window.__xss=true" attributeName="x" dur="1s"></animate></svg>' +
        '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=true>',
    );
    expectInert(host);
    expect(host.textContent).toContain('before');
  });

  it('removes frames, objects, embeds, forms and their controls', () => {
    const host = render(
      '<iframe src="https://evil.example"></iframe><iframe srcdoc="<script>parent.__xss=true</script>"></iframe>' +
        '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">' +
        '<form action="https://evil.example/steal"><input name="password"><button formaction="javascript:alert(1)">Send</button></form>' +
        '<frameset><frame src="https://evil.example"></frameset><p>kept</p>',
    );
    expectInert(host);
    expect(host.textContent).toContain('kept');
  });

  it('removes style sheets, style attributes and classes (no overlays, hidden text or url() requests)', () => {
    const host = render(
      '<style>body { display: none }</style><link rel="stylesheet" href="https://evil.example/x.css">' +
        '<p style="position:fixed;inset:0;background:url(javascript:alert(1))">overlay</p>' +
        '<div class="modal-layer age-gate" id="root">fake dialog</div><p style="behavior:url(x.htc);-moz-binding:url(x.xml#xss)">old</p>',
    );
    expectInert(host);
    expect(host.querySelector('[style], [class], [id]')).toBeNull();
    expect(host.textContent).toContain('overlay');
    expect(host.textContent).toContain('fake dialog');
    expect(host.textContent).not.toContain('display: none');
  });

  it('removes base, meta refresh and templates', () => {
    const host = render(
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">' +
        '<template><img src=x onerror=window.__xss=true></template><p>body</p>',
    );
    expectInert(host);
    expect(host.innerHTML).toBe('<p>body</p>');
  });

  it('keeps nothing that can clobber the page (name, id, form-like attributes)', () => {
    const host = render('<img name="getElementById" src="/a.jpg" alt=""><a id="location" href="/b">b</a>');
    expectInert(host);
  });

  it('runs none of the payloads when the result is put into a live document', () => {
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = clean(
      '<script>window.__xss = true</script><img src="x" onerror="window.__xss = true"><svg onload="window.__xss = true"></svg>' +
        '<a href="javascript:window.__xss = true">click me</a><p>Safe text</p>',
    );
    host.querySelector('a')?.click();
    host.querySelector('img')?.dispatchEvent(new Event('error'));
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
    expect(host.textContent).toContain('Safe text');
    host.remove();
  });

  it('returns an empty string for empty or non-HTML input', () => {
    expect(clean('')).toBe('');
    expect(clean('plain text')).toBe('plain text');
  });
});
