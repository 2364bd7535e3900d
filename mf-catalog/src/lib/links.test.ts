import { classifyLink } from './links';

const origin = 'https://shop.example';

describe('classifyLink', () => {
  it.each([
    ['/theme/3', '/theme/3'],
    ['/news-list?page=2#top', '/news-list?page=2#top'],
    ['https://shop.example/lucky-bag', '/lucky-bag'],
    ['HTTPS://SHOP.EXAMPLE/product/9?ref=banner', '/product/9?ref=banner'],
    ['theme/3', '/theme/3'],
  ])('%s is a path inside the shop', (link, to) => {
    expect(classifyLink(link, origin)).toEqual({ kind: 'internal', to });
  });

  it.each([
    ['https://www.example.org/campaign', 'https://www.example.org/campaign'],
    ['http://example.org', 'http://example.org/'],
    ['//cdn.example.org/x', 'https://cdn.example.org/x'],
    ['/\\evil.example/x', null],
    ['https://shop.example.evil.example/', 'https://shop.example.evil.example/'],
  ])('%s is another site', (link, href) => {
    const target = classifyLink(link, origin);
    if (href === null) expect(target.kind).not.toBe('internal');
    else expect(target).toEqual({ kind: 'external', href });
  });

  it.each([
    '',
    '   ',
    null,
    undefined,
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'mailto:a@b.c',
    'ftp://example.org',
  ])('%p is not followed', (link) => {
    expect(classifyLink(link, origin)).toEqual({ kind: 'none' });
  });
});
