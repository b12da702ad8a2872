import type { RunResult } from './run.ts';
import type { LoadSettings } from './settings.ts';
import { samplesOf, summarise } from './stats.ts';
import { formatTable, ms, TARGETS, type Target, verdict } from './table.ts';
import { describeThink } from './think.ts';

/**
 * The load test's printed report (issue 21): per run, a table of every operation (count, errors,
 * p50/p95/p99/max from the exact samples, requests per second, the target it counts for), the errors
 * by kind with a few messages, throughput, CPU, load average and the database checks; at the end the
 * runs side by side with the targets marked met or MISSED.
 */
const targetOf = (op: string): Target | undefined => TARGETS.find((target) => target.covers(op));
const percent = (share: number) => `${Math.round(share * 100)} %`;

/** The p95 over every operation a target covers. */
export function targetP95(run: RunResult, target: Target): number {
  return summarise(samplesOf(run.recorder, [...run.recorder.ops.keys()].filter(target.covers))).p95;
}

export function describeRun(run: RunResult, settings: LoadSettings): string {
  const { recorder, seconds } = run;
  const rows = [...recorder.ops.values()]
    .sort((a, b) => a.op.localeCompare(b.op))
    .map((figures) => {
      const s = summarise(figures.samples);
      const target = targetOf(figures.op);
      return [
        figures.op,
        String(figures.count),
        String(figures.errors),
        ms(s.p50),
        ms(s.p95),
        ms(s.p99),
        ms(s.max),
        (figures.count / seconds).toFixed(1),
        target ? `<${target.p95Ms} ${verdict(s.p95, target)}` : '',
      ];
    });
  const all = summarise([...recorder.ops.values()].flatMap((f) => f.samples));
  rows.push([
    'all requests',
    String(recorder.total),
    String(recorder.totalErrors),
    ms(all.p50),
    ms(all.p95),
    ms(all.p99),
    ms(all.max),
    (recorder.total / seconds).toFixed(1),
    '',
  ]);
  const lines = [
    `=== ${run.engine}: ${run.workers} storefront process${run.workers === 1 ? '' : 'es'}, ${settings.LOAD_SHOPPERS} shoppers + ${settings.LOAD_STAFF} staff, ${settings.LOAD_SECONDS} s, think ${describeThink(settings.LOAD_THINK_MS)} ===`,
    `catalogue: ${run.products} products (${settings.CATALOGUE_SIZE === 0 ? 'the real seeded catalogue' : `CATALOGUE_SIZE=${settings.CATALOGUE_SIZE}, generated ones labelled`}), ${run.preRendered} product pages pre-rendered per site`,
    `load: ${seconds.toFixed(1)} s from the first arrival to the last answer, stopped by ${run.stoppedBy}${run.hardStopped > 0 ? `; ${run.hardStopped} people cut at the hard stop` : ''}`,
    '',
    formatTable(['operation (times in ms, every answered request)', 'count', 'errors', 'p50', 'p95', 'p99', 'max', 'req/s', 'target p95'], rows),
    '',
  ];
  for (const target of TARGETS) lines.push(`${target.label}: p95 ${ms(targetP95(run, target))} ms, ${verdict(targetP95(run, target), target)}`);
  const kinds = [...recorder.ops.values()].flatMap((f) => [...f.errorKinds].map(([kind, n]) => `${f.op}: ${kind} x${n}`));
  lines.push(`errors: ${recorder.totalErrors}${kinds.length > 0 ? ` (${kinds.join('; ')})` : ''}`);
  lines.push(`requests sent again on a new connection after the server closed the kept-alive one (as browsers do; not errors): ${recorder.resent}`);
  for (const message of recorder.messages.slice(0, 20)) lines.push(`  e.g. ${message}`);
  const placed = run.check.orders;
  lines.push(
    `throughput: ${recorder.total} requests in ${seconds.toFixed(1)} s = ${(recorder.total / seconds).toFixed(1)} requests/s; ${placed} orders written (${run.check.staffOrders} by staff), ${((placed * 60) / seconds).toFixed(0)} a minute`,
  );
  lines.push(describeCpu(run));
  const lag = run.generatorLag;
  lines.push(`the load generator's event loop ran late by p50 ${ms(lag.p50)} / p99 ${ms(lag.p99)} / max ${ms(lag.max)} ms (included in every time above)`);
  const distinct = [...new Set(run.printed.map((line) => line.slice(0, 240)))];
  lines.push(`the storefront printed ${run.printed.length} lines during the load${distinct.length > 0 ? ', the first distinct ones:' : ''}`);
  for (const line of distinct.slice(0, 10)) lines.push(`  | ${line}`);
  lines.push(`load average (1, 5, 15 min): ${run.loadAverage.start} at the start, ${run.loadAverage.end} at the end`);
  lines.push('database checks:');
  for (const check of run.check.checks) lines.push(`  ${check.ok ? 'ok    ' : 'FAILED'} ${check.name}: ${check.detail}`);
  return lines.join('\n');
}

