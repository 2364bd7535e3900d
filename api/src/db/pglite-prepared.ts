import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './client';

// drizzle's `.prepare(name)` names a statement worth keeping: node-postgres prepares it once per connection, but
// drizzle's PGlite driver ignores the name, and PGlite parses and plans the statement again on every call (for
// the product page, two thirds of its time). This keeps it for real: the first call PREPAREs it in PGlite's one
// session, and every call EXECUTEs it, its parameters written as literals.

type Query = PGlite['query'];

/** A parameter as an SQL literal, or undefined for a kind this does not write (the call then runs unprepared). */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : undefined;
  if (typeof value === 'boolean') return `'${value}'`;
  // E'…' reads backslashes as escapes whatever standard_conforming_strings says: both it and quotes are doubled.
  if (typeof value === 'string') return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  if (Array.isArray(value) && value.every((v) => Number.isInteger(v))) return `'{${value.join(',')}}'`;
  return undefined;
}

/** Makes `.prepare(name)` on `db` prepare its statement in `client` (call before anything else wraps its methods). */
export function keepPreparedStatements(client: PGlite, db: Db): void {
  const names = new Map<string, string>();
  const texts = new Map<string, string>();
  const session = db._.session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = ((query, fields, name, ...rest) => {
    // A name stands for one statement: one reused for another text is not kept at all.
    if (name && /^[a-z_][a-z0-9_]{0,62}$/.test(name) && (texts.get(name) ?? query.sql) === query.sql) {
      names.set(query.sql, name);
      texts.set(name, query.sql);
    }
    return prepareQuery(query, fields, name, ...rest);
  }) as typeof session.prepareQuery;

  const query: Query = client.query.bind(client);
  const exec = client.exec.bind(client);
  /** Per statement: its PREPARE, once; false if PGlite refused it (the statement then runs as it came). */
  const prepared = new Map<string, Promise<boolean>>();
  client.query = (async (text: string, params: unknown[] = [], options?: Parameters<Query>[2]) => {
    const name = names.get(text);
    const args = name ? params.map(literal) : [];
    if (!name || args.includes(undefined)) return query(text, params, options);
    let ready = prepared.get(name);
    if (!ready) {
      ready = exec(`prepare ${name} as ${text}`).then(
        () => true,
        () => false,
      );
      prepared.set(name, ready);
    }
    if (!(await ready)) return query(text, params, options);
    const [result] = await exec(`execute ${name}${args.length ? `(${args.join(', ')})` : ''}`, options);
    return result!;
  }) as Query;
}
