import { act } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { $dialogs, alertDialog, confirmDialog } from '@shop/shared/stores';
import { loadShellTexts } from '../../testing/renderInRouter';
import { DialogHost } from './DialogHost';

async function renderHost() {
  await act(async () => {
    render(<DialogHost />);
  });
}

describe('DialogHost', () => {
  beforeEach(async () => {
    $dialogs.set([]);
    await loadShellTexts('en');
  });

  it('resolves a confirm with true from its confirm button, with focus on it first', async () => {
    await renderHost();
    let answer: Promise<boolean> | undefined;
    await act(async () => {
      answer = confirmDialog({ title: 'Remove item', message: 'Remove this item from the cart?' });
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Remove item' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('treats Cancel and Escape as no', async () => {
    await renderHost();
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    await act(async () => {
      first = confirmDialog('Leave checkout?');
      second = confirmDialog({ message: 'Really?', confirmText: 'Yes', cancelText: 'No' });
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    await expect(first).resolves.toBe(false);
    // The queued dialog comes next, with its own button texts.
    expect(screen.getByText('Really?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeTruthy();
    await act(async () => fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' }));
    await expect(second).resolves.toBe(false);
    expect($dialogs.get()).toEqual([]);
  });

  it('shows an alert with one button; default texts follow the language (確定 / 取消 in tw)', async () => {
    await loadShellTexts('tw');
    await renderHost();
    let closed: Promise<void> | undefined;
    await act(async () => {
      closed = alertDialog('運費已更新');
      void confirmDialog('確定刪除？');
    });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['確定']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '確定' })));
    await expect(closed).resolves.toBeUndefined();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['取消', '確定']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '取消' })));
    await loadShellTexts('en');
  });
});
