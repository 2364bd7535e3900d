import { describe, expect, it } from '@jest/globals';
import { acceptsHtml, hasFileExtension, resolveUnder, safeSegments } from './request-path.js';

describe('safeSegments', () => {
  it('decodes and splits a normal path, ignoring the query', () => {
    expect(safeSegments('/product/%E5%85%AC%E4%BB%94?x=../..')).toEqual(['product', '公仔']);
    expect(safeSegments('/')).toEqual([]);
  });

  it.each([
    '/../secret',
    '/a/../../secret',
    '/%2e%2e/secret',
    '/..%2fsecret',
    '/a%2f..%2f..%2fsecret',
    '/a\\..\\b',
    '/x%00.js',
    '/%E0%A4%A',
  ])('refuses %s', (url) => {
    expect(safeSegments(url)).toBeUndefined();
  });
});

describe('resolveUnder', () => {
  it('stays inside the root', () => {
    expect(resolveUnder('/srv/shell', ['a', 'b.js'])).toBe('/srv/shell/a/b.js');
    expect(resolveUnder('/srv/shell', ['..', 'etc'])).toBeUndefined();
    expect(resolveUnder('/srv/shell', ['/etc/passwd'])).toBeUndefined();
  });
});

describe('hasFileExtension', () => {
  it.each([
    [['main.js'], true],
    [['assets', 'logo.svg'], true],
    [['fonts', 'a.woff2'], true],
    [['product', '123'], false],
    [['news', '2024.11'], false],
    [['theme', 'one-piece'], false],
    [[], false],
  ])('%j -> %s', (segments, expected) => {
    expect(hasFileExtension(segments)).toBe(expected);
  });
});

describe('acceptsHtml', () => {
  it.each([
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['*/*', true],
    [undefined, true],
    ['application/json', false],
    ['image/avif,image/webp,*/*;q=0', false],
    ['text/html;q=0', false],
  ])('%s -> %s', (accept, expected) => {
    expect(acceptsHtml(accept)).toBe(expected);
  });
});
