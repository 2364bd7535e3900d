import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { ALL_APPS, repoRoot } from '../paths.js';
import { READINESS_PATH } from '../server/health.js';
import { execForm, parseCopy, parseDockerfile, parseEnv, type Stage } from '../testing/dockerfile.js';
import { commandProblems, readPackage } from '../testing/npm-commands.js';

// Docker cannot run here, so the image and compose files are checked against the repository: every file the
// image copies exists, every command it and compose run is a real script, the replicas share what they must,
// and no secret is written into a file.
const dockerDir = path.join(repoRoot, 'deploy/docker');
const stages = parseDockerfile(readFileSync(path.join(dockerDir, 'Dockerfile'), 'utf8'));
const stage = (name: string): Stage => stages.find((candidate) => candidate.name === name)!;
const args = (from: Stage, keyword: string) => from.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);
const runtime = stages.at(-1)!;
const runtimeEnv = Object.assign({}, ...args(runtime, 'ENV').map(parseEnv)) as Record<string, string>;
const compose = parse(readFileSync(path.join(dockerDir, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
}

/** The root package.json's workspaces, globs expanded. */
function workspaces(): string[] {
  const globs = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
  return globs.flatMap((glob) =>
    glob.endsWith('*')
      ? readdirSync(repoRoot).filter(
          (entry) => entry.startsWith(glob.slice(0, -1)) && existsSync(path.join(repoRoot, entry, 'package.json')),
        )
      : [glob],
  );
}

describe('Dockerfile', () => {
  it('has a dependency, a build and a runtime stage; the build stage runs the production build of every app', () => {
    expect(stages.map((s) => s.name)).toEqual(['deps', 'build', 'runtime']);
    const builds = args(stage('build'), 'RUN').filter((run) => run.includes('npm run build'));
    expect(builds).toHaveLength(1);
    expect(builds[0]).toMatch(/npm run build -- --force$/);
  });

  it('runs only npm scripts that exist', () => {
    const runs = stages.flatMap((s) => args(s, 'RUN')).flatMap((run) => [...run.matchAll(/npm run [\w:-]+/g)].map((m) => m[0]));
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs) expect(commandProblems(repoRoot, run.split(' '))).toEqual([]);
  });

  it('copies only files that exist in the repository', () => {
    const copies = stages.flatMap((s) => args(s, 'COPY').map(parseCopy)).filter((copy) => !copy.from);
    for (const source of copies.flatMap((copy) => copy.sources)) {
      expect([source, existsSync(path.join(repoRoot, source))]).toEqual([source, true]);
    }
  });

  it('installs from every workspace manifest (npm ci needs them all)', () => {
    const copied = args(stage('deps'), 'COPY').flatMap((copy) => parseCopy(copy).sources);
    for (const workspace of workspaces()) expect(copied).toContain(`${workspace}/package.json`);
  });

  it('ships the build of every app in the runtime image', () => {
    const fromBuild = args(runtime, 'COPY')
      .map(parseCopy)
      .filter((copy) => copy.from === 'build');
    for (const app of ALL_APPS) {
      expect(fromBuild.map((copy) => copy.sources[0])).toContain(`/app/${app}/dist/`);
    }
  });

  it('starts what `npm run serve` starts, node itself as PID 1, with tsx a production dependency', () => {
    const cmd = execForm(args(runtime, 'CMD')[0]!);
    expect(cmd?.join(' ')).toBe(readPackage(repoRoot).scripts?.serve);
    expect(commandProblems(repoRoot, cmd!)).toEqual([]);
    // The runtime installs with --omit=dev: what the command loads must be a dependency, not a devDependency.
    expect(readPackage(path.join(repoRoot, 'deploy')).dependencies).toHaveProperty('tsx');
  });

  it('listens on the port it exposes, and its health check asks the readiness probe', () => {
    expect(args(runtime, 'EXPOSE')).toEqual([runtimeEnv.PORT]);
    expect(runtimeEnv.HOST).toBe('0.0.0.0');
    expect(args(runtime, 'HEALTHCHECK')[0]).toContain(`'${READINESS_PATH}'`);
  });
});

describe('compose.yaml', () => {
  const services = compose.services;
  const replicas = Object.entries(services).filter(
    ([, service]) => service.image === services.migrate!.image && !service.command,
  );

  it('builds the one image with the Dockerfile', () => {
    for (const service of [...replicas.map(([, s]) => s), services.migrate!]) {
      const build = service.build!;
      expect(existsSync(path.join(dockerDir, build.context, build.dockerfile))).toBe(true);
      expect(path.resolve(dockerDir, build.context, build.dockerfile)).toBe(path.join(dockerDir, 'Dockerfile'));
    }
  });

  it('runs two shop replicas on one PostgreSQL, sharing one publish folder, after the migrations', () => {
    expect(replicas.map(([name]) => name)).toEqual(['shop-a', 'shop-b']);
    for (const [, replica] of replicas) {
      expect(replica.environment?.DATABASE_URL).toMatch(
        /^postgres:\/\/shop:\$\{POSTGRES_PASSWORD:\?[^}]*\}@postgres:5432\/shop$/,
      );
      const mount = replica.volumes!.find((volume) => volume.startsWith('shop-shared:'))!.split(':')[1]!;
      expect(replica.environment?.SHOP_PUBLISH_DIR?.startsWith(`${mount}/`)).toBe(true);
      expect(replica.depends_on).toEqual({ migrate: { condition: 'service_completed_successfully' } });
      const drainAndLimit = Number(replica.environment?.SHUTDOWN_DRAIN_MS) + Number(replica.environment?.SHUTDOWN_TIMEOUT_MS);
      expect(Number.parseInt(replica.stop_grace_period!, 10) * 1000).toBeGreaterThan(drainAndLimit);
    }
    expect(Object.keys(compose.volumes)).toContain('shop-shared');
    expect(services.postgres?.image).toMatch(/^postgres:/);
  });

  it('migrates with a real script once PostgreSQL is healthy', () => {
    expect(commandProblems(repoRoot, services.migrate!.command!)).toEqual([]);
    expect(services.migrate!.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
  });

  it('puts a reverse proxy in front of both replicas, on the port the image listens on', () => {
    const proxy = services.proxy!;
    const config = proxy.volumes!.find((volume) => volume.endsWith(':/etc/nginx/nginx.conf:ro'))!.split(':')[0]!;
    const nginx = readFileSync(path.join(dockerDir, config), 'utf8');
    const upstreams = [...nginx.matchAll(/^\s*server\s+([\w-]+):(\d+)/gm)].map(([, host, port]) => `${host}:${port}`);
    expect(upstreams).toEqual(replicas.map(([name]) => `${name}:${runtimeEnv.PORT}`));
    // One source of truth for caching: the proxy follows the replicas' Cache-Control, it sets none of its own.
    expect(nginx).not.toMatch(/add_header\s+Cache-Control|proxy_ignore_headers|proxy_cache_valid/i);
  });

  it('writes no secret into the file: every one comes from the environment', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (!/PASSWORD|SECRET|DATABASE_URL|SMTP_URL|API_KEY|TOKEN/.test(key)) continue;
        const literal = String(value).replace(/\$\{[^}]*\}/g, '');
        expect([name, key, /\$\{/.test(String(value)) && !/:[^@/]+@/.test(literal)]).toEqual([name, key, true]);
      }
    }
  });
});
