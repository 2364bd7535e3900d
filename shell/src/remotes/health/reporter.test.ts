import { jest } from '@jest/globals';
import type { RemoteManifestEntry } from '@shop/shared/manifest';
import { createRemoteHealthReporter, flushDelayMs, remoteHealthUrl, type RemoteHealthReporter } from './reporter';

const entry = (app: string, version: string): RemoteManifestEntry => ({
  name: app.replace('-', '_'),
  package: app,
  version,
  manifest: `/remotes/${app}/${version}/mf-manifest.json`,
  owns: [`/${app}`],
});
const catalog = entry('mf-catalog', '1.0.0-3f2a9c1b');
const fanza = entry('mf-fanza', '1.2.0-0badcafe');

/** The beacons the browser was handed: the URL and the parsed body of each. */
let beacons: Array<{ url: string; events: unknown }>;
let reporter: RemoteHealthReporter;
let stop: () => void;

beforeEach(() => {
  jest.useFakeTimers();
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, events: JSON.parse(body) });
      return true;
    },
  });
  reporter = createRemoteHealthReporter();
  stop = reporter.start([catalog, fanza]);
});

afterEach(() => {
  stop();
  jest.useRealTimers();
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the remote health reporter', () => {
  it('sends what a page gathered in one beacon, shortly after the first report', () => {
    reporter.report(catalog, 'load');
    reporter.report(fanza, 'load');
    reporter.report(catalog, 'render-error');
    jest.advanceTimersByTime(flushDelayMs - 1);
    expect(beacons).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(beacons).toEqual([
      {
        url: remoteHealthUrl,
        events: [
          { remote: 'mf_catalog', version: '1.0.0-3f2a9c1b', kind: 'load', count: 1 },
          { remote: 'mf_fanza', version: '1.2.0-0badcafe', kind: 'load', count: 1 },
          { remote: 'mf_catalog', version: '1.0.0-3f2a9c1b', kind: 'render-error', count: 1 },
        ],
      },
    ]);
    jest.advanceTimersByTime(flushDelayMs * 3);
    expect(beacons).toHaveLength(1);
  });

  it.each([
    ['the tab is hidden', () => setVisibility('hidden')],
    ['the page is left', () => window.dispatchEvent(new Event('pagehide'))],
  ])('sends at once when %s', (_when, leave) => {
    reporter.report(catalog, 'load');
    leave();
    expect(beacons).toEqual([
      { url: remoteHealthUrl, events: [{ remote: 'mf_catalog', version: '1.0.0-3f2a9c1b', kind: 'load', count: 1 }] },
    ]);
    setVisibility('visible');
  });

  it('sends nothing when nothing happened', () => {
    window.dispatchEvent(new Event('pagehide'));
    jest.advanceTimersByTime(flushDelayMs);
    expect(beacons).toEqual([]);
  });

  it('reports no remote served by a dev server: it is no release', () => {
    reporter.report({ name: 'mf_catalog', version: 'dev' }, 'load');
    reporter.report({ name: 'mf_catalog', version: 'override' }, 'render-error');
    jest.advanceTimersByTime(flushDelayMs);
    expect(beacons).toEqual([]);
  });

  it('counts an uncaught error or rejection against the remote whose files its stack names', () => {
    const thrownIn = (file: string) => {
      const error = new Error('boom');
      error.stack = `Error: boom\n    at onClick (${file}:1:200)\n    at http://localhost/main.1a2b3c4d.js:2:10`;
      return error;
    };
    const catalogFile = `${window.location.origin}/remotes/mf-catalog/1.0.0-3f2a9c1b/4121.e49fb26f.js`;
    window.dispatchEvent(new ErrorEvent('error', { error: thrownIn(catalogFile), filename: catalogFile }));
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Script error.',
        filename: `${window.location.origin}/remotes/mf-fanza/1.2.0-0badcafe/12.js`,
      }),
    );
    const rejection = Object.assign(new Event('unhandledrejection'), {
      reason: thrownIn(`${window.location.origin}/remotes/mf-fanza/1.2.0-0badcafe/77.0f0f0f0f.js`),
    });
    window.dispatchEvent(rejection);
    // The shell's own errors, and other versions of a remote than the live one, are not the remotes' health.
    window.dispatchEvent(new ErrorEvent('error', { error: thrownIn('http://localhost/main.1a2b3c4d.js') }));
    window.dispatchEvent(
      new ErrorEvent('error', { error: thrownIn(`${window.location.origin}/remotes/mf-catalog/0.9.0-00000000/1.js`) }),
    );
    jest.advanceTimersByTime(flushDelayMs);
    expect(beacons.map((beacon) => beacon.events)).toEqual([
      [
        { remote: 'mf_catalog', version: '1.0.0-3f2a9c1b', kind: 'unhandled-error', count: 1 },
        { remote: 'mf_fanza', version: '1.2.0-0badcafe', kind: 'unhandled-error', count: 2 },
      ],
    ]);
  });

  it('carries nothing about the shopper: only remote, version, kind and count', () => {
    reporter.report(catalog, 'load-failure');
    jest.advanceTimersByTime(flushDelayMs);
    for (const event of beacons[0]!.events as object[])
      expect(Object.keys(event).sort()).toEqual(['count', 'kind', 'remote', 'version']);
  });
});
