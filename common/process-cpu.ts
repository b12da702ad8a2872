import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every architecture Node runs on). */
export const TICKS_PER_SECOND = 100;

/**
 * Field `n` (numbered as proc(5) numbers them: 3 the state, 4 the parent, 14 and 15 the CPU times) of a
 * /proc/<pid>/stat line, read after the command name, which is in parentheses and may itself hold
 * spaces or parentheses.
 */
export function statField(stat: string, n: number): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[n - 3]);
}

/** The CPU time (user and system, in ticks) in a /proc/<pid>/stat line: fields 14 and 15. */
export function cpuTicksOfStat(stat: string): number {
  return statField(stat, 14) + statField(stat, 15);
}

/**
 * A live process's own CPU seconds (user and system), and those of its children it has waited for
 * (fields 16 and 17); null when /proc cannot tell (not Linux, or the process is gone).
 */
export function processCpu(pid: number): { own: number; children: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return { own: cpuTicksOfStat(stat) / TICKS_PER_SECOND, children: (statField(stat, 16) + statField(stat, 17)) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
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
