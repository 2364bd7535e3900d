import { latestOnly } from './latestOnly';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};

it('gives an older run that finishes last the newest run’s result', async () => {
  const newestOf = latestOnly<string>();
  const older = deferred<string>();
  const newer = deferred<string>();
  const olderAnswer = newestOf(older.promise);
  const newerAnswer = newestOf(newer.promise);
  newer.resolve('newer');
  older.resolve('older');
  expect(await olderAnswer).toBe('newer');
  expect(await newerAnswer).toBe('newer');
});

it('waits for a run that starts while an older one is settling', async () => {
  const newestOf = latestOnly<number>();
  const first = deferred<number>();
  const firstAnswer = newestOf(first.promise);
  first.resolve(1);
  const second = deferred<number>();
  newestOf(second.promise);
  second.resolve(2);
  expect(await firstAnswer).toBe(2);
});

it('answers a lone run with its own result', async () => {
  expect(await latestOnly<string>()(Promise.resolve('only'))).toBe('only');
});
