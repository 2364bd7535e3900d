import { act, useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './Button';
import { Dialog } from './Dialog';

function Harness({ escapable }: { escapable: boolean }) {
  const [open, setOpen] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove
      </button>
      {open && (
        <Dialog
          title="Remove item"
          role="alertdialog"
          onEscape={escapable ? () => setOpen(false) : undefined}
          initialFocus={keepRef}
          actions={
            <>
              <Button onClick={() => setOpen(false)}>Remove it</Button>
              <Button ref={keepRef} variant="primary" onClick={() => setOpen(false)}>
                Keep it
              </Button>
            </>
          }
        >
          Remove this item from the cart?
        </Dialog>
      )}
    </>
  );
}

async function openDialog(escapable = true) {
  render(<Harness escapable={escapable} />);
  const opener = screen.getByRole('button', { name: 'Remove' });
  opener.focus();
  await act(async () => fireEvent.click(opener));
  return { opener, dialog: screen.getByRole('alertdialog', { name: 'Remove item' }) };
}

it('is a modal named by its title and described by its message, with focus where it was asked to start', async () => {
  const { dialog } = await openDialog();
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Remove this item from the cart?');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' }));
});

it('keeps Tab and Shift+Tab inside', async () => {
  const { dialog } = await openDialog();
  const first = screen.getByRole('button', { name: 'Remove it' });
  const last = screen.getByRole('button', { name: 'Keep it' });
  fireEvent.keyDown(dialog, { key: 'Tab' });
  expect(document.activeElement).toBe(first);
  fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(last);
});

it('closes on Escape where allowed and gives focus back to what opened it', async () => {
  const { dialog, opener } = await openDialog();
  await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

it('ignores Escape where the shopper must choose a button', async () => {
  const { dialog } = await openDialog(false);
  await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
  expect(screen.getByRole('alertdialog', { name: 'Remove item' })).toBeTruthy();
});
