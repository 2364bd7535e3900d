/**
 * What a command in a deployment file runs, checked against the repository: `npm run <script> [-w <workspace>]`
 * names a script that exists, and the TypeScript file that script (or a `node --import tsx <file>` command)
 * starts exists too. A renamed script or moved file then fails a test instead of a rollout.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface PackageJson {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
}

export function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** The problems with `command` run from `root` (an empty list when it would start what it says). */
export function commandProblems(root: string, command: readonly string[]): string[] {
  const [program, ...args] = command;
  if (program === 'npm') {
    if (args[0] !== 'run' || !args[1]) return [`${command.join(' ')}: only "npm run <script>" is checked`];
    const workspaceFlag = args.findIndex((arg) => arg === '-w' || arg === '--workspace');
    const dir = workspaceFlag >= 0 ? path.join(root, args[workspaceFlag + 1] ?? '') : root;
    const script = readPackage(dir).scripts?.[args[1]];
    if (!script) return [`${command.join(' ')}: no script "${args[1]}" in ${path.relative(root, dir) || '.'}/package.json`];
    return scriptFileProblems(dir, script.split(/\s+/), command.join(' '));
  }
  if (program === 'node') return scriptFileProblems(root, command, command.join(' '));
  return [`${command.join(' ')}: unknown program ${program}`];
}

/** `tsx <file>` or `node --import tsx <file>`: the file must exist; `npm run x -w y` chains are followed. */
function scriptFileProblems(dir: string, words: readonly string[], label: string): string[] {
  if (words[0] === 'npm') return commandProblems(dir, words);
  const file = words.find((word) => /\.[cm]?[jt]s$/.test(word));
  if ((words[0] === 'tsx' || words[0] === 'node') && file) {
    return existsSync(path.join(dir, file)) ? [] : [`${label}: ${path.join(dir, file)} does not exist`];
  }
  return [];
}
