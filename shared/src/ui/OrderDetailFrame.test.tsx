import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18next, initI18n } from '@shop/shared/i18n';
import { uiNamespace } from './namespace';
import { OrderDetailFrame, type OrderDetailFrameProps } from './OrderDetailFrame';

function renderFrame(props: Partial<OrderDetailFrameProps>) {
  const frame = (
    <OrderDetailFrame
      title="Order details"
      unknown={false}
      failed={false}
      onRetry={() => {}}
      unknownText="This order cannot be found."
      ordersLink={{ to: '/member/orders', label: 'All orders' }}
      skeletonClassName="record-box"
      record={null}
      {...props}
    />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: frame }])} />);
}

beforeAll(async () => {
  await initI18n('en');
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces(uiNamespace);
});

it('says an unknown order cannot be found and leads back to the list of orders', () => {
  renderFrame({ unknown: true, failed: true });
  expect(screen.getByTestId('order-unknown').textContent).toContain('This order cannot be found.');
  expect(screen.getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe('/member/orders');
});

it('offers a failed load again', () => {
  const onRetry = jest.fn();
  renderFrame({ failed: true, onRetry });
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('holds the record’s box while it loads, then shows the record', () => {
  renderFrame({});
  const loading = screen.getByTestId('order-loading');
  expect(loading.getAttribute('aria-busy')).toBe('true');
  expect(loading.querySelector('.record-box')).not.toBeNull();
  renderFrame({ record: <p>The record</p> });
  expect(screen.getByText('The record')).toBeTruthy();
});
