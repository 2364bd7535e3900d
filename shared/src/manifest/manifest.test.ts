import { findOwner, ownsPath, type RemotesManifest } from './manifest';

const entry = (name: string, owns: string[]) => ({ name, package: name, version: '1', manifest: `/${name}.json`, owns });

describe('ownsPath', () => {
  it('matches the prefix itself and paths below it', () => {
    expect(ownsPath('/theme', '/theme')).toBe(true);
    expect(ownsPath('/theme', '/theme/12')).toBe(true);
    expect(ownsPath('/theme/', '/theme/12')).toBe(true);
  });

  it('does not match a longer sibling name', () => {
    expect(ownsPath('/news', '/news-list')).toBe(false);
    expect(ownsPath('/demo-lottery', '/demo-lottery-2')).toBe(false);
  });

  it('lets "/" own only the home page', () => {
    expect(ownsPath('/', '/')).toBe(true);
    expect(ownsPath('/', '/cart')).toBe(false);
  });
});

describe('findOwner', () => {
  const manifest: RemotesManifest = {
    remotes: [
      entry('catalog', ['/', '/product', '/news', '/news-list']),
      entry('fanza', ['/fanza', '/demo-lottery', '/demo-lottery-2']),
      entry('special', ['/fanza/special']),
    ],
  };

  it('finds the remote owning a deep link', () => {
    expect(findOwner(manifest, '/product/42')?.name).toBe('catalog');
    expect(findOwner(manifest, '/news-list')?.name).toBe('catalog');
    expect(findOwner(manifest, '/demo-lottery-2')?.name).toBe('fanza');
  });

  it('prefers the longest prefix, so a remote can take over part of another one', () => {
    expect(findOwner(manifest, '/fanza/special/1')?.name).toBe('special');
    expect(findOwner(manifest, '/fanza/7')?.name).toBe('fanza');
  });

  it('returns nothing for paths the shell owns', () => {
    expect(findOwner(manifest, '/login')).toBeUndefined();
    expect(findOwner(manifest, '/no-such-page')).toBeUndefined();
  });
});
