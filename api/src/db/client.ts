import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { QueryTimer } from '../platform/server-timing';
import type * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What a listener to a NOTIFY channel is told. */
export interface Notices {
  /** One notification's payload, after the transaction that sent it committed. */
  notice(payload: string): void;
  /** The listening connection came back after a drop: notifications sent meanwhile were lost. */
  resumed?(): void;
}

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
  /**
   * Follows a NOTIFY channel (every process on the database hears every commit's notifications): resolves once
   * listening, to the function that stops. One connection per process listens for all callers.
   */
  listen(channel: string, to: Notices): Promise<() => Promise<void>>;
  /** PGlite only: the data directory as a tarball, used as a template for tests. */
  dump?(): Promise<Blob>;
  /** Set when opened with one (OpenOptions.timer): the API reports it in a Server-Timing header. */
  timer?: QueryTimer | undefined;
  /**
   * PGlite only: how many changes to products (stock included) or to the catalogue's generation have committed
   * since it opened, each counted before the statement that made it returns. PGlite is one connection in this one
   * process: a reader that finds the count unchanged since its last read knows that read still holds
   * (platform/catalogue-state.ts).
   */
  catalogueChanges?: () => number;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Settings of every session. Product search matches typos with the trigram operator `<%` (the form the
 * trigram index serves), whose threshold is this setting; 0.5 (default 0.6) still finds "Mecha Maidns".
 */
export const sessionSettings = { 'pg_trgm.word_similarity_threshold': '0.5' };

/**
 * Where triggers on products and cache_generations (migration 0009) notify each committed change, in sessions
 * where this setting is 'on': PGlite's only (PostgreSQL's sessions leave it off, and send no notices).
 */
export const catalogueChangesChannel = 'catalogue_changes';
export const catalogueNoticesSetting = 'shop.catalogue_notices';

export const stderrLog: ErrorLog = {
  error: (details, message) => console.error(JSON.stringify({ level: 'error', msg: message, ...details })),
};

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite directory or 'memory://'. */
  dataDir?: string;
  /** PGlite: start from this tarball (a migrated, seeded template). */
  loadDataDir?: Blob;
  /** Times every database call for the request that makes it (API_SERVER_TIMING, the API benchmark). */
  timer?: QueryTimer | undefined;
}

/** PostgreSQL when a URL is given, else PGlite. Only the chosen driver is loaded. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return (await import('./postgres')).openPostgres(opts.databaseUrl, opts.timer);
  return (await import('./pglite')).openPglite(opts.dataDir ?? 'memory://', opts.loadDataDir, opts.timer);
}
