import type { PGlite, Transaction } from '@electric-sql/pglite';

export type Query = PGlite['query'];

/** Puts `wrap` around the query() of `client` and of every transaction it opens (told which it is). */
export function wrapEveryQuery(client: PGlite, wrap: (query: Query, inTransaction: boolean) => Query): void {
  client.query = wrap(client.query.bind(client), false);
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(body: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = wrap(tx.query.bind(tx), true);
      return body(tx);
    })) as PGlite['transaction'];
}
