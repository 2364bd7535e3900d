/**
 * `npm start` runs as npm → sh → node. When npm is stopped by SIGTERM it passes the signal to sh only, and when it
 * is killed outright nobody is told: either way this process would go on serving (and holding its port) with no
 * one left to stop it. So it watches the processes that started it, up to the npm that ran the script, and stops
 * when one of them is gone. Linux tells ancestry through /proc; elsewhere only the direct parent is watched.
 */
import { readFileSync } from 'node:fs';

function parentOf(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may contain spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function isNpm(pid: number): boolean {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    // npm renames its process to "npm <command>"; started by path it shows as node …/npm-cli.js.
    return /^npm( |$)/.test(argv[0] ?? '') || argv.some((arg) => /(^|\/)npm(-cli\.js)?$/.test(arg));
  } catch {
    return false;
  }
}

/** This process's ancestors up to and including the npm running it (just the parent when there is none). */
export function watchedAncestors(pid = process.pid): number[] {
  const chain: number[] = [];
  for (let current = parentOf(pid); current && current > 1 && chain.length < 8; current = parentOf(current)) {
    chain.push(current);
    if (isNpm(current)) return chain;
  }
  return chain.slice(0, 1);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Calls `onGone` once when the parent changes or a watched ancestor is gone; checks once a second. */
export function onParentGone(onGone: () => void): void {
  const parent = process.ppid;
  const ancestors = watchedAncestors();
  const timer = setInterval(() => {
    if (process.ppid === parent && ancestors.every(alive)) return;
    clearInterval(timer);
    onGone();
  }, 1000);
  timer.unref();
}
