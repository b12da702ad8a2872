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
    const before = processTreeCpuSeconds(process.pid) ?? 0;
    const until = Date.now() + 100;
    while (Date.now() < until) Math.sqrt(Math.random());
    expect((processTreeCpuSeconds(process.pid) ?? 0) - before).toBeGreaterThan(0.03);
    expect(processTreeCpuSeconds(2 ** 30)).toBeNull();
  });
});
