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

/** CPU seconds (user + system) used so far by each live process named `postgres`, by pid. */
export type PostgresCpu = Map<string, number>;

/** @returns each live PostgreSQL process (server and backends) with the CPU seconds it has used so far */
export function postgresCpu(): PostgresCpu {
  const byPid: PostgresCpu = new Map();
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
    byPid.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
  }
  return byPid;
}

/**
 * CPU seconds PostgreSQL used between two snapshots: the growth of every process alive at the end
 * (all of it for one started meanwhile). A backend that exited in between is not counted, so take
 * both snapshots while the connections of the measured work are open (the stack keeps a pool).
 */
export function postgresCpuSince(before: PostgresCpu, after: PostgresCpu = postgresCpu()): number {
  let seconds = 0;
  for (const [pid, used] of after) seconds += used - (before.get(pid) ?? 0);
  return seconds;
}
