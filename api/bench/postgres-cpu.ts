// CPU time of a PostgreSQL cluster's processes (its postmaster and every child: backends, writers), read from
// /proc: what a purchase costs the database, beside what it costs the API's thread (process.cpuUsage).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const msPerTick = 1000 / 100; // USER_HZ is 100 on Linux

/** Milliseconds of CPU the cluster in `dataDir` has used so far (its exited processes' time is not counted). */
export function clusterCpuMs(dataDir: string): number {
  if (os.platform() !== 'linux') return NaN;
  const postmaster = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]!;
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // After "pid (comm) ": state, ppid, …; utime and stime are the 14th and 15th fields of the whole line.
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    if (pid !== postmaster && fields[1] !== postmaster) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * msPerTick;
}

/** Milliseconds of CPU one process (every thread of it) has used so far: the outbox's worker apart from the API. */
export function processCpuMs(pid: number): number {
  if (os.platform() !== 'linux') return NaN;
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * msPerTick;
}
