import { readFileSync } from 'node:fs';
import { currentSurface, parseReport, renderReport, reportFile, versionProblem, type Surface } from './surface';

it('shared/singletons.api.md is the singleton surface of the code, at the version in shared/package.json', () => {
  const committed = readFileSync(reportFile, 'utf8');
  const now = currentSurface();
  if (renderReport(now) !== committed) {
    const problem = versionProblem(parseReport(committed), now);
    throw new Error(problem ?? 'the singleton surface report is out of date: run `npm run surface:report` and commit it');
  }
});

describe('the version a surface change needs', () => {
  const surface = (version: string, stores: string): Surface => ({ version, sections: { stores } });
  const before = surface('2.3.1', 'export const $jwt: WritableAtom<string>;\n\nexport function signIn(token: string): void;');

  it('is a new major when a declaration is removed or changed', () => {
    const changed = 'export const $jwt: WritableAtom<string | undefined>;\n\nexport function signIn(token: string): void;';
    expect(versionProblem(before, surface('2.4.0', changed))).toMatch(/incompatibly \(stores: \$jwt\).*needs version 3\.0\.0/);
    expect(versionProblem(before, surface('2.4.0', 'export function signIn(token: string): void;'))).toMatch(
      /needs version 3\.0\.0/,
    );
    expect(versionProblem(before, surface('3.0.0', changed))).toBeUndefined();
  });

  it('is a new minor when a declaration is added', () => {
    const grown = `${before.sections.stores}\n\nexport function signOut(): void;`;
    expect(versionProblem(before, surface('2.3.2', grown))).toMatch(/grew \(stores: signOut\).*needs version 2\.4\.0/);
    expect(versionProblem(before, surface('2.4.0', grown))).toBeUndefined();
  });

  it('is a new minor when an interface only gains optional members, a new major when a member changes', () => {
    const meta = (members: string) => surface('2.3.1', `export interface PageMeta {\n${members}}`);
    const old = meta('    title?: string;\n');
    const grown = meta('    image?: {\n        url: string;\n    };\n    title?: string;\n').sections.stores!;
    expect(versionProblem(old, surface('2.3.2', grown))).toMatch(/grew \(stores: PageMeta \(optional members\)\)/);
    expect(versionProblem(old, surface('2.4.0', grown))).toBeUndefined();
    const required = meta('    image: string;\n    title?: string;\n').sections.stores!;
    expect(versionProblem(old, surface('2.4.0', required))).toMatch(/incompatibly \(stores: PageMeta\)/);
    const retyped = meta('    title?: number;\n').sections.stores!;
    expect(versionProblem(old, surface('2.4.0', retyped))).toMatch(/incompatibly/);
  });

  it('is anything when nothing changed', () => {
    expect(versionProblem(before, surface('2.3.1', before.sections.stores!))).toBeUndefined();
  });

  it('reads back what it wrote', () => {
    expect(parseReport(renderReport(before))).toEqual(before);
  });
});
