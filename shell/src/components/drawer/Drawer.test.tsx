import { act, useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderInRouter } from '../../testing/renderInRouter';
import { Drawer } from './Drawer';

function DrawerHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open menu
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Menu">
        <a href="/first">first link</a>
        <a href="/last">last link</a>
      </Drawer>
    </>
  );
}

async function openDrawer() {
  await renderInRouter(<DrawerHarness />);
  const opener = screen.getByRole('button', { name: 'open menu' });
  opener.focus();
  await act(async () => fireEvent.click(opener));
  return { opener, drawer: screen.getByRole('dialog', { name: 'Menu' }) };
}

describe('Drawer', () => {
  it('opens as a modal dialog with focus on its close button', async () => {
    const { drawer } = await openDrawer();
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close the menu' }));
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { drawer } = await openDrawer();
    const close = screen.getByRole('button', { name: 'Close the menu' });
    const last = screen.getByRole('link', { name: 'last link' });
    last.focus();
    fireEvent.keyDown(drawer, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(drawer, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { drawer, opener } = await openDrawer();
    await act(async () => fireEvent.keyDown(drawer, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from its close button', async () => {
    await openDrawer();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close the menu' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
