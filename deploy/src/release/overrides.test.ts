import { describe, expect, it } from '@jest/globals';
import { decodePins, encodePins, parseOverride, pinIsValid, requestOverrides, signOverride } from './overrides.js';

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
