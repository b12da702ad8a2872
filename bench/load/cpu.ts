import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { processCpu, statField, TICKS_PER_SECOND } from '../../common/process-cpu.ts';

/**
 * Where the CPU went during a load (issue 21), from Linux's /proc: each storefront process's CPU
 * seconds, the PostgreSQL server's, the whole machine's busy share, and the load average, so that a
 * reader can tell whether the storefront, the database or the load generator was the bottleneck.
 */

/** A process's parent (field 4 of its stat line); null when it is gone. */
function parentOf(pid: number): number | null {
  try {
    return statField(readFileSync(`/proc/${pid}/stat`, 'utf8'), 4);
  } catch {
    return null;
  }
}

const pids = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

/**
 * The PostgreSQL server of a throw-away cluster listening on `port`: its postmaster (found by the
 * `-p PORT` it was started with) and every process under it; null when none is found.
 */
export function postgresPids(port: number): number[] | null {
  const postmaster = pids().find((pid) => {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return args.some((arg) => arg.endsWith('postgres')) && args.join(' ').includes(`-p ${port} `);
    } catch {
      return false;
    }
  });
  if (postmaster === undefined) return null;
  return [postmaster, ...pids().filter((pid) => parentOf(pid) === postmaster)];
}

/**
 * CPU seconds of a PostgreSQL server: its live processes' own, and the postmaster's children that have
 * ended (connections closed during the run).
 */
export function postgresCpu(port: number): number | null {
  const all = postgresPids(port);
  if (!all) return null;
  const [postmaster, ...children] = all;
  const main = processCpu(postmaster as number);
  return (main ? main.own + main.children : 0) + children.reduce((sum, pid) => sum + (processCpu(pid)?.own ?? 0), 0);
}

/** The machine's CPU time so far: busy and total, in ticks of every core together. */
export function machineCpu(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** /proc/loadavg's first three figures: "1.23 0.98 0.75" (1, 5 and 15 minutes). */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** The generator's own CPU seconds (this process, user + system). */
export const ownCpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

/** CPU seconds a run used, by whom (the load phase only), and the machine's busy share. */
export interface CpuFigures {
  seconds: number;
  workers: { pid: number; seconds: number | null }[];
  primary: number | null;
  postgres: number | null;
  generator: number;
  /** Busy share of all cores together, 0-1. */
  machineBusy: number;
  /** CPU seconds the whole machine used (every process, this test's and others'). */
  machineSeconds: number;
  cores: number;
}

interface CpuStart {
  at: number;
  workerPids: number[];
  primaryPid: number;
  postgresPort: number | null;
  workers: (number | null)[];
  primary: number | null;
  postgres: number | null;
  generator: number;
  machine: { busy: number; total: number };
}

const ownSeconds = (pid: number) => processCpu(pid)?.own ?? null;

/** The readings at the start of the load; `postgresPort` null on SQLite. */
export function cpuBefore(storefront: { workerPids: number[]; primaryPid: number }, postgresPort: number | null): CpuStart {
  return {
    at: performance.now(),
    workerPids: storefront.workerPids,
    primaryPid: storefront.primaryPid,
    postgresPort,
    workers: storefront.workerPids.map(ownSeconds),
    primary: primaryCpu(storefront.primaryPid),
    postgres: postgresPort === null ? null : postgresCpu(postgresPort),
    generator: ownCpu(),
    machine: machineCpu(),
  };
}

export function cpuAfter(start: CpuStart): CpuFigures {
  const delta = (after: number | null, before: number | null | undefined) =>
    after === null || before === null || before === undefined ? null : after - before;
  const machine = machineCpu();
  return {
    seconds: (performance.now() - start.at) / 1000,
    workers: start.workerPids.map((pid, i) => ({ pid, seconds: delta(ownSeconds(pid), start.workers[i]) })),
    primary: delta(primaryCpu(start.primaryPid), start.primary),
    postgres: start.postgresPort === null ? null : delta(postgresCpu(start.postgresPort), start.postgres),
    generator: ownCpu() - start.generator,
    machineBusy: (machine.busy - start.machine.busy) / Math.max(1, machine.total - start.machine.total),
    machineSeconds: (machine.busy - start.machine.busy) / TICKS_PER_SECOND,
    cores: availableParallelism(),
  };
}

/** The cluster's primary: tsx's launcher and the node process under it that runs serve.ts (not its workers). */
function primaryCpu(launcherPid: number): number | null {
  const launcher = processCpu(launcherPid);
  if (!launcher) return null;
  const primary = pids().find((pid) => parentOf(pid) === launcherPid);
  return launcher.own + (primary === undefined ? 0 : (processCpu(primary)?.own ?? 0));
}
