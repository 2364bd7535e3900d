import { jest } from '@jest/globals';
import { Suspense } from 'react';
import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage, preloadErrorEvent, reportPreloadError } from './lazy-page';

describe('preload-error event', () => {
  it('is cancelable; reportPreloadError says whether to rethrow', () => {
    expect(reportPreloadError(new Error('chunk 12 failed'))).toBe(true);
    const cancel = (event: Event) => event.preventDefault();
    window.addEventListener(preloadErrorEvent, cancel);
    expect(reportPreloadError(new Error('chunk 12 failed'))).toBe(false);
    window.removeEventListener(preloadErrorEvent, cancel);
  });

  it('carries the error to listeners', () => {
    const listener = jest.fn<(event: Event) => void>();
    window.addEventListener(preloadErrorEvent, listener);
    const error = new Error('chunk 7 failed');
    reportPreloadError(error);
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual({ error });
    window.removeEventListener(preloadErrorEvent, listener);
  });
});

describe('lazyPage', () => {
  it('renders the loaded page', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>loaded page</p> }));
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <Page />
        </Suspense>,
      );
    });
    expect(screen.getByText('loaded page')).toBeTruthy();
  });

  it('renders nothing when a listener cancels the failure', async () => {
    const cancel = (event: Event) => event.preventDefault();
    window.addEventListener(preloadErrorEvent, cancel);
    const Page = lazyPage<object>(() => Promise.reject(new Error('gone')));
    const { container } = render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.textContent).toBe('');
    window.removeEventListener(preloadErrorEvent, cancel);
  });
});
