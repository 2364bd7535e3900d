/**
 * The shop's Content-Security-Policy. Scripts run only from the shop's own origin (the shell, and every remote:
 * Module Federation loads them from `/remotes/<app>/<version>/` on this origin) and from Google's tag host for
 * analytics. Inline, a document runs only what the shell's document marks with the response's nonce
 * (csp-nonce.ts); a response's own text is never hashed, so a script injected into a page is never allowed. The
 * live remotes manifest inside the document is a `<script type="application/json">` data block, which a browser
 * never runs, so the policy needs nothing for it.
 *
 * Hosts that depend on the environment come from the API's client configuration (`/api/client-config`, what the
 * browser itself is told), never from a second copy of the settings: Google sign-in's auth domain or the local
 * Auth emulator, and a real Firebase Storage bucket instead of the emulated one on the shop's origin.
 */
import type { ClientConfig } from '@shop/shared/contract';

/**
 * Google Analytics 4 (shared/src/analytics/tracker.ts loads gtag.js from www.googletagmanager.com; the host is
 * fixed in that code, not configurable). Google's published CSP for GA4: the tag script from
 * *.googletagmanager.com, measurement hits as fetch/beacon to these hosts (its pixel images: img-src https:).
 */
const ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;

/**
 * Google sign-in with the Firebase Auth SDK's popup flow: the SDK loads Google's `gapi` loader from
 * apis.google.com (also against the emulator) to embed its helper iframe, which lives on the auth domain (the
 * emulator's origin locally); tokens are exchanged with Google's identity hosts (or the emulator).
 */
const GOOGLE_SIGN_IN = {
  script: ['https://apis.google.com'],
  connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
} as const;

/** A real Firebase Storage bucket: uploads go to this host (the avatars' download URLs too: img-src https:). */
const FIREBASE_STORAGE = 'https://firebasestorage.googleapis.com';

/** The origins a page of the shop needs besides its own, by what they are used for. */
export interface BrowserSources {
  script: string[];
  connect: string[];
  frame: string[];
}

const originOf = (url: string): string | undefined => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
};

/** What the browser is told by the API decides which third-party hosts a page may reach. */
export function browserSources(config: ClientConfig | undefined): BrowserSources {
  const sources: BrowserSources = {
    script: [...ANALYTICS.script],
    connect: [...ANALYTICS.connect],
    frame: [],
  };
  const firebase = config?.firebase;
  if (firebase) {
    sources.script.push(...GOOGLE_SIGN_IN.script);
    const emulator = firebase.emulatorUrl ? originOf(firebase.emulatorUrl) : undefined;
    if (emulator) {
      sources.connect.push(emulator);
      sources.frame.push(emulator);
    } else {
      sources.connect.push(...GOOGLE_SIGN_IN.connect);
      const authDomain = originOf(`https://${firebase.authDomain}`);
      if (authDomain) sources.frame.push(authDomain);
    }
  }
  if (config && !config.storage.emulated) sources.connect.push(FIREBASE_STORAGE);
  return sources;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** A remote's dev server speaks HMR over a WebSocket on the same host: `http:` sources do not cover `ws:`. */
const withSockets = (origins: readonly string[]) => [...origins, ...origins.map((origin) => origin.replace(/^http/, 'ws'))];

/** What one response's policy allows besides the shop's fixed sources. */
export interface ResponseSources {
  /**
   * Origins other than the shop's that THIS response's remotes load from (a pinned developer server,
   * release/resolve-manifest.ts `foreignOrigins`); they get what a remote needs, for this response only.
   */
  remoteOrigins?: readonly string[];
  /** This document's nonce (csp-nonce.ts, base64): the inline scripts and styles its render marked with it. */
  nonce?: string;
}

/** The policy, one directive per line of this table, each with the reason it is what it is. */
export function contentSecurityPolicy(sources: BrowserSources, { remoteOrigins = [], nonce }: ResponseSources = {}): string {
  const nonced = nonce === undefined ? [] : [`'nonce-${nonce}'`];
  const directives: [string, string[]][] = [
    // Anything not named below: the shop's own origin only.
    ['default-src', ["'self'"]],
    // The shell and the remotes' code (all on this origin), the analytics tag, Google sign-in's loader.
    // No 'unsafe-inline', no 'unsafe-eval': the document's one inline script (a tap or search held until the
    // shop's code runs, shell/src/early-navigation) carries the nonce, and production builds use no eval.
    ['script-src', ["'self'", ...nonced, ...sources.script, ...remoteOrigins]],
    // Stylesheets are files (the shell's and each remote's CSS); the document's one inline <style>, the boot
    // screen's, carries the nonce. React's `style` props go through the CSSOM, which CSP does not govern.
    ['style-src', ["'self'", ...nonced, ...remoteOrigins]],
    // Catalogue pictures and the emulated avatar bucket (this origin), data: and blob: for the avatar cropper.
    // Any https: host besides: members' pictures come from WeChat or Google (whatever host their profile names),
    // article pictures from the CMS, analytics pixels and a real bucket's download URLs from Google. A picture
    // runs no code; plain http: stays out (mixed content).
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...remoteOrigins]],
    // The API and /remotes.json (this origin), analytics hits, Firebase Auth / Storage when configured, a
    // pinned remote's mf-manifest.json and live reloading.
    ['connect-src', ["'self'", ...sources.connect, ...withSockets(remoteOrigins)]],
    // Google sign-in's helper iframe (auth domain or emulator); nothing else is framed.
    ['frame-src', ["'self'", ...sources.frame]],
    ['font-src', ["'self'", ...remoteOrigins]],
    // No plugins; no <base> rewriting where relative URLs (and so scripts) resolve.
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    // Forms post only to the shop (payments are started by navigating to the provider's page, not a form).
    ['form-action', ["'self'"]],
    // Only the shop may frame its pages (click-jacking); X-Frame-Options says the same to older browsers.
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${unique(values).join(' ')}`).join('; ');
}
