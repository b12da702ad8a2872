import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { istDay } from '../../../domain/days.ts';
import { formatRupees } from '../../../domain/money.ts';
import {
  $orderMetrics,
  chartColumns,
  dayText,
  hasOrders,
  lastDays,
  type MetricsFilter,
  type OrderMetricsData,
  openOrderMetrics,
  showOrderMetrics,
} from '../../stores/staff/metrics.ts';
import { $staffSession } from '../../stores/staff/state.ts';
import { Field, Loadable, useStrings } from '../account/ui.tsx';
import { type ChartSpec, useUplotChart } from './uplot-chart.ts';

/**
 * Order metrics (staff-tools.md §2 /order-metrics): a shop's orders of some days (the last 30 in IST at
 * first), or for an admin any one shop's or every order of the pharmacy: the totals, a chart of orders
 * and value by day, the orders by status, and the days as a table for anyone who would rather read.
 */
export function OrderMetrics() {
  const { s } = useStrings();
  const state = useStore($orderMetrics);
  const admin = useStore($staffSession).details?.role === 'ADMIN';
  const [draft, setDraft] = useState<MetricsFilter>(() => lastDays());
  useEffect(() => {
    void openOrderMetrics();
  }, []);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    void showOrderMetrics(draft);
  };
  return (
    <section className="staff-metrics">
      <form className="staff-filters" noValidate onSubmit={apply}>
        <Field id="metrics-from" label={s('staff.metrics.from')}>
          <input id="metrics-from" type="date" required value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </Field>
        <Field id="metrics-to" label={s('staff.metrics.to')}>
          <input id="metrics-to" type="date" required value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </Field>
        {admin && (
          <Field id="metrics-shop" label={s('staff.metrics.shop')}>
            <select id="metrics-shop" value={draft.shop} onChange={(e) => setDraft({ ...draft, shop: e.target.value })}>
              <option value="">{s('staff.metrics.allShops')}</option>
              {state.shops.map((shop) => (
                <option key={shop.sid} value={shop.sid}>
                  {shop.name}
                </option>
              ))}
            </select>
          </Field>
        )}
        <button type="submit" className="button">
          {s('staff.metrics.show')}
        </button>
      </form>
      <Loadable state={state.view} retry={() => void showOrderMetrics(state.filter)}>
        {(data) => <Figures data={data} />}
      </Loadable>
    </section>
  );
}

