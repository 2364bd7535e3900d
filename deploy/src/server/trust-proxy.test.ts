import { describe, expect, it } from '@jest/globals';
import { UserError } from '../errors.js';
import { trustProxyFrom } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  it.each([undefined, '', ' ', 'false'])('%j trusts nobody', (value) => {
    expect(trustProxyFrom(value)).toBe(false);
  });

  it('"true" trusts every peer; addresses are passed on as they are', () => {
    expect(trustProxyFrom('true')).toBe(true);
    expect(trustProxyFrom(' 10.0.0.0/8,127.0.0.1 ')).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('refuses a hop count, which Fastify would silently ignore', () => {
    expect(() => trustProxyFrom('1')).toThrow(UserError);
  });
});
