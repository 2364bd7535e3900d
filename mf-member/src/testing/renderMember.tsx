import { act, Suspense } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { i18next, initI18n } from '@shop/shared/i18n';
import { uiNamespace } from '@shop/shared/ui';
import { ns } from '../namespace';
import { routes } from '../routes';

export type Locale = 'tw' | 'cn' | 'en';

/**
 * Starts i18next in `locale` with the member centre's texts and the UI kit's loaded. The form rules' texts are
 * left to the pages that show their messages, so a page that forgets to load them fails its tests.
 */
export async function loadMemberTexts(locale: Locale = 'en'): Promise<void> {
  await initI18n(locale);
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  await i18next.loadNamespaces([ns, uiNamespace]);
}

// The member centre's tests answer API calls through the shared stand-in at the transport's edge.
export { apiAnswers as fakeApi, type FakeAnswer, type FakeRequest, type FakeRoute } from '@shop/shared/testing';

/** Makes `matchMedia` answer as a screen `width` px wide would (jsdom has none); returns the way back. */
export function screenWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

/**
 * Renders the member centre's real route tree (its layout and lazy pages) in a memory router opened at `path`,
 * after loading the texts. Any path outside it renders `<p data-testid="elsewhere">`, so tests can see where a
 * click led (`router.state.location`).
 */
export async function renderMember(path: string, locale: Locale = 'en') {
  await loadMemberTexts(locale);
  // The shell's remote region is the Suspense boundary of the lazy pages.
  const region = (
    <Suspense fallback={<p data-testid="page-loading">loading</p>}>
      <Outlet />
    </Suspense>
  );
  const router = createMemoryRouter(
    [{ element: region, children: [...routes, { path: '*', element: <p data-testid="elsewhere">elsewhere</p> }] }],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  await settle();
  return router;
}

/** Lets pending API answers, lazy pages and the renders they cause settle. */
export const settle = () => act(async () => {});
