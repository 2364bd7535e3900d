import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '@shop/shared/i18n';
import { unavailableRemote } from './unavailable';
import '../namespace';

const entry = {
  name: 'mf_catalog',
  package: 'mf-catalog',
  version: '1',
  manifest: '/m.json',
  owns: ['/', '/theme', '/news-list/'],
};

async function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/', children: unavailableRemote(entry).routes }], { initialEntries: [path] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

describe('unavailableRemote', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it.each(['/', '/theme', '/theme/12', '/news-list'])('covers %s with a localized notice and a retry', async (path) => {
    await renderAt(path);
    expect(await screen.findByRole('alert')).toHaveProperty('dataset.remote', 'mf_catalog');
    expect(screen.getByText('This part of the shop is temporarily unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says which build it is so the page never claims a real release', () => {
    expect(unavailableRemote(entry).build).toBe('unavailable');
  });
});
