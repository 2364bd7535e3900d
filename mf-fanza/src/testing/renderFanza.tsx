import { act } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { dropNamespace } from '@shop/shared/drop';
import { i18next, initI18n } from '@shop/shared/i18n';
import { paymentNamespace } from '@shop/shared/payment';
import { uiNamespace } from '@shop/shared/ui';
import { ns } from '../namespace';

export type Locale = 'tw' | 'cn' | 'en';

/**
 * Starts i18next in `locale` with the kuji remote's texts, the UI kit's and the payment views' (the checkout and the
 * order record pay through @shop/shared/payment) loaded, so pages render without suspending.
 */
export async function loadFanzaTexts(locale: Locale = 'en'): Promise<void> {
  await initI18n(locale);
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  await i18next.loadNamespaces([ns, uiNamespace, paymentNamespace, dropNamespace]);
}

// The kuji remote's tests answer API calls through the shared stand-in at the transport's edge.
export { apiAnswers as fakeApi, type FakeAnswer, type FakeRequest, type FakeRoute } from '@shop/shared/testing';

/**
 * Renders `routes` in a memory router opened at `path`, after loading the texts. Any path they do not match
 * renders `<p data-testid="elsewhere">`, so tests can see where a click led (`router.state.location`).
 */
export async function renderRoutes(routes: RouteObject[], path: string, locale: Locale = 'en') {
  await loadFanzaTexts(locale);
  const router = createMemoryRouter([...routes, { path: '*', element: <p data-testid="elsewhere">elsewhere</p> }], {
    initialEntries: [path],
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

/** Lets pending API answers and the renders they cause settle. */
export const settle = () => act(async () => {});
