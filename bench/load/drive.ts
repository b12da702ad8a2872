import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { LoadContext } from './people.ts';
import type { StaffUser } from './prepare.ts';
import type { LoadSettings } from './settings.ts';
import { runShopper } from './shopper.ts';
import { runStaff } from './staff.ts';
import { sleep } from './think.ts';

/**
 * Runs the simulated people of one run (issue 21) and stops them: every shopper and staff user starts
 * within the ramp (spread evenly, shoppers and staff interleaved), and the load stops when its time is
 * up or its request budget is spent, whichever comes first: no person starts a new step after that,
 * and requests under way are given the request time-out to finish. Whoever is still busy then is cut
 * at the hard stop (their requests end as time-outs) and counted. A progress line every 15 s.
 */
export interface Driven {
  seconds: number;
  stoppedBy: string;
  hardStopped: number;
  /** How late the load generator's own event loop ran (ms): every time measured here includes it. */
  generatorLag: { p50: number; p99: number; max: number };
}

export async function drive(
  ctx: LoadContext,
  settings: LoadSettings,
  staff: readonly StaffUser[],
  { stop, hardStop }: { stop: AbortController; hardStop: AbortController },
  log: (line: string) => void,
): Promise<Driven> {
  const { recorder } = ctx;
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const started = performance.now();
  let stoppedBy = '';
  const stopWith = (reason: string) => {
    if (stop.signal.aborted) return;
    stoppedBy = reason;
    stop.abort(reason);
  };
  const timer = setTimeout(() => stopWith(`time (${settings.LOAD_SECONDS} s)`), settings.LOAD_SECONDS * 1000);
  let lastCount = 0;
  let lastAt = started;
  let lastLog = started;
  const monitor = setInterval(() => {
    if (recorder.total >= settings.LOAD_MAX_REQUESTS) stopWith(`the request budget (${settings.LOAD_MAX_REQUESTS})`);
    const now = performance.now();
    if (now - lastLog < 15_000) return;
    const rate = ((recorder.total - lastCount) * 1000) / (now - lastAt);
    const placed = ctx.ledger.filter((s) => s.outcome === 'placed').length;
    log(
      `  ${((now - started) / 1000).toFixed(0).padStart(4)} s: ${recorder.total} requests (${rate.toFixed(0)}/s now), ${recorder.totalErrors} errors, ${placed} orders placed`,
    );
    lastCount = recorder.total;
    lastAt = now;
    lastLog = now;
  }, 500);

  const people = settings.LOAD_SHOPPERS + staff.length;
  const spacing = people > 0 ? (settings.LOAD_RAMP_SECONDS * 1000) / people : 0;
  const busy = new Set<number>();
  const run = async (slot: number, work: () => Promise<void>) => {
    await sleep(slot * spacing, stop.signal);
    if (stop.signal.aborted) return;
    busy.add(slot);
    try {
      await work();
    } catch (error) {
      // A fault of the load test itself, not of the storefront: recorded so that the run fails.
      recorder.error('load test fault', 'answer', 'fault', null, error instanceof Error ? (error.stack ?? error.message) : String(error));
    } finally {
      busy.delete(slot);
    }
  };
  const all: Promise<void>[] = [];
  let shopper = 0;
  let clerk = 0;
  for (let slot = 0; slot < people; slot += 1) {
    // Staff spread evenly among the shoppers, so that both kinds arrive through the whole ramp.
    if (Math.floor(((slot + 1) * staff.length) / people) > Math.floor((slot * staff.length) / people)) {
      const index = clerk++;
      all.push(run(slot, () => runStaff(ctx, index, staff[index] as StaffUser)));
    } else {
      const index = shopper++;
      all.push(run(slot, () => runShopper(ctx, index)));
    }
  }
  const everyone = Promise.all(all);
  await Promise.race([everyone, new Promise<void>((resolve) => stop.signal.addEventListener('abort', () => resolve(), { once: true }))]);
  const grace = settings.LOAD_TIMEOUT_MS + 5_000;
  const finished = await Promise.race([everyone.then(() => true), sleep(grace, hardStop.signal).then(() => false)]);
  const hardStopped = finished ? 0 : busy.size;
  if (!finished) {
    log(`[load] ${busy.size} people still busy ${grace / 1000} s after the stop: cut at the hard stop`);
    hardStop.abort('hard stop');
    await Promise.race([everyone, sleep(5_000, new AbortController().signal)]);
  }
  clearTimeout(timer);
  clearInterval(monitor);
  lag.disable();
  stopWith('everyone finished');
  // The histogram holds the time between samples: the lateness is what exceeds the 10 ms step.
  const late = (ns: number) => Math.max(0, ns / 1e6 - 10);
  const generatorLag = { p50: late(lag.percentile(50)), p99: late(lag.percentile(99)), max: late(lag.max) };
  return { seconds: (performance.now() - started) / 1000, stoppedBy, hardStopped, generatorLag };
}
