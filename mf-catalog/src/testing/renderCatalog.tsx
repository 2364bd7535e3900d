import { act } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { dropNamespace } from '@shop/shared/drop';
import { i18next, initI18n } from '@shop/shared/i18n';
import { formsNamespace } from '@shop/shared/forms';
import { uiNamespace } from '@shop/shared/ui';
import { ns } from '../namespace';

/** Starts i18next in English with the catalogue's texts (and the shared ones it uses) loaded, so pages render without suspending. */
export async function loadCatalogTexts(): Promise<void> {
  await initI18n('en');
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
  await i18next.loadNamespaces([ns, uiNamespace, formsNamespace, dropNamespace]);
}

// The catalogue's tests answer API calls through the shared stand-in at the transport's edge.
export { apiAnswers as fakeApi, type FakeAnswer, type FakeRequest } from '@shop/shared/testing';

/**
 * Renders `routes` in a memory router opened at `path`, after loading the texts. Any path they do not
 * match renders `<p data-testid="elsewhere">`, so tests can see where a click led (`router.state.location`).
 */
export async function renderRoutes(routes: RouteObject[], path: string) {
  await loadCatalogTexts();
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
