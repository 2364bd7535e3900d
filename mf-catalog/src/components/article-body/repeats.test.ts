import { sanitizeArticle } from './sanitize';

const origin = 'https://shop.example';
const frame = { title: 'Spring pre-orders | Star Sea', cover: '/api/v1/images/a-1.jpg' };

/** The body as the page renders it, with whether the page still shows its own cover. */
function render(html: string, shown = frame) {
  const { html: safe, coverInBody } = sanitizeArticle(html, shown, origin);
  const host = document.createElement('div');
  host.innerHTML = safe;
  return { host, coverInBody };
}

const headings = (host: HTMLElement) =>
  Array.from(host.querySelectorAll('h1, h2, h3, h4, h5, h6'), (heading) => `${heading.tagName}:${heading.textContent}`);
const images = (host: HTMLElement) => Array.from(host.querySelectorAll('img'), (image) => image.getAttribute('src'));

describe('an article body under its page’s title and cover', () => {
  it('leaves out the opening heading that repeats the title and the copy of the cover (the seeded articles’ shape)', () => {
    const { host, coverInBody } = render(
      '<h2>Spring pre-orders | Star Sea</h2><p>The latest on Star Sea.</p>' +
        '<img src="/api/v1/images/a-1.jpg" alt="Star Sea"><ul><li>On sale now</li></ul><img src="/api/v1/images/a-7.jpg" alt="">',
    );
    expect(headings(host)).toEqual([]);
    expect(images(host)).toEqual(['/api/v1/images/a-7.webp']);
    expect(host.textContent).toBe('The latest on Star Sea.On sale now');
    expect(coverInBody).toBe(false);
  });

  it('knows the title in an h1, spaced or punctuated differently, in full-width forms', () => {
    for (const heading of ['<h1>Spring pre-orders ｜ Star Sea</h1>', '<h1> SPRING PRE-ORDERS: <em>Star  Sea</em></h1>']) {
      const { host } = render(`${heading}<p>Body.</p>`);
      expect(headings(host)).toEqual([]);
      expect(host.textContent).toBe('Body.');
    }
  });

  it('knows a Chinese title', () => {
    const { host } = render('<div><h1>春季預購｜星海旅人</h1></div><p>內文。</p>', { title: '春季預購｜星海旅人', cover: '' });
    expect(headings(host)).toEqual([]);
    expect(host.innerHTML).toBe('<p>內文。</p>');
  });

  it('leaves out the cover before the title too, and the paragraph and link that only held it', () => {
    const { host } = render(
      '<p><a href="/theme/1"><img src="https://shop.example/api/v1/images/a-1.webp?w=1280" alt=""></a></p>' +
        '<h2>Spring pre-orders | Star Sea</h2><p>Body.</p>',
    );
    expect(host.innerHTML).toBe('<p>Body.</p>');
  });

  it('keeps a heading that is not the title, or that comes after text, as the article’s own', () => {
    expect(headings(render('<h2>What is new</h2><p>Body.</p>').host)).toEqual(['H2:What is new']);
    expect(headings(render('<p>Intro.</p><h2>Spring pre-orders | Star Sea</h2>').host)).toEqual([
      'H2:Spring pre-orders | Star Sea',
    ]);
  });

  it('turns the article’s other h1s into h2s under the page’s one h1, keeping their text', () => {
    const { host } = render('<p>Intro.</p><h1 title="t">Details</h1><h2>More</h2>');
    expect(headings(host)).toEqual(['H2:Details', 'H2:More']);
    expect(host.querySelector('h1')).toBeNull();
  });

  it('keeps a captioned copy of the cover in the body, and tells the page to leave out its own', () => {
    const { host, coverInBody } = render(
      '<p>Intro.</p><figure><img src="/api/v1/images/a-1.png" alt=""><figcaption>The new figure</figcaption></figure>' +
        '<p><img src="/api/v1/images/a-1.jpg" alt=""></p>',
    );
    expect(images(host)).toEqual(['/api/v1/images/a-1.webp']);
    expect(host.querySelector('figcaption')?.textContent).toBe('The new figure');
    expect(coverInBody).toBe(true);
  });

  it('keeps every picture when the article has no cover, and another site’s picture of the same name', () => {
    expect(images(render('<img src="/api/v1/images/a-1.jpg" alt="">', { title: 'x', cover: '' }).host)).toEqual([
      '/api/v1/images/a-1.webp',
    ]);
    expect(images(render('<img src="https://cdn.other.example/api/v1/images/a-1.jpg" alt="">').host)).toEqual([
      'https://cdn.other.example/api/v1/images/a-1.jpg',
    ]);
  });
});
