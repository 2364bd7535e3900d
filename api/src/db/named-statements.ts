import type pg from 'pg';

// PostgreSQL parses, analyses and plans every unnamed statement anew: on a purchase that is about half the
// server's work (decision 027). The pool's clients name each parameterised statement by its text, so a
// connection parses it once and may reuse its plan. The names are bounded: texts beyond `limit` stay unnamed,
// so SQL built with inlined values cannot fill the server's memory with statements.

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** Names the parameterised statements of `pool`'s clients (the first `limit` distinct texts of this process). */
export function nameStatements(pool: pg.Pool, limit = 2000): void {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) names.set(text, (name = `shop_${names.size}`));
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    const named: Query = (config, values, callback) => {
      // Only the extended protocol's statements (with parameters) can be named; a text without is sent as is.
      if (isPlainConfig(config) && config.name === undefined && Array.isArray(values) && values.length > 0) {
        const name = nameOf(config.text);
        if (name !== undefined) config = { ...config, name };
      }
      return query(config, values, callback);
    };
    client.query = named as typeof client.query;
  });
}

function isPlainConfig(config: unknown): config is pg.QueryConfig {
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof (config as pg.QueryConfig).text === 'string' &&
    typeof (config as { submit?: unknown }).submit !== 'function'
  );
}
