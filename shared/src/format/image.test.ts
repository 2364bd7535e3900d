import { toWebp } from './image';

describe('toWebp', () => {
  it.each([
    ['/img/a.jpg', '/img/a.webp'],
    ['/img/a.JPEG', '/img/a.webp'],
    ['/img/a.png?w=300&v=2', '/img/a.webp?w=300&v=2'],
    ['https://cdn.example/x/a.gif#frag', 'https://cdn.example/x/a.webp#frag'],
    ['/img/a.webp', '/img/a.webp'],
    ['/img/a.svg', '/img/a.svg'],
    ['/img/photo.jpg.html', '/img/photo.jpg.html'],
    // A picture uploaded in the console: the bucket serves it as uploaded, no WebP copy exists.
    [
      'https://shop.example/v0/b/demo-shop.appspot.com/o/catalogue%2Fa.png?alt=media&token=t',
      'https://shop.example/v0/b/demo-shop.appspot.com/o/catalogue%2Fa.png?alt=media&token=t',
    ],
  ])('%s → %s', (input, expected) => {
    expect(toWebp(input)).toBe(expected);
  });
});
