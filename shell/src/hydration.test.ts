import { jest } from '@jest/globals';
import { browserRenderedDigest, onRecoverableHydrationError } from './hydration';
import type { HydrationState } from './server/render';

// React hands a part the server left to the browser to onRecoverableError with the server's digest
// (e2e/tests/server-rendering.spec.ts sees it happen in Chromium).

let reported: jest.Mock;
beforeEach(() => {
  reported = jest.fn();
  globalThis.reportError = reported;
});
afterEach(() => jest.restoreAllMocks());

it('notes a part the server left to the browser without reporting an error', () => {
  const info = jest.spyOn(console, 'info').mockImplementation(() => {});
  const error = Object.assign(new Error('Switched to client rendering.'), { digest: browserRenderedDigest });
  onRecoverableHydrationError(error);
  expect(info).toHaveBeenCalledTimes(1);
  expect(reported).not.toHaveBeenCalled();
});

it('reports any other hydration error as an error', () => {
  const mismatch = new Error('Hydration failed because the server rendered text did not match the client.');
  onRecoverableHydrationError(mismatch);
  expect(reported).toHaveBeenCalledWith(mismatch);
});

describe('the header’s lists in a server-rendered document', () => {
  const navigation = {
    categories: [{ category_id: 1, display_name: 'Figures' }],
    themes: [{ theme_id: 2, display_name: 'Gundam' }],
    searchKeywords: ['Gundam'],
  } as unknown as HydrationState['navigation'];
  const state = (nav: HydrationState['navigation']): HydrationState => ({
    locale: 'tw',
    navigation: nav,
    routes: { loaderData: {} },
  });

  // Each case starts from a fresh page load: the header fetches its lists at most once per load.
  async function headerRequestsAfterAdopting(nav: HydrationState['navigation']): Promise<string[]> {
    let urls: string[] = [];
    await jest.isolateModulesAsync(async () => {
      const { apiAnswers } = await import('@shop/shared/testing');
      const seen = apiAnswers({
        'GET category': { status: 200, data: { data: [] } },
        'GET theme': { status: 200, data: { data_infos: [] } },
        'GET system/search-keyword': { status: 200, data: { data: [] } },
      });
      const { adoptServerState } = await import('./hydration');
      const { loadNavigationData } = await import('./components/nav/loadNavigationData');
      expect(adoptServerState(state(nav), 'tw')).toBe(true);
      await loadNavigationData();
      urls = seen.map((request) => request.url);
    });
    return urls;
  }

  it('are not fetched again while the page hydrates', async () => {
    expect(await headerRequestsAfterAdopting(navigation)).toEqual([]);
  });

  it('are fetched when the server could not load one of them', async () => {
    const requests = await headerRequestsAfterAdopting({ ...navigation, themes: undefined });
    expect(requests.sort()).toEqual(['category', 'system/search-keyword', 'theme']);
  });
});
