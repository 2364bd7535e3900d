import { act } from 'react';
import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '@shop/shared/i18n';
import { remoteHealth } from './health/reporter';
import { RemoteRegion, RemoteRouteError } from './RemoteRegion';
import '../namespace';

const catalog = { name: 'mf_catalog', version: '1.0.0-3f2a9c1b' };

function Broken(): never {
  throw new Error('the product page broke');
}

async function renderRegionAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <RemoteRegion remote={catalog.name} build="mf-catalog@1.0.0" />,
        errorElement: <RemoteRouteError remote={catalog} />,
        children: [{ path: 'product/:id', element: <Broken /> }],
      },
    ],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

describe('a remote region whose page throws', () => {
  let beacons: unknown[];

  beforeAll(async () => {
    await initI18n('en');
  });

  beforeEach(() => {
    beacons = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, body: string) => beacons.push(...(JSON.parse(body) as unknown[])),
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the localized message with a retry, and reports one render error of that remote version', async () => {
    await renderRegionAt('/product/3');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();

    remoteHealth.flush();
    expect(beacons).toEqual([{ remote: 'mf_catalog', version: '1.0.0-3f2a9c1b', kind: 'render-error', count: 1 }]);
  });

  it('reports each failure once, and the retry that fails again as a new one', async () => {
    await renderRegionAt('/product/3');
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    remoteHealth.flush();
    expect(beacons).toEqual([{ remote: 'mf_catalog', version: '1.0.0-3f2a9c1b', kind: 'render-error', count: 2 }]);
  });
});
