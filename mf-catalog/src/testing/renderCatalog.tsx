import { act } from 'react';
import { render } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { apiClient } from '@shop/shared/transport';
import { i18next, initI18n } from '@shop/shared/i18n';
import { formsNamespace } from '@shop/shared/forms';
import { uiNamespace } from '@shop/shared/ui';
import { ns } from '../namespace';

/** Starts i18next in English with the catalogue's texts (and the shared ones it uses) loaded, so pages render without suspending. */
export async function loadCatalogTexts(): Promise<void> {
  await initI18n('en');
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
  await i18next.loadNamespaces([ns, uiNamespace, formsNamespace]);
}

export interface FakeRequest {
  method: string;
  /** The path below /api/v1, e.g. `product/7`. */
  url: string;
  params: Record<string, unknown> | undefined;
  data: unknown;
}

export interface FakeAnswer {
  status: number;
  data: unknown;
}

type Answer = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

/**
 * The network under the one API client (axios's transport, as @shop/shared/transport/testing
 * does), answering by `METHOD path` with an answer or a function of the request (which may return a
 * promise, to hold a page in its loading state); unknown requests get a 404. Returns the requests seen.
 */
export function fakeApi(routes: Record<string, Answer>): FakeRequest[] {
  const seen: FakeRequest[] = [];
  apiClient.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params as Record<string, unknown> | undefined,
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    seen.push(request);
    const route = routes[`${request.method} ${request.url}`];
    const answer =
      typeof route === 'function'
        ? await route(request)
        : (route ?? { status: 404, data: { error_code: 40401, error_msg: 'Page not found.' } });
    const response = { data: answer.data, status: answer.status, statusText: String(answer.status), headers: {}, config };
    if (answer.status >= 400)
      throw new AxiosError(`Request failed with status code ${answer.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  }) as AxiosAdapter;
  return seen;
}

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
