import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every architecture Node runs on). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time (user and system, in ticks) in a /proc/<pid>/stat line: fields 14 and 15, counted after
 * the command name, which is in parentheses and may itself hold spaces or parentheses.
 */
export function cpuTicksOfStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is the state (field 3), so utime (14) and stime (15) are at 11 and 12.
  return Number(fields[11]) + Number(fields[12]);
}

/** The children of a process, as Linux lists them per thread. */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/**
 * The CPU seconds a process and its descendants have used so far (a tsx launcher and the Node process
 * it runs), or null where /proc cannot tell (not Linux, or the process is gone). For the benchmarks: CPU
 * per request is steadier than throughput on a machine shared with other work.
 */
export function processTreeCpuSeconds(pid: number): number | null {
  try {
    const ticks = cpuTicksOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    const below = childrenOf(pid).map(processTreeCpuSeconds);
    return below.reduce<number>((sum, seconds) => sum + (seconds ?? 0), ticks / TICKS_PER_SECOND);
  } catch {
    return null;
  }
}
