import { act, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18next, initI18n } from '@shop/shared/i18n';
import type { Locale } from '@shop/shared/stores';
import { ns } from '../namespace';

/** Starts i18next in `locale` with the shell's texts loaded, so components render without suspending. */
export async function loadShellTexts(locale: Locale = 'en'): Promise<void> {
  await initI18n(locale);
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  await i18next.loadNamespaces(ns);
}

/** Renders `element` on every path of a memory router opened at `path`; `router.state` shows where clicks led. */
export async function renderInRouter(element: ReactNode, { path = '/', history = [] as string[] } = {}) {
  await loadShellTexts();
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: [...history, path],
    initialIndex: history.length,
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}
