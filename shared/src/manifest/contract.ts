/**
 * The contract between a remote and the shell: the shared singletons a remote's build needs (the `shared[]` of
 * its mf-manifest.json: package, `requiredVersion`, singleton) against the versions the shell provides. The
 * release check (deploy/src/release/contract-check.ts) and the shell's refusal at run time
 * (shell/src/remotes/contract.ts) both ask this, so a release refused by one is refused by the other.
 *
 * The version comparison is passed in: both sides use the Module Federation runtime's own `satisfy`, the rule
 * the runtime itself applies to shared versions, and this module stays free of any runtime.
 */

/** One entry of `shared[]` in a Module Federation manifest, as far as the contract goes. */
export interface SharedNeed {
  name: string;
  /** A semver range, or absent/false/empty for "any version". */
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** A need the shell does not satisfy; `provides` is null when the shell does not share that package at all. */
export interface ContractProblem {
  /** The remote, as its manifest names it (its package, e.g. `mf-catalog`, else its container name). */
  remote: string;
  package: string;
  needs: string;
  provides: string | null;
}

export type Satisfies = (version: string, range: string) => boolean;

/**
 * What `needs` asks that `provides` (package → version the shell shares) does not satisfy. Only singletons
 * count: a remote gets the one copy the shell loaded, whatever it asked for, so a singleton the shell does not
 * provide, or provides at a version outside the range, would run the remote against code it was not built for.
 * A non-singleton share falls back to the remote's own copy and is never a problem.
 */
export function contractProblems(
  remote: string,
  needs: readonly SharedNeed[],
  provides: ReadonlyMap<string, string>,
  satisfies: Satisfies,
): ContractProblem[] {
  const problems: ContractProblem[] = [];
  for (const need of needs) {
    if (!need.singleton || !need.requiredVersion) continue;
    const provided = provides.get(need.name) ?? null;
    if (provided === null || !satisfies(provided, need.requiredVersion))
      problems.push({ remote, package: need.name, needs: need.requiredVersion, provides: provided });
  }
  return problems.sort((a, b) => a.package.localeCompare(b.package));
}

/** One line per problem, naming the package and both versions. */
export function formatContractProblems(problems: readonly ContractProblem[]): string[] {
  return problems.map(
    (problem) =>
      `${problem.remote} needs ${problem.package} ${problem.needs}, the live shell provides ${problem.provides ?? 'none'}`,
  );
}
