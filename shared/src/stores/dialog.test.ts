import { $dialogs, alertDialog, confirmDialog } from './dialog';

beforeEach(() => $dialogs.set([]));

it('queues dialogs and settles each with the answer', async () => {
  const confirmed = confirmDialog('Delete?');
  const alerted = alertDialog({ title: 'Done', message: 'Saved' });
  const [first, second] = $dialogs.get();
  expect(first).toMatchObject({ kind: 'confirm', message: 'Delete?' });
  expect(second).toMatchObject({ kind: 'alert', title: 'Done', message: 'Saved' });
  first?.settle(true);
  await expect(confirmed).resolves.toBe(true);
  second?.settle(false);
  await expect(alerted).resolves.toBeUndefined();
  expect($dialogs.get()).toEqual([]);
});
