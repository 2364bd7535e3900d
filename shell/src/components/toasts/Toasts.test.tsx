import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { $toasts, showToast } from '@shop/shared/stores';
import { Toasts, toastDurationMs } from './Toasts';

describe('Toasts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    $toasts.set([]);
  });
  afterEach(() => jest.useRealTimers());

  it('shows each toast for 1500 ms, counted from when it appeared', () => {
    expect(toastDurationMs).toBe(1500);
    render(<Toasts />);
    act(() => {
      showToast('Saved successfully!', 'success');
    });
    expect(screen.getByText('Saved successfully!')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1000));
    act(() => {
      showToast('404', 'error');
    });
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByText('Saved successfully!')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved successfully!')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('404');
    act(() => jest.advanceTimersByTime(1000));
    expect($toasts.get()).toEqual([]);
  });
});
