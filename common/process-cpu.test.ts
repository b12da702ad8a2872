import { describe, expect, it } from 'vitest';
import { cpuTicksOfStat, processTreeCpuSeconds } from './process-cpu.ts';

describe("a process's CPU time from /proc", () => {
  it.each([
    ['1234 (node) S 1 1234 1234 0 -1 4194560 100 0 0 0 250 37 0 0 20 0 11 0 500 0 0', 287],
    ['77 (tsx cli (launcher) x) R 1 77 77 0 -1 0 0 0 0 0 5 6 0 0 20 0 1 0 9 0 0', 11],
  ])('reads user and system ticks after the command name: %s', (stat, ticks) => {
    expect(cpuTicksOfStat(stat)).toBe(ticks);
  });

  it.runIf(process.platform === 'linux')('counts this process while it works, and nothing for a process that is not there', () => {
    // Works until /proc shows 50 ms more of it (a busy machine gives this process less of the wall clock:
    // 100 ms of wall time showed under 30 ms of CPU while the whole suite ran beside another run).
    const before = processTreeCpuSeconds(process.pid) ?? 0;
    const deadline = Date.now() + 10_000;
    let used = 0;
    while (used < 0.05 && Date.now() < deadline) {
      for (let i = 0; i < 100_000; i++) Math.sqrt(Math.random());
      used = (processTreeCpuSeconds(process.pid) ?? 0) - before;
    }
    expect(used).toBeGreaterThanOrEqual(0.05);
    expect(processTreeCpuSeconds(2 ** 30)).toBeNull();
  });
});
