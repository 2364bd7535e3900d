import { serialized } from './serialized';

it('runs one task at a time, in the order they came, whether the ones before succeeded or failed', async () => {
  const events: string[] = [];
  const task =
    (name: string, fail = false) =>
    async () => {
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name;
    };
  const results = await Promise.allSettled([serialized(task('a')), serialized(task('b', true)), serialized(task('c'))]);
  expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
});
