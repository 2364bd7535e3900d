import { sql } from 'drizzle-orm';
import { products } from './schema';
import { keywordMatch } from '../modules/product/search';
import { startTestApi, type TestApi } from '../testing/harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

test('every foreign key has an index that starts with its columns (deleting a parent never scans the child)', async () => {
  const uncovered = rowsOf(
    await t.ctx.db.execute(sql`
      select c.conname as name from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid and i.indpred is null
            and (string_to_array(i.indkey::text, ' ')::int2[])[1:array_length(c.conkey, 1)] = c.conkey)`),
  );
  expect(uncovered.map((r) => r.name)).toEqual([]);
});

test('the keyword search, typo tolerance included, can be answered from the trigram index', async () => {
  const match = keywordMatch('Mecha Maidns')!;
  const plan = await t.ctx.db.transaction(async (tx) => {
    // The seed is small enough that a scan is cheaper; what matters is that the index can serve the query.
    await tx.execute(sql`set local enable_seqscan = off`);
    return rowsOf(await tx.execute(sql`explain ${tx.select({ id: products.id }).from(products).where(match.where)}`));
  });
  expect(plan.map((r) => Object.values(r)[0]).join('\n')).toContain('products_search_trgm_idx');
});