function Figures({ data }: { data: OrderMetricsData }) {
  const { s } = useStrings();
  const range = s('staff.metrics.range', { from: dayText(data.from), to: dayText(data.to) });
  const { totals } = data;
  return (
    <>
      <h2>
        {data.shop?.name ?? s('staff.metrics.allShops')} · {range}
      </h2>
      {!hasOrders(data) ? (
        <p role="status">{s('staff.metrics.empty')}</p>
      ) : (
        <>
          <h3 id="metrics-totals">{s('staff.metrics.totals')}</h3>
          <table className="staff-table metrics-totals" aria-labelledby="metrics-totals">
            <tbody>
              <tr>
                <th scope="row">{s('staff.metrics.orders')}</th>
                <td>{totals.orders}</td>
              </tr>
              <tr>
                <th scope="row">{s('staff.metrics.value')}</th>
                <td>{formatRupees(totals.value.paise)}</td>
              </tr>
              <tr>
                <th scope="row">{s('staff.metrics.average')}</th>
                <td>{formatRupees(totals.average.paise)}</td>
              </tr>
              <tr>
                <th scope="row">{s('staff.metrics.placedByShop')}</th>
                <td>
                  {totals.placedByShop} · {formatRupees(totals.placedByShopValue.paise)}
                </td>
              </tr>
            </tbody>
          </table>
          <h3>{s('staff.metrics.byDay')}</h3>
          <DayChart days={data.byDay} label={s('staff.metrics.chartLabel', { from: dayText(data.from), to: dayText(data.to) })} />
          <details>
            <summary>{s('staff.metrics.dayTable')}</summary>
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">{s('staff.metrics.day')}</th>
                  <th scope="col">{s('staff.metrics.orders')}</th>
                  <th scope="col">{s('staff.metrics.value')}</th>
                </tr>
              </thead>
              <tbody>
                {data.byDay.map((day) => (
                  <tr key={day.day}>
                    <td>{dayText(day.day)}</td>
                    <td>{day.orders}</td>
                    <td>{formatRupees(day.value.paise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
          <h3 id="metrics-statuses">{s('staff.metrics.byStatus')}</h3>
          <table className="staff-table metrics-statuses" aria-labelledby="metrics-statuses">
            <thead>
              <tr>
                <th scope="col">{s('staff.metrics.status')}</th>
                <th scope="col">{s('staff.metrics.orders')}</th>
                <th scope="col">{s('staff.metrics.value')}</th>
              </tr>
            </thead>
            <tbody>
              {data.byStatus.map((row) => (
                <tr key={row.status}>
                  <td>{s(`account.orders.statuses.${row.status}`)}</td>
                  <td>{row.orders}</td>
                  <td>{formatRupees(row.value.paise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="hint">
            {s('staff.metrics.cancelledNote')} {s('staff.metrics.counting')}
          </p>
        </>
      )}
    </>
  );
}

/** A time on the chart's axis (seconds) -> its day in IST, "2026-11-09". */
const istDayOf = (seconds: number) => istDay(seconds * 1000);
/** -> "9/11": the axis's labels, without the year. */
const dayMonth = (seconds: number) => dayText(istDayOf(seconds)).replace(/\/\d+$/, '');
/** Rupees in the axis's few characters: "₹1.2K", "₹3.4L" (the figures themselves use formatRupees). */
const compactRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', notation: 'compact', maximumFractionDigits: 1 });
const CHART_HEIGHT = 220;
/** The site's green (--brand) for the orders, and an amber line for the value that stays apart from it for colour-blind eyes. */
const COLOURS = { orders: '#0b7a5c', ordersFill: 'rgba(11, 122, 92, 0.55)', value: '#b45309' };

/**
 * Orders (bars, left axis) and their value (line, right axis) by day, drawn by uPlot on a canvas. uPlot
 * and its stylesheet are loaded here, when a chart is drawn, so they come with this page only and no
 * other page's JavaScript or styles carry them. The legend under the chart names the day and both
 * figures at the pointer or the tap; the days are also a table below it, for reading.
 */
function DayChart({ days, label }: { days: OrderMetricsData['byDay']; label: string }) {
  const { s } = useStrings();
  const ordersLabel = s('staff.metrics.orders');
  const valueLabel = s('staff.metrics.value');
  const dayLabel = s('staff.metrics.day');
  const { box, status } = useUplotChart(
    (UPlot) => {
      const bars = UPlot.paths.bars?.({ size: [0.7, 48] });
      const options: ChartSpec['options'] = {
        tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'Asia/Kolkata'),
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: true },
          orders: { range: (_u, _min, max) => [0, Math.max(1, max)] },
          paise: { range: (_u, _min, max) => [0, Math.max(100, max)] },
        },
        series: [
          {
            label: dayLabel,
            value: (_u, seconds) => (seconds == null ? '' : dayText(istDayOf(seconds))),
          },
          {
            label: ordersLabel,
            scale: 'orders',
            stroke: COLOURS.orders,
            fill: COLOURS.ordersFill,
            ...(bars ? { paths: bars } : {}),
            points: { show: false },
            value: (_u, n) => (n == null ? '' : String(n)),
          },
          {
            label: valueLabel,
            scale: 'paise',
            stroke: COLOURS.value,
            width: 2,
            points: { show: days.length <= 62 },
            value: (_u, paise) => (paise == null ? '' : formatRupees(paise)),
          },
        ],
        axes: [
          { space: 48, values: (_u, splits) => splits.map(dayMonth) },
          {
            scale: 'orders',
            size: 40,
            incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000],
            values: (_u, splits) => splits.map(String),
          },
          { scale: 'paise', side: 1, size: 56, grid: { show: false }, values: (_u, splits) => splits.map((paise) => compactRupees.format(paise / 100)) },
        ],
      };
      return { options, data: chartColumns(days) };
    },
    CHART_HEIGHT,
    [days, dayLabel, ordersLabel, valueLabel],
  );
  return (
    <div className="metrics-chart">
      {status === 'loading' && <p aria-busy="true">{s('staff.metrics.chartLoading')}</p>}
      {status === 'failed' && <p role="alert">{s('staff.metrics.chartFailed')}</p>}
      <div ref={box} role="img" aria-label={label} />
    </div>
  );
}
