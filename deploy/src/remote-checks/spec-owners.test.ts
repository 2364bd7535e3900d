/**
 * Which e2e specs a remote's own checks run: every spec in e2e/tests is claimed by at least one app of the
 * shop (so a new spec cannot be left out of every remote's checks unnoticed), claims name real specs and
 * apps, and every remote's `npm test` runs its own checks.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { specOwners, specsOwnedBy } from '../../../e2e/spec-owners.js';
import { ALL_APPS, HOST_APP, REMOTE_APPS, repoRoot } from '../paths.js';
import { unitTestPattern } from './unit-tests.js';

const specsDir = path.join(repoRoot, 'e2e', 'tests');
const specFiles = async () => (await readdir(specsDir)).filter((name) => name.endsWith('.spec.ts')).sort();

describe('e2e/spec-owners.ts', () => {
  it('claims every spec in e2e/tests', async () => {
    const unclaimed = (await specFiles()).filter((spec) => !(spec in specOwners));
    expect(unclaimed).toEqual([]); // add each to e2e/spec-owners.ts with the apps it checks
  });

  it('names only specs that exist, each with known apps and none twice', async () => {
    const files = await specFiles();
    expect(Object.keys(specOwners).filter((spec) => !files.includes(spec))).toEqual([]);
    for (const [spec, owners] of Object.entries(specOwners)) {
      expect([spec, owners.filter((app) => !ALL_APPS.includes(app))]).toEqual([spec, []]);
      expect([spec, owners.length > 0 && new Set(owners).size === owners.length]).toEqual([spec, true]);
    }
  });

  it('gives every remote specs of its own, and a spec named after an app to that app', () => {
    for (const app of REMOTE_APPS) expect([app, specsOwnedBy(app).length > 0]).toEqual([app, true]);
    const prefixes: Record<string, string> = {
      'catalog-': 'mf-catalog',
      'checkout-': 'mf-checkout',
      'fanza-': 'mf-fanza',
      'member-': 'mf-member',
      'shell-': HOST_APP,
    };
    for (const [spec, owners] of Object.entries(specOwners)) {
      const named = Object.entries(prefixes).find(([prefix]) => spec.startsWith(prefix))?.[1];
      if (named) expect([spec, owners.includes(named)]).toEqual([spec, true]);
    }
  });
});

describe('specsOwnedBy', () => {
  it('selects the specs that claim the app, shared ones included, in name order', () => {
    const owners = {
      'z-flow.spec.ts': ['mf-catalog', 'mf-checkout'],
      'catalog-a.spec.ts': ['mf-catalog'],
      'checkout-a.spec.ts': ['mf-checkout'],
      'shell-a.spec.ts': ['shell'],
    };
    expect(specsOwnedBy('mf-catalog', owners)).toEqual(['catalog-a.spec.ts', 'z-flow.spec.ts']);
    expect(specsOwnedBy('mf-checkout', owners)).toEqual(['checkout-a.spec.ts', 'z-flow.spec.ts']);
    expect(specsOwnedBy('mf-member', owners)).toEqual([]);
  });

  it('runs the catalogue’s own specs for mf-catalog, and no spec only other apps claim', () => {
    const specs = specsOwnedBy('mf-catalog');
    expect(specs).toEqual(expect.arrayContaining(['catalog-products.spec.ts', 'route-map.spec.ts']));
    expect(specs).not.toContain('checkout-cart.spec.ts');
    expect(specs).not.toContain('shell-chrome.spec.ts');
  });
});

describe('unitTestPattern', () => {
  it('matches the app’s own test files and no other app’s', () => {
    const pattern = new RegExp(unitTestPattern('/repo.x', 'mf-catalog'));
    expect(pattern.test('/repo.x/mf-catalog/src/pages/home/Home.test.tsx')).toBe(true);
    expect(pattern.test('/repo.x/mf-catalog-next/src/a.test.ts')).toBe(false);
    expect(pattern.test('/repo.x/shared/src/mf-catalog/a.test.ts')).toBe(false);
    expect(pattern.test('/repoXx/mf-catalog/src/a.test.ts')).toBe(false); // the dot is literal
  });
});

describe('each remote’s package.json', () => {
  it('has a "test" script that runs that remote’s own checks from the repo root', async () => {
    for (const app of REMOTE_APPS) {
      const pkg = JSON.parse(await readFile(path.join(repoRoot, app, 'package.json'), 'utf8')) as {
        scripts?: Record<string, string>;
      };
      expect([app, pkg.scripts?.test]).toEqual([app, `cd .. && tsx deploy/src/cli/test-remote.ts ${app}`]);
    }
  });
});
