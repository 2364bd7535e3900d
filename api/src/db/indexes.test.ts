import { sql, type SQL } from 'drizzle-orm';
import { products } from './schema';
import { pageQuery } from '../modules/product/page';
import { keywordMatch } from '../modules/product/search';
import { listFilter, reserveStocks } from '../modules/product/service';
import { startTestApi, type TestApi } from '../testing/harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** The plan of `query` where a scan of the whole table or a sort is the last resort (the seed is small). */
async function planOf(query: SQL): Promise<string> {
  const plan = await t.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    return rowsOf(await tx.execute(sql`explain ${query}`));
  });
  return plan.map((r) => Object.values(r)[0]).join('\n');
}

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

test("a category's page, in each order it offers, is read from an index in that order", async () => {
  const expected = {
    newest: 'products_category_newest_idx',
    popular: 'products_category_popular_idx',
    price_asc: 'products_category_price_idx',
  };
  for (const [sort, index] of Object.entries(expected)) {
    const f = listFilter(t.ctx.db, { category_id: '2', sort: sort as keyof typeof expected })!;
    const query = t.ctx.db
      .select({ id: products.id, total: sql`count(*) over ()` })
      .from(products)
      .where(f.where)
      .orderBy(...f.orderBy)
      .limit(20);
    const plan = await planOf(sql`${query}`);
    expect([sort, plan]).toEqual([sort, expect.stringContaining(index)]);
    expect([sort, plan]).not.toEqual([sort, expect.stringMatching(/\bSort\b/)]);
  }
});

test("the product page's recommendations are read from its category's popularity index", async () => {
  expect(await planOf(sql`${pageQuery(t.ctx.db, 1)}`)).toContain('products_category_popular_idx');
});

test("taking an order's stock rewrites no index of the product: a launch's stock writes leave the catalogue's indexes alone", async () => {
  const buyable = rowsOf(
    await t.ctx.db.execute(
      sql`select id from ${products} p where status = 'on_sale' and not pre_order and stock > 0
        and not exists (select 1 from ${products} size where size.variant_of = p.id) order by id limit 3`,
    ),
  ).map((r) => Number(r.id));
  expect(buyable).toHaveLength(3);
  let counts: Record<string, unknown> | undefined;
  // Rolled back: the seed's stock stays as it was.
  const rolledBack = t.ctx.db.transaction(async (tx) => {
    expect(await reserveStocks(tx, new Map(buyable.map((id) => [id, 1])))).toBeDefined();
    [counts] = rowsOf(
      await tx.execute(
        sql`select n_tup_upd::int as updated, n_tup_hot_upd::int as hot from pg_stat_xact_user_tables where relname = 'products'`,
      ),
    );
    tx.rollback();
  });
  await expect(rolledBack).rejects.toThrow();
  expect(counts).toEqual({ updated: 3, hot: 3 });
});
