import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { wrapEveryQuery, type Query } from './pglite-queries';

// PGlite's query() parses, analyses and plans every statement anew, over six calls into its WebAssembly (parse,
// describe, bind, describe, execute, sync). As the pool does on PostgreSQL (named-statements.ts), each
// parameterised text is parsed once under a name; then a query is one call: bind, execute and sync together.
// Bounded like the pool's: texts beyond `limit` go through PGlite's own query().

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
interface Named {
  name: string;
  paramTypes: number[];
  /** What Describe said of its rows: Execute does not say it again, and PGlite's result parser needs it. */
  rowDescription: BackendMessage[];
}

const joined = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** Names `client`'s parameterised statements: its query() and its transactions' (the first `limit` texts). */
export function nameStatements(client: PGlite, limit = 2000): void {
  const named = new Map<string, Named>();
  const send = (parts: Uint8Array[]) => client.execProtocolStream(joined(parts), { syncToFs: false });

  async function prepare(text: string): Promise<Named> {
    const name = `shop_${named.size}`;
    const messages = await send([
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]);
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.filter((m) => m.name === 'rowDescription'),
    };
    named.set(text, statement);
    return statement;
  }

  async function run<T>(statement: Named, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = client.serializers[statement.paramTypes[i]!];
      return serialize ? serialize(value) : String(value);
    });
    const messages = await send([
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    return parse.parseResults([...statement.rowDescription, ...messages], client.parsers, options)[0] as Results<T>;
  }

  const withNames =
    (original: Query, exclusive: <R>(fn: () => Promise<R>) => Promise<R>): Query =>
    async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      if (!params?.length || options?.blob || (!named.has(text) && named.size >= limit))
        return original<T>(text, params, options);
      await client._checkReady();
      return exclusive(async () => {
        try {
          return await run<T>(named.get(text) ?? (await prepare(text)), params, options);
        } catch (err) {
          // As PGlite's own query() reports a database error: with the statement that met it.
          if (err instanceof protocol.messages.DatabaseError) Object.assign(err, { query: text, params, queryOptions: options });
          throw err;
        }
      });
    };

  // Outside a transaction a query waits for any open one to end, as PGlite's own does; inside, only for the query
  // before it (the transaction already holds its turn).
  wrapEveryQuery(client, (query, inTransaction) =>
    withNames(query, (fn) =>
      inTransaction
        ? client._runExclusiveQuery(fn)
        : client._runExclusiveTransaction(() =>
            client._runExclusiveQuery(async () => {
              const result = await fn();
              await client.syncToFs();
              return result;
            }),
          ),
    ),
  );
}
