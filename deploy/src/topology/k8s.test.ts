import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseAllDocuments } from 'yaml';
import { repoRoot } from '../paths.js';
import { LIVENESS_PATH, READINESS_PATH } from '../server/health.js';
import { startShopServer, type StartedShopServer } from '../server/start-server.js';
import { removeTempDirs } from '../testing/fixtures.js';
import { shopFixture } from '../testing/shop-fixture.js';
import { commandProblems } from '../testing/npm-commands.js';

// Kubernetes cannot run here, so the manifests are checked: each parses, has the fields its kind requires, the
// objects point at each other by the names and ports they really have, the probes ask paths the server
// really answers (a real server is started below and asked them), and secrets come only from a Secret.
const k8sDir = path.join(repoRoot, 'deploy/k8s');

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are untyped YAML; each test checks what it reads */
type Manifest = { apiVersion: string; kind: string; metadata: { name: string; labels?: Record<string, string> }; spec: any };

const manifests: (Manifest & { file: string })[] = readdirSync(k8sDir)
  .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
  .flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(k8sDir, file), 'utf8')).map((document) => {
      if (document.errors.length) throw new Error(`${file}: ${document.errors.map((e) => e.message).join('; ')}`);
      return { ...(document.toJS() as Manifest), file };
    }),
  );
const only = (kind: string): Manifest => {
  const found = manifests.filter((manifest) => manifest.kind === kind);
  expect(found).toHaveLength(1);
  return found[0]!;
};
const named = (kind: string, name: string): Manifest => {
  const found = manifests.filter((manifest) => manifest.kind === kind && manifest.metadata.name === name);
  expect(found).toHaveLength(1);
  return found[0]!;
};
const deployment = () => named('Deployment', 'shop');
const worker = () => named('Deployment', 'shop-worker').spec.template.spec.containers[0];
const container = () => deployment().spec.template.spec.containers[0];
const envOf = (c: any): Record<string, any> => Object.fromEntries(c.env.map((e: any) => [e.name, e.value ?? e.valueFrom]));

