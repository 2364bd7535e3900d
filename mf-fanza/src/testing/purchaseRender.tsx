import { act } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { i18next, initI18n } from '@shop/shared/i18n';
import { paymentNamespace } from '@shop/shared/payment';
import { uiNamespace } from '@shop/shared/ui';
import { ns } from '../namespace';

/** Starts i18next in `locale` with the kuji remote's texts, the UI kit's and the payment views'. */
export async function loadPurchaseTexts(locale: 'tw' | 'cn' | 'en' = 'en'): Promise<void> {
  await initI18n(locale);
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  await i18next.loadNamespaces([ns, uiNamespace, paymentNamespace]);
}

/**
 * Renders `routes` in a memory router opened at `path`, after loading the texts. Any path they do not match
 * renders `<p data-testid="elsewhere">`, so tests can see where a click led (`router.state.location`).
 */
export async function renderPurchaseRoutes(routes: RouteObject[], path: string, locale: 'tw' | 'cn' | 'en' = 'en') {
  await loadPurchaseTexts(locale);
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
