// A throwaway PostgreSQL cluster on a free loopback port (Debian's postgresql package).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../src/platform/free-port';

/** Debian's PostgreSQL binaries (pgbench among them: bench:kuji's floor runs it). */
export const pgBin = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

/** Installs postgresql with apt-get when root; otherwise says what to install and exits. */
function ensurePostgres() {
  if (fs.existsSync(path.join(pgBin, 'initdb'))) return;
  if (!isRoot) {
    console.error(
      `PostgreSQL binaries not found in ${pgBin}: install them with \`sudo apt-get install -y postgresql\` (or set PG_BIN).`,
    );
    process.exit(2);
  }
  console.log('Installing PostgreSQL (apt-get install -y postgresql)…');
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** initdb refuses root: run the cluster as the postgres user then. */
function asPgUser(cmd: string, args: string[]) {
  const full = path.join(pgBin, cmd);
  const r = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'pipe' })
    : spawnSync(full, args, { stdio: 'pipe' });
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr?.toString() || r.stdout?.toString()}`);
}

export interface Cluster {
  url: string;
  port: number;
  /** Its data directory (postmaster.pid is there). */
  dataDir: string;
  stop(): void;
}

/**
 * Starts a cluster in `dir` (created; must be empty). The caller removes `dir` after stop(). `settings` adds server
 * settings (`-c name=value`), e.g. the benches' pg_stat_statements, which counts the statements of a purchase.
 */
export async function startCluster(dir: string, settings: Record<string, string> = {}): Promise<Cluster> {
  ensurePostgres();
  const dataDir = path.join(dir, 'pg');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  // C.UTF-8 so pg_trgm treats Chinese characters as word characters.
  asPgUser('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  asPgUser('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dataDir, 'log'),
    '-o',
    [
      `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
    ].join(' '),
    '-w',
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    stop() {
      if (stopped) return;
      stopped = true;
      asPgUser('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    },
  };
}

/** Runs `cleanups` (last first) on Ctrl-C / SIGTERM so an interrupted run leaves nothing behind. */
export function cleanupOnSignals(cleanups: (() => void)[]) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      for (const f of [...cleanups].reverse()) {
        try {
          f();
        } catch {
          // keep cleaning up
        }
      }
      process.exit(130);
    });
  }
}
