import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as reactI18next from 'react-i18next';
import * as reactRouter from 'react-router';
import { readShopApps } from '@shop/shared/apps';
import { isInternalExport, leftOutExports, providedExports, type TrimmedPackage } from './provided-exports';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sourceRoots = [...readShopApps(repoRoot).map((app) => app.folder), 'shared'].map((folder) =>
  path.join(repoRoot, folder, 'src'),
);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Code the browser bundles carry: tests, and an app's `src/server/` (its server bundle only), run on the whole packages. */
const bundledFiles = sourceRoots
  .flatMap(walk)
  .filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}src${path.sep}server${path.sep}`),
  );

/** `file: name` for every value imported (or re-exported) from `specifier`; `file: *` where the names cannot be known. */
function importsFrom(specifier: string): string[] {
  const found: string[] = [];
  for (const file of bundledFiles) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
    const where = path.relative(repoRoot, file);
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text === specifier) {
        const clause = node.importClause;
        if (clause && !clause.isTypeOnly) {
          if (clause.name) found.push(`${where}: default`);
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) found.push(`${where}: *`);
          if (bindings && ts.isNamedImports(bindings))
            for (const element of bindings.elements)
              if (!element.isTypeOnly) found.push(`${where}: ${(element.propertyName ?? element.name).text}`);
        }
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        if (node.moduleSpecifier.text === specifier && !node.isTypeOnly) {
          const clause = node.exportClause;
          if (!clause || !ts.isNamedExports(clause)) found.push(`${where}: *`);
          else
            for (const element of clause.elements)
              if (!element.isTypeOnly) found.push(`${where}: ${(element.propertyName ?? element.name).text}`);
        }
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0]) &&
        node.arguments[0].text === specifier
      ) {
        found.push(`${where}: *`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const installed: Record<TrimmedPackage, string[]> = {
  'react-router': Object.keys(reactRouter),
  'react-i18next': Object.keys(reactI18next),
};

describe.each(Object.keys(providedExports) as TrimmedPackage[])('the shell provides %s trimmed', (pkg) => {
  const provided = new Set<string>(providedExports[pkg]);

  it('and every app imports only what it provides, by name', () => {
    const imports = importsFrom(pkg);
    // The scan must see the apps' imports, or it would pass on nothing.
    expect(imports.length).toBeGreaterThan(10);
    expect(imports.filter((entry) => !provided.has(entry.slice(entry.lastIndexOf(': ') + 2)))).toEqual([]);
  });

  it('and sorts every export of the installed package into provided or left out with a reason', () => {
    const leftOut = Object.values(leftOutExports[pkg]).flat();
    expect(providedExports[pkg].filter((name) => !installed[pkg].includes(name))).toEqual([]);
    expect(leftOut.filter((name) => !installed[pkg].includes(name))).toEqual([]);
    expect(leftOut.filter((name) => provided.has(name))).toEqual([]);
    const unsorted = installed[pkg].filter((name) => !provided.has(name) && !leftOut.includes(name) && !isInternalExport(name));
    expect(unsorted).toEqual([]);
  });
});

describe('react-router/dom', () => {
  it('is imported for its RouterProvider only: HydratedRouter needs framework internals the shell leaves out', () => {
    expect(importsFrom('react-router/dom').filter((entry) => !entry.endsWith(': RouterProvider'))).toEqual([]);
  });
});