describe('Kubernetes manifests', () => {
  it('parse, and every object has apiVersion, kind and a name', () => {
    expect(manifests.map((m) => m.kind).sort()).toEqual(
      ['Deployment', 'Deployment', 'HorizontalPodAutoscaler', 'Ingress', 'Job', 'PersistentVolumeClaim', 'Service'].sort(),
    );
    for (const manifest of manifests) {
      expect([manifest.file, typeof manifest.apiVersion, typeof manifest.metadata?.name]).toEqual([
        manifest.file,
        'string',
        'string',
      ]);
    }
  });

  it('kustomization lists every serving object (the Job is applied on its own)', () => {
    const kustomization = parseAllDocuments(readFileSync(path.join(k8sDir, 'kustomization.yaml'), 'utf8'))[0]!.toJS() as {
      resources: string[];
    };
    expect(kustomization.resources.sort()).toEqual(
      manifests
        .filter((m) => m.kind !== 'Job')
        .map((m) => m.file)
        .sort(),
    );
  });

  it('Deployment: its selector matches its pods, it listens on PORT, probes ask /readyz and /healthz on that port', () => {
    const spec = deployment().spec;
    expect(spec.template.metadata.labels).toMatchObject(spec.selector.matchLabels);
    const port = container().ports[0];
    expect(String(port.containerPort)).toBe(envOf(container()).PORT);
    expect(envOf(container()).HOST).toBe('0.0.0.0');
    expect(container().readinessProbe.httpGet).toEqual({ path: READINESS_PATH, port: port.name });
    expect(container().livenessProbe.httpGet).toEqual({ path: LIVENESS_PATH, port: port.name });
    expect(container().startupProbe.httpGet).toEqual({ path: LIVENESS_PATH, port: port.name });
    expect(spec.replicas).toBeGreaterThanOrEqual(2);
    expect(spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
  });

  it('Deployment: the kubelet waits longer than the drain plus the in-flight limit before it kills', () => {
    const env = envOf(container());
    const drainAndLimitMs = Number(env.SHUTDOWN_DRAIN_MS) + Number(env.SHUTDOWN_TIMEOUT_MS);
    expect(deployment().spec.template.spec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(drainAndLimitMs);
  });

  it('Deployment: replicas share the publish folder on a ReadWriteMany claim', () => {
    const pod = deployment().spec.template.spec;
    const claim = only('PersistentVolumeClaim');
    expect(claim.spec.accessModes).toEqual(['ReadWriteMany']);
    const volume = pod.volumes.find((v: any) => v.persistentVolumeClaim?.claimName === claim.metadata.name);
    const mount = container().volumeMounts.find((m: any) => m.name === volume.name);
    expect(envOf(container()).SHOP_PUBLISH_DIR.startsWith(`${mount.mountPath}/`)).toBe(true);
  });

  it('Service selects the pods and targets their port; Ingress and the autoscaler point at them', () => {
    const service = only('Service');
    expect(deployment().spec.template.metadata.labels).toMatchObject(service.spec.selector);
    expect(service.spec.ports.map((p: any) => p.targetPort)).toEqual([container().ports[0].name]);
    const backends = only('Ingress').spec.rules.flatMap((rule: any) => rule.http.paths.map((p: any) => p.backend.service));
    for (const backend of backends) {
      expect(backend.name).toBe(service.metadata.name);
      expect(service.spec.ports.map((p: any) => p.name)).toContain(backend.port.name);
    }
    const hpa = only('HorizontalPodAutoscaler');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: deployment().metadata.name });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
  });

  it('the migration Job runs a real script with the Deployment image, once', () => {
    const job = only('Job').spec;
    const migrate = job.template.spec.containers[0];
    expect(commandProblems(repoRoot, migrate.command)).toEqual([]);
    expect(migrate.command).toEqual(['npm', 'run', 'db:migrate', '-w', 'api']);
    expect(migrate.image).toBe(container().image);
    expect(job.template.spec.restartPolicy).toBe('Never');
    expect(envOf(migrate).DATABASE_URL).toEqual(envOf(container()).DATABASE_URL);
  });

  it("the outbox's worker runs a real script with the shop's image and database; the shop leaves mail to it", () => {
    expect(commandProblems(repoRoot, worker().command)).toEqual([]);
    expect(worker().command).toEqual(['npm', 'run', 'worker', '-w', 'api']);
    expect(worker().image).toBe(container().image);
    for (const name of ['NODE_ENV', 'PUBLIC_URL', 'DATABASE_URL', 'JWT_SECRET', 'SMTP_URL'])
      expect([name, envOf(worker())[name]]).toEqual([name, envOf(container())[name]]);
    expect(envOf(container()).OUTBOX_WORKER).toBe('off');
    expect(envOf(worker()).OUTBOX_WORKER).toBeUndefined();
  });

  it('takes every secret from a Secret, never from the file', () => {
    const containers = [container(), worker(), only('Job').spec.template.spec.containers[0]];
    for (const c of containers) {
      for (const variable of c.env) {
        if (!/PASSWORD|SECRET|DATABASE_URL|SMTP_URL|API_KEY|TOKEN/.test(variable.name)) continue;
        expect([variable.name, variable.value, variable.valueFrom?.secretKeyRef?.name]).toEqual([
          variable.name,
          undefined,
          'shop-secrets',
        ]);
      }
    }
  });
});

describe('the probes the manifests name answer on the one-process server', () => {
  let server: StartedShopServer;
  beforeAll(async () => {
    const shop = await shopFixture();
    server = await startShopServer({
      publishDir: shop.publishDir,
      shellDir: shop.shellDir,
      api: null,
      port: 0,
      host: '127.0.0.1',
    });
  });
  afterAll(async () => {
    await server?.close();
    await removeTempDirs();
  });

  it('every probe path answers 200 over HTTP, never from a cache', async () => {
    const probes = ['startupProbe', 'livenessProbe', 'readinessProbe'].map((probe) => container()[probe].httpGet.path as string);
    for (const probe of probes) {
      const response = await fetch(`${server.url}${probe}`);
      expect([probe, response.status, response.headers.get('cache-control')]).toEqual([probe, 200, 'no-store']);
    }
  });
});
