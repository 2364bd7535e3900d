/**
 * Two production replicas of the shop behind a real round-robin balancer, as the compose file and a Kubernetes
 * Service run them: two `npm run serve` processes (deploy/src/cli/serve.ts) on one PostgreSQL database and one
 * publish folder, and Debian's nginx in front, each on a free loopback port. nginx names the replica that answered
 * each request (`x-upstream`), so a test can see that both took their share.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { startCluster } from '../../api/scripts/pg-cluster';
import { freePort } from '../../api/src/platform/free-port';
import { defaultShellDir, repoRoot } from '../../deploy/src/index';
import { untilServerRendered } from './server-rendering';

const nginxBinary = '/usr/sbin/nginx';

export interface ReplicasBehindNginx {
  /** nginx's address: every request goes to the replicas in turn. */
  url: string;
  replicaUrls: string[];
  stop(): Promise<void>;
}

interface Started {
  child: ChildProcess;
  exited: Promise<unknown>;
}

/** The runner's environment without what configures a shop (the e2e shop's own database, folders and secrets). */
function replicaEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([name]) =>
      !/^(NODE_ENV|JWT_SECRET|SHOP_|PAYMENT_|WECHAT_|INVOICE_|DATABASE_URL|PGLITE_DIR|SEED|FIREBASE_|IMAGES_DIR|STORAGE_DIR|PUBLIC_URL)/.test(
        name,
      ),
  );
  return { ...Object.fromEntries(inherited), NODE_OPTIONS: '', ...extra };
}

/** What `npm run serve` runs, started without npm in between so that its signals reach the server itself. */
async function startReplica(env: NodeJS.ProcessEnv, port: number): Promise<Started & { url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'deploy/src/cli/serve.ts')], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('shop: http')) resolve(line.slice('shop: '.length).trim());
    });
    void exited.then(() => reject(new Error(`a replica exited before it served:\n${stderr}`)));
  });
  return { child, exited, url };
}

function nginxConfig(dir: string, port: number, replicas: string[]): string {
  const upstreams = replicas.map((url) => `    server ${new URL(url).host};`).join('\n');
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # Round robin, nginx's default; nothing retried elsewhere, so a replica's 404 reaches the test as it was.
  upstream shop {
${upstreams}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_next_upstream off;
      proxy_max_temp_file_size 0;
      add_header x-upstream $upstream_addr always;
    }
  }
}
`;
}

async function startNginx(dir: string, port: number, replicas: string[]): Promise<Started & { url: string }> {
  const config = path.join(dir, 'nginx.conf');
  await writeFile(config, nginxConfig(dir, port, replicas));
  const child = spawn(nginxBinary, ['-p', dir, '-c', config, '-e', path.join(dir, 'error.log')], { stdio: 'inherit' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { child, exited, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`nginx did not answer on ${url}`);
}

async function stop(started: Started | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!started || started.child.exitCode !== null) return;
  started.child.kill(signal);
  await started.exited;
}

export async function startReplicasBehindNginx(): Promise<ReplicasBehindNginx> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-replicas-'));
  // nginx's workers run as nobody: they must read their own temp folders.
  await chmod(dir, 0o755);
  const publishDir = path.join(dir, 'published');
  await mkdir(publishDir);
  const cluster = await startCluster(path.join(dir, 'postgres'));
  const replicas: Started[] = [];
  let balancer: (Started & { url: string }) | undefined;
  const stopAll = async () => {
    await stop(balancer, 'SIGQUIT');
    await Promise.all(replicas.map((replica) => stop(replica, 'SIGTERM')));
    cluster.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    // The balancer's address is the shop's public one: production refuses to start without it.
    const balancerPort = await freePort();
    const shared = {
      PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      DATABASE_URL: cluster.url,
      SHOP_PUBLISH_DIR: publishDir,
      SHOP_SHELL_DIR: defaultShellDir(repoRoot),
      IMAGES_DIR: path.join(dir, 'images'),
      STORAGE_DIR: path.join(dir, 'storage'),
      HOST: '127.0.0.1',
      JWT_SECRET: randomBytes(48).toString('base64'),
      SHOP_OPS_SECRET: randomBytes(48).toString('base64'),
      // Production refuses to start without invoice number ranges.
      INVOICE_TRACKS: 'AB00000000-AB00049999',
      FIREBASE_EMULATOR: 'off',
      SHUTDOWN_DRAIN_MS: '0',
    };
    // One after the other: the first migrates the database and seeds the demo shop, the second finds both done.
    const first = await startReplica(replicaEnv({ ...shared, SEED: 'demo' }), await freePort());
    replicas.push(first);
    const second = await startReplica(replicaEnv({ ...shared, SEED: 'demo' }), await freePort());
    replicas.push(second);
    const replicaUrls = [first.url, second.url];
    // Each replica's first render loads the shell's server code; pages asked for meanwhile are left to the browser.
    await Promise.all(replicaUrls.map((url) => untilServerRendered(url)));
    balancer = await startNginx(dir, balancerPort, replicaUrls);
    return { url: balancer.url, replicaUrls, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