function describeCpu(run: RunResult): string {
  const { cpu } = run;
  const share = (seconds: number | null) => (seconds === null ? 'gone' : `${seconds.toFixed(1)} s (${percent(seconds / cpu.seconds)} of a core)`);
  return [
    `CPU over the load's ${cpu.seconds.toFixed(0)} s (${cpu.cores} cores): `,
    cpu.workers.map((w) => `storefront pid ${w.pid} ${share(w.seconds)}`).join(', '),
    `; cluster primary ${share(cpu.primary)}`,
    cpu.postgres === null ? '' : `; PostgreSQL ${share(cpu.postgres)}`,
    `; load generator ${share(cpu.generator)}`,
    `; the whole machine ${percent(cpu.machineBusy)} busy, of which ${othersCpu(run).toFixed(0)} CPU s by processes not of this test (other work on the machine)`,
  ].join('');
}

/** CPU seconds the machine spent on processes outside this test during the load. */
export function othersCpu(run: RunResult): number {
  const { cpu } = run;
  return Math.max(0, cpu.machineSeconds - storefrontCpu(run) - (cpu.primary ?? 0) - (cpu.postgres ?? 0) - cpu.generator);
}

export const storefrontCpu = (run: RunResult) => run.cpu.workers.reduce((sum, w) => sum + (w.seconds ?? 0), 0);

export function sideBySide(runs: readonly RunResult[], settings: LoadSettings): string {
  const rows: [string, (run: RunResult) => string][] = [
    ['storefront processes', (r) => String(r.workers)],
    ['requests', (r) => String(r.recorder.total)],
    ['requests/s', (r) => (r.recorder.total / r.seconds).toFixed(1)],
    ['errors', (r) => String(r.recorder.totalErrors)],
    ...TARGETS.map((t): [string, (run: RunResult) => string] => [t.label, (r) => `${ms(targetP95(r, t))} ${verdict(targetP95(r, t), t)}`]),
    ['orders written (by staff)', (r) => `${r.check.orders} (${r.check.staffOrders})`],
    ['orders lost', (r) => String(r.check.lost)],
    ['orders doubled', (r) => String(r.check.doubled)],
    ['stock exact', (r) => yes(r, 'stock exact')],
    ['every staff order audited', (r) => yes(r, 'staff orders without their audit row')],
    ['all database checks', (r) => (r.check.checks.every((c) => c.ok) ? 'passed' : 'FAILED')],
    ['storefront CPU s (all processes)', (r) => storefrontCpu(r).toFixed(1)],
    ['PostgreSQL CPU s', (r) => (r.cpu.postgres === null ? '-' : r.cpu.postgres.toFixed(1))],
    ['load generator CPU s', (r) => r.cpu.generator.toFixed(1)],
    ['load generator loop lag p99 ms', (r) => ms(r.generatorLag.p99)],
    ['machine busy', (r) => percent(r.cpu.machineBusy)],
    ['CPU s of other work on the machine', (r) => othersCpu(r).toFixed(0)],
    ['load average start / end', (r) => `${r.loadAverage.start.split(' ')[0]} / ${r.loadAverage.end.split(' ')[0]}`],
  ];
  const title = `Load test (issue 21): ${settings.LOAD_SHOPPERS} shoppers + ${settings.LOAD_STAFF} staff for ${settings.LOAD_SECONDS} s each run, think ${describeThink(settings.LOAD_THINK_MS)}, over loopback`;
  return `${title}\n${formatTable(
    ['', ...runs.map((r) => r.engine)],
    rows.map(([label, value]) => [label, ...runs.map(value)]),
  )}`;
}

const yes = (run: RunResult, prefix: string) => (run.check.checks.find((c) => c.name.startsWith(prefix))?.ok ? 'yes' : 'NO');
