import { jest } from '@jest/globals';
import { act } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { $ageVerify, $currentPageIsR18 } from '@shop/shared/stores';
import { renderInRouter } from '../../testing/renderInRouter';
import { AgeGate } from './AgeGate';
import { shouldShowAgeGate } from './ageGateRule';

describe('shouldShowAgeGate', () => {
  it.each([
    ['/product/7', true],
    ['/theme/3', true],
    ['/fanza/12', true],
    ['/theme', false],
    ['/fanza', false],
    ['/product-list/all', false],
    ['/news-list', false],
  ])('on %s for an adult page: %s', (pathname, expected) => {
    expect(shouldShowAgeGate({ pathname, pageIsAdult: true, ageVerified: false })).toBe(expected);
  });

  it('never shows for a page that did not mark itself adult, whatever its route may show', () => {
    expect(shouldShowAgeGate({ pathname: '/product/7', pageIsAdult: false, ageVerified: false })).toBe(false);
  });

  it('never shows again once the age was confirmed', () => {
    expect(shouldShowAgeGate({ pathname: '/product/7', pageIsAdult: true, ageVerified: true })).toBe(false);
  });
});

describe('AgeGate', () => {
  beforeEach(() => {
    sessionStorage.clear();
    $ageVerify.set(false);
    $currentPageIsR18.set(false);
  });

  it('stays away from a product page that is not adult', async () => {
    await renderInRouter(<AgeGate />, { path: '/product/7' });
    expect(screen.queryByTestId('age-gate')).toBeNull();
  });

  it('blocks an adult product page with a modal that holds focus and ignores Escape', async () => {
    $currentPageIsR18.set(true);
    await renderInRouter(<AgeGate />, { path: '/product/7' });
    const gate = screen.getByRole('alertdialog', { name: 'Are you 18 or older?' });
    expect(gate.getAttribute('aria-modal')).toBe('true');
    expect(gate.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(gate, { key: 'Escape' });
    expect(screen.queryByTestId('age-gate')).not.toBeNull();
  });

  it('Confirm remembers the answer for the tab and closes the gate', async () => {
    $currentPageIsR18.set(true);
    const unlisten = $ageVerify.listen(() => {});
    await renderInRouter(<AgeGate />, { path: '/fanza/3' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'I am 18 or older' })));
    expect(screen.queryByTestId('age-gate')).toBeNull();
    expect($ageVerify.get()).toBe(true);
    expect(sessionStorage.getItem('ageVerify')).toBe('true');
    unlisten();
  });

  it('Leave goes back one page', async () => {
    $currentPageIsR18.set(true);
    const router = await renderInRouter(<AgeGate />, { path: '/theme/3', history: ['/news-list'] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Leave' })));
    expect(router.state.location.pathname).toBe('/news-list');
    expect($ageVerify.get()).toBe(false);
  });

  it('Leave goes home when the shop was opened on the adult page', async () => {
    $currentPageIsR18.set(true);
    const router = await renderInRouter(<AgeGate />, { path: '/theme/3' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Leave' })));
    expect(router.state.location.pathname).toBe('/');
  });

  describe('on an adult page loaded as a new document', () => {
    const referrer = Object.getOwnPropertyDescriptor(Document.prototype, 'referrer')!;
    afterEach(() => Object.defineProperty(document, 'referrer', referrer));
    function loadedFrom(url: string) {
      Object.defineProperty(document, 'referrer', { configurable: true, get: () => url });
      window.history.pushState(null, '', window.location.href);
    }

    it('Leave goes back to the shop page the link was followed from', async () => {
      $currentPageIsR18.set(true);
      loadedFrom(`${window.location.origin}/product-list/10`);
      const back = jest.spyOn(window.history, 'back').mockImplementation(() => {});
      const router = await renderInRouter(<AgeGate />, { path: '/product/7' });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Leave' })));
      expect(back).toHaveBeenCalledTimes(1);
      expect(router.state.location.pathname).toBe('/product/7');
      back.mockRestore();
    });

    it('Leave goes home when that page was on another site', async () => {
      $currentPageIsR18.set(true);
      loadedFrom('https://search.example/?q=figure');
      const back = jest.spyOn(window.history, 'back');
      const router = await renderInRouter(<AgeGate />, { path: '/product/7' });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Leave' })));
      expect(back).not.toHaveBeenCalled();
      expect(router.state.location.pathname).toBe('/');
      back.mockRestore();
    });
  });
});
