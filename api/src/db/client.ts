import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The part of a pino logger the database reports to. */
export interface ErrorLog {
  error(details: object, message: string): void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Human-readable location, without credentials. */
  label: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Where failures outside any query go (PostgreSQL: a pooled idle connection dropped by the server);
   * stderr until set. They are logged, never thrown: they must not end the process.
   */
  reportErrorsTo(log: ErrorLog): void;
  /** PGlite only: the data directory as a tarball, used as a template for tests. */
  dump?(): Promise<Blob>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Settings of every session. Product search matches typos with the trigram operator `<%` (the form the
 * trigram index serves), whose threshold is this setting; 0.5 (default 0.6) still finds "Mecha Maidns".
 */
export const sessionSettings = { 'pg_trgm.word_similarity_threshold': '0.5' };

export const stderrLog: ErrorLog = {
  error: (details, message) => console.error(JSON.stringify({ level: 'error', msg: message, ...details })),
};

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite directory or 'memory://'. */
  dataDir?: string;
  /** PGlite: start from this tarball (a migrated, seeded template). */
  loadDataDir?: Blob;
}

/** PostgreSQL when a URL is given, else PGlite. Only the chosen driver is loaded. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return (await import('./postgres')).openPostgres(opts.databaseUrl);
  return (await import('./pglite')).openPglite(opts.dataDir ?? 'memory://', opts.loadDataDir);
}
