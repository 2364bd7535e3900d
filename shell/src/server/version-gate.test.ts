/** @jest-environment node */
import { createVersionGate } from './version-gate';

const noDeadline = new AbortController().signal;

/** A render that runs until the test lets it finish, noting when it started and ended. */
function renderOf(log: string[], name: string) {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(`${name} starts`);
      await finished;
      log.push(`${name} ends`);
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

it('runs renders of one version side by side', async () => {
  const run = createVersionGate();
  const log: string[] = [];
  const renders = ['a', 'b', 'c'].map((name) => renderOf(log, name));
  const results = renders.map((render) => run('mf_catalog', '1.0.0', noDeadline, render.work));
  await settle();
  expect(log).toEqual(['a starts', 'b starts', 'c starts']);
  renders.forEach((render) => render.finish());
  expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
});

it('starts a render of another version only once those under way are done, and lets other remotes be', async () => {
  const run = createVersionGate();
  const log: string[] = [];
  const stable = renderOf(log, 'stable');
  const canary = renderOf(log, 'canary');
  const kuji = renderOf(log, 'kuji');
  const results = [
    run('mf_catalog', '1.0.0', noDeadline, stable.work),
    run('mf_catalog', '1.1.0', noDeadline, canary.work),
    run('mf_fanza', '2.0.0', noDeadline, kuji.work),
  ];
  await settle();
  expect(log).toEqual(['stable starts', 'kuji starts']);
  stable.finish();
  await settle();
  expect(log).toEqual(['stable starts', 'kuji starts', 'stable ends', 'canary starts']);
  canary.finish();
  kuji.finish();
  expect(await Promise.all(results)).toEqual(['stable', 'canary', 'kuji']);
});

it('gives up waiting when its deadline passes, and keeps the gate working', async () => {
  const run = createVersionGate();
  const log: string[] = [];
  const stable = renderOf(log, 'stable');
  const running = run('mf_catalog', '1.0.0', noDeadline, stable.work);
  const deadline = new AbortController();
  const waiting = run('mf_catalog', '1.1.0', deadline.signal, async () => 'canary');
  deadline.abort(new Error('the render took too long'));
  await expect(waiting).rejects.toThrow('the render took too long');
  stable.finish();
  await running;
  await expect(run('mf_catalog', '1.1.0', noDeadline, async () => 'canary')).resolves.toBe('canary');
});

it('frees the gate when a render fails', async () => {
  const run = createVersionGate();
  await expect(
    run('mf_catalog', '1.0.0', noDeadline, async () => {
      throw new Error('broken container');
    }),
  ).rejects.toThrow('broken container');
  await expect(run('mf_catalog', '1.1.0', noDeadline, async () => 'next')).resolves.toBe('next');
});
