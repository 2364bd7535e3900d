// Runs a command (the Firebase Auth emulator) in a process group of its own and kills that group as soon as
// whoever started this guardian is gone: its stdin closes when that process ends, even by SIGKILL, which a
// signal handler in it could never catch. Usage: node emulator-guardian.mjs <command> [args...]
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: 'ignore', detached: true });
let stopped = false;

function stop() {
  if (stopped) return;
  stopped = true;
  try {
    // The emulator keeps nothing worth a graceful shutdown, and the CLI may outlive a SIGTERM.
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  process.exit(0);
}

process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.stdin.resume();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
child.on('exit', (code) => {
  stopped = true;
  process.exit(code ?? 1);
});
