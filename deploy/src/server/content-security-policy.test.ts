import { describe, expect, it } from '@jest/globals';
import type { ClientConfig } from '@shop/shared/contract';
import { browserSources, contentSecurityPolicy } from './content-security-policy.js';

const emulated = { bucket: 'demo-shop.appspot.com', emulated: true };
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);
const policyFor = (config: ClientConfig | undefined) => contentSecurityPolicy(browserSources(config));

describe('the policy with no API configuration', () => {
  const policy = policyFor(undefined);

  it('runs scripts only from the shop and the analytics host, never inline or eval', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://*.googletagmanager.com']);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!\.)/);
  });

  it('keeps plugins, <base> and framing by others out', () => {
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
  });

  it('shows the cropper’s data:/blob: pictures and members’ pictures from any https host; analytics sends its hits', () => {
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(directive(policy, 'connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://*.google-analytics.com']));
  });

  it('names no Google sign-in host when sign-in is not configured', () => {
    expect(policy).not.toContain('apis.google.com');
    expect(policy).not.toContain('identitytoolkit');
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
  });
});

describe('hosts from the client configuration', () => {
  it('Google sign-in against the Auth emulator: its loader, and the emulator for calls and the helper iframe', () => {
    const policy = policyFor({
      firebase: {
        apiKey: 'k',
        authDomain: 'demo-shop.firebaseapp.com',
        projectId: 'demo-shop',
        emulatorUrl: 'http://127.0.0.1:9099',
      },
      storage: emulated,
    });
    expect(directive(policy, 'script-src')).toContain('https://apis.google.com');
    expect(directive(policy, 'connect-src')).toContain('http://127.0.0.1:9099');
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(policy).not.toContain('identitytoolkit');
  });

  it('a real project: Google identity hosts and the auth domain; a real bucket for uploads and avatars', () => {
    const policy = policyFor({
      firebase: { apiKey: 'k', authDomain: 'login.shop.example', projectId: 'shop', emulatorUrl: null },
      storage: { bucket: 'shop.appspot.com', emulated: false },
    });
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firebasestorage.googleapis.com',
      ]),
    );
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://login.shop.example']);
  });

  it('the emulated bucket is the shop’s own origin: no storage host', () => {
    expect(policyFor({ firebase: null, storage: emulated })).not.toContain('firebasestorage');
  });

  it('an auth domain that is not a host name adds nothing', () => {
    const policy = policyFor({
      firebase: { apiKey: 'k', authDomain: 'bad host/x', projectId: 'p', emulatorUrl: null },
      storage: emulated,
    });
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
  });
});

describe('a remote pinned to another origin (a developer’s server)', () => {
  const dev = 'http://localhost:3001';
  const policy = contentSecurityPolicy(browserSources(undefined), { remoteOrigins: [dev] });

  it('may run its scripts and styles, fetch its manifest and live-reload over its socket', () => {
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src'])
      expect([name, directive(policy, name)]).toContainEqual(expect.arrayContaining([dev]));
    expect(directive(policy, 'connect-src')).toEqual(expect.arrayContaining([dev, 'ws://localhost:3001']));
  });

  it('still runs nothing inline and frames nothing from there', () => {
    expect(policy).not.toMatch(/unsafe/);
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
  });
});

describe('what one document may run inline', () => {
  it('allows exactly the document’s nonce, nothing inline besides: no hash, no unsafe-inline', () => {
    const policy = contentSecurityPolicy(browserSources(undefined), { nonce: 'bm9uY2Utb2YtdGhpcy1kb2M=' });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'nonce-bm9uY2Utb2YtdGhpcy1kb2M='",
      'https://*.googletagmanager.com',
    ]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'nonce-bm9uY2Utb2YtdGhpcy1kb2M='"]);
    expect(policy).not.toMatch(/unsafe|sha256/);
  });

  it('an answer that is no document gets no nonce', () => {
    const policy = contentSecurityPolicy(browserSources(undefined));
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://*.googletagmanager.com']);
    expect(policy).not.toContain('nonce-');
  });
});
