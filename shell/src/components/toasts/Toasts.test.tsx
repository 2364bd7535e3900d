import { act } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { $toasts, showToast } from '@shop/shared/stores';
import { loadShellTexts } from '../../testing/renderInRouter';
import { minToastDurationMs, Toasts, toastDurationMs } from './Toasts';

// WCAG 2.2.1: a toast stays long enough to read, waits while the shopper looks at it, and can be dismissed.

describe('Toasts', () => {
  beforeEach(async () => {
    await loadShellTexts('en');
    jest.useFakeTimers();
    $toasts.set([]);
  });
  afterEach(() => jest.useRealTimers());

  const show = (message: string, kind: 'success' | 'error' | 'info' = 'info') =>
    act(() => {
      showToast(message, kind);
    });
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('shows a short toast at least 5 s, counted from when it appeared; errors are announced as alerts', () => {
    expect(minToastDurationMs).toBe(5000);
    expect(toastDurationMs('Saved successfully!')).toBe(5000);
    render(<Toasts />);
    show('Saved successfully!', 'success');
    wait(1000);
    show('404', 'error');
    wait(3999);
    expect(screen.getByText('Saved successfully!')).toBeTruthy();
    wait(1);
    expect(screen.queryByText('Saved successfully!')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('404');
    wait(1000);
    expect($toasts.get()).toEqual([]);
  });

  it('gives a longer message more time to be read, up to 15 s', () => {
    const long = 'Too many failed sign-ins from this device: sign-in is slowed down, not locked. Please try again in 8 seconds.';
    expect(toastDurationMs(long)).toBe(1500 + 100 * long.length);
    expect(toastDurationMs('x'.repeat(500))).toBe(15_000);
    render(<Toasts />);
    show(long, 'error');
    wait(toastDurationMs(long) - 1);
    expect(screen.getByText(long)).toBeTruthy();
    wait(1);
    expect(screen.queryByText(long)).toBeNull();
  });

  it('waits while hovered or focused, then takes only the time it had left', () => {
    render(<Toasts />);
    show('Login failed. Account or password is incorrect.', 'error');
    const toast = screen.getByRole('alert').parentElement!;
    wait(2000);
    fireEvent.mouseEnter(toast);
    wait(60_000);
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.mouseLeave(toast);
    const left = toastDurationMs('Login failed. Account or password is incorrect.') - 2000;
    wait(left - 1);
    expect(screen.getByRole('alert')).toBeTruthy();

    // Keyboard: focus on its dismiss button holds it too.
    fireEvent.focus(screen.getByRole('button', { name: 'Dismiss this message' }));
    wait(60_000);
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.blur(screen.getByRole('button', { name: 'Dismiss this message' }));
    wait(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is dismissed by its named close button, in the shopper’s language', async () => {
    render(<Toasts />);
    show('Saved successfully!', 'success');
    show('404', 'error');
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss this message' })[0]!);
    expect(screen.queryByText('Saved successfully!')).toBeNull();
    expect(screen.getByText('404')).toBeTruthy();

    await act(() => loadShellTexts('tw'));
    fireEvent.click(screen.getByRole('button', { name: '關閉此訊息' }));
    expect($toasts.get()).toEqual([]);
    await act(() => loadShellTexts('cn'));
    show('已保存', 'success');
    expect(screen.getByRole('button', { name: '关闭此消息' })).toBeTruthy();
  });
});
