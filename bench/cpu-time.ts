/**
 * CPU time spent by this process and by the PostgreSQL server, to show where a measure's seconds go
 * when the client, the stack and the database share the machine's cores. Linux only (reads /proc,
 * proc(5): utime and stime of /proc/PID/stat, in clock ticks of 1/100 s).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** @returns CPU seconds (user + system) this process has used so far, all its threads */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** @returns CPU seconds used so far by every live process named `postgres` (server and backends) */
export function postgresCpuSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    if (!stat.includes('(postgres)')) continue;
    // Fields after "(comm) ": state is field 3, utime field 14, stime field 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / 100;
}
