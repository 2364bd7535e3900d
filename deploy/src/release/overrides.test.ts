import { describe, expect, it } from '@jest/globals';
import {
  decodePins,
  encodePins,
  MAX_PIN_TTL_S,
  parseOverride,
  parsePinOrigins,
  pinIsValid,
  requestOverrides,
  signOverride,
} from './overrides.js';

const secret = 'operator-secret';
const inAnHour = Math.floor(Date.now() / 1000) + 3600;
const production = { secret, production: true };
const development = { secret: undefined, production: false };

describe('override specs', () => {
  it('reads a version pin and a manifest pin', () => {
    expect(parseOverride('mf-catalog@1.0.0-3f2a9c1b')).toEqual({
      app: 'mf-catalog',
      target: { kind: 'version', version: '1.0.0-3f2a9c1b' },
    });
    expect(parseOverride('mf-catalog=http://localhost:3001/mf-manifest.json')).toEqual({
      app: 'mf-catalog',
      target: { kind: 'manifest', url: 'http://localhost:3001/mf-manifest.json' },
    });
  });

  it('refuses anything that is not a version or a JSON manifest URL', () => {
    for (const spec of [
      '',
      'mf-catalog',
      'mf-catalog@',
      'mf-catalog=javascript:alert(1)',
      'mf-catalog=/remotes/../x.json',
      'MF@1',
    ]) {
      expect(parseOverride(spec)).toBeUndefined();
    }
  });
});

describe('pins', () => {
  const spec = 'mf-catalog@1.0.0-3f2a9c1b';

  it('honours a signed pin in production until it expires', () => {
    const signature = signOverride(spec, inAnHour, secret);
    expect(pinIsValid({ spec, expiresAt: inAnHour, signature }, production)).toBe(true);
    expect(pinIsValid({ spec, expiresAt: inAnHour, signature }, production, (inAnHour + 1) * 1000)).toBe(false);
  });

  it('refuses in production an unsigned pin, a forged signature, or a signature over another pin', () => {
    expect(pinIsValid({ spec, expiresAt: inAnHour }, production)).toBe(false);
    expect(pinIsValid({ spec, expiresAt: inAnHour, signature: signOverride(spec, inAnHour, 'guess') }, production)).toBe(false);
    const other = signOverride('mf-catalog@9.9.9-deadbeef', inAnHour, secret);
    expect(pinIsValid({ spec, expiresAt: inAnHour, signature: other }, production)).toBe(false);
    expect(pinIsValid({ spec, expiresAt: inAnHour + 1, signature: signOverride(spec, inAnHour, secret) }, production)).toBe(
      false,
    );
  });

  it('accepts an unsigned pin outside production only', () => {
    expect(pinIsValid({ spec, expiresAt: inAnHour }, development)).toBe(true);
    expect(pinIsValid({ spec, expiresAt: inAnHour }, { secret: undefined, production: true })).toBe(false);
  });

  it('round-trips the cookie and drops what cannot be read', () => {
    const pins = [
      { spec, expiresAt: inAnHour, signature: 'abc' },
      { spec: 'mf-fanza=http://localhost:3004/mf-manifest.json', expiresAt: inAnHour, signature: undefined },
    ];
    expect(decodePins(encodePins(pins))).toEqual(pins);
    expect(decodePins('%E0%A4%A|x|y~garbage')).toEqual([]);
  });

  it('takes the header outside production and never in production', () => {
    const header = 'mf-catalog=http://localhost:3001/mf-manifest.json';
    expect(requestOverrides(undefined, header, development)).toHaveLength(1);
    expect(requestOverrides(undefined, header, production)).toEqual([]);
  });
});

describe('where a pin may point', () => {
  const signed = (spec: string, expiresAt = inAnHour) => ({ spec, expiresAt, signature: signOverride(spec, expiresAt, secret) });
  const qa = { ...production, pinOrigins: ['https://qa.example.com'] };

  it('a manifest on a listed origin or in the shop’s own /remotes/, signed, in production', () => {
    expect(pinIsValid(signed('mf-catalog=https://qa.example.com/mf-manifest.json'), qa)).toBe(true);
    expect(pinIsValid(signed('mf-catalog=/remotes/mf-catalog/1.0.0-3f2a9c1b/mf-manifest.json'), qa)).toBe(true);
    expect(pinIsValid(signed('mf-catalog=https://evil.example/mf-manifest.json'), qa)).toBe(false);
    expect(pinIsValid(signed('mf-catalog=https://qa.example.com.evil.example/mf-manifest.json'), qa)).toBe(false);
    expect(pinIsValid(signed('mf-catalog=http://localhost:3001/mf-manifest.json'), qa)).toBe(false);
  });

  it('outside production, a developer’s localhost as well, and still nowhere else', () => {
    expect(pinIsValid({ spec: 'mf-catalog=http://localhost:3001/mf-manifest.json', expiresAt: inAnHour }, development)).toBe(
      true,
    );
    expect(pinIsValid({ spec: 'mf-catalog=http://127.0.0.1:3001/mf-manifest.json', expiresAt: inAnHour }, development)).toBe(
      true,
    );
    expect(pinIsValid({ spec: 'mf-catalog=https://evil.example/mf-manifest.json', expiresAt: inAnHour }, development)).toBe(
      false,
    );
    expect(requestOverrides(undefined, 'mf-catalog=https://evil.example/mf-manifest.json', development)).toEqual([]);
  });

  it('for at most 30 days from now', () => {
    const now = Date.now();
    const latest = Math.floor(now / 1000) + MAX_PIN_TTL_S;
    expect(MAX_PIN_TTL_S).toBe(30 * 24 * 3600);
    expect(pinIsValid(signed('mf-catalog@1.0.0-3f2a9c1b', latest), production, now)).toBe(true);
    expect(pinIsValid(signed('mf-catalog@1.0.0-3f2a9c1b', latest + 60), production, now)).toBe(false);
  });

  it('reads SHOP_PIN_ORIGINS as a list of origins and refuses anything else', () => {
    expect(parsePinOrigins(' https://qa.example.com, http://10.0.0.5:3001/ ')).toEqual([
      'https://qa.example.com',
      'http://10.0.0.5:3001',
    ]);
    expect(parsePinOrigins(undefined)).toEqual([]);
    for (const bad of ['qa.example.com', 'https://qa.example.com/mf', 'javascript:alert(1)']) {
      expect(() => parsePinOrigins(bad)).toThrow(/^SHOP_PIN_ORIGINS: /);
    }
  });
});
