import { LEAD_SOURCES, type LeadSource } from '../../../../../domain/lead.ts';
import { loadLeadSummary } from '../../../../stores/staff/lead-pages-calls.ts';
import { Loadable, useLoad, useStrings } from '../../../account/ui.tsx';
import { type ChartSpec, useUplotChart } from '../../uplot-chart.ts';

type Summary = Extract<Awaited<ReturnType<typeof loadLeadSummary>>, { ok: true }>['data'];

const FIGURES = ['total', 'open', 'converted', 'inactive', 'today', 'lastSevenDays'] as const;

/**
 * The shop's leads counted (getLeadSummary): the totals as figures one reads at a glance, the leads by
 * source as a small bar chart (uPlot, as the order metrics), and the same as a table for reading.
 */
export function LeadSummaryPanel() {
  const { s } = useStrings();
  const { state, reload } = useLoad(loadLeadSummary);
  return (
    <section aria-labelledby="lead-summary-title" className="lead-summary">
      <h2 id="lead-summary-title">{s('leadPages.summaryTitle')}</h2>
      <Loadable state={state} retry={reload}>
        {(summary) => (
          <>
            <dl className="lead-figures">
              {FIGURES.map((figure) => (
                <div key={figure}>
                  <dt>{s(`leadPages.figures.${figure}`)}</dt>
                  <dd>{summary[figure]}</dd>
                </div>
              ))}
            </dl>
            {summary.total === 0 ? (
              <p role="status">{s('leadPages.noLeadsYet')}</p>
            ) : (
              <>
                <h3>{s('leadPages.bySource')}</h3>
                <SourceChart summary={summary} />
                <details>
                  <summary>{s('leadPages.bySourceTable')}</summary>
                  <table className="staff-table lead-by-source">
                    <tbody>
                      {bySource(summary).map(([source, count]) => (
                        <tr key={source}>
                          <th scope="row">{s(`leads.source.${source}`)}</th>
                          <td>{count}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
              </>
            )}
          </>
        )}
      </Loadable>
    </section>
  );
}

/** Every source in the domain's order, 0 where the summary has none. */
const bySource = (summary: Summary): [LeadSource, number][] =>
  LEAD_SOURCES.map((source) => [source, summary.bySource.find((row) => row.source === source)?.count ?? 0]);

const CHART_HEIGHT = 200;
const BRAND = { stroke: '#0b7a5c', fill: 'rgba(11, 122, 92, 0.6)' };

/** Leads by source as bars; a tap or the pointer names the source and its count in the legend below. */
function SourceChart({ summary }: { summary: Summary }) {
  const { s } = useStrings();
  const rows = bySource(summary);
  const names = rows.map(([source]) => s(`leads.source.${source}`));
  const short = rows.map(([source]) => s(`leadPages.sourceShort.${source}`));
  const leadsLabel = s('leadPages.figures.total');
  const sourceLabel = s('leadPages.source');
  const label = s('leadPages.chartLabel', { list: rows.map(([, count], i) => `${names[i]}: ${count}`).join(', ') });
  const { box, status } = useUplotChart(
    (UPlot) => {
      const bars = UPlot.paths.bars?.({ size: [0.7, 40] });
      const options: ChartSpec['options'] = {
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false, range: [-0.5, rows.length - 0.5] }, leads: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        series: [
          { label: sourceLabel, value: (_u, i) => (i == null ? '' : (names[Math.round(i)] ?? '')) },
          {
            label: leadsLabel,
            scale: 'leads',
            stroke: BRAND.stroke,
            fill: BRAND.fill,
            ...(bars ? { paths: bars } : {}),
            points: { show: false },
            value: (_u, n) => (n == null ? '' : String(n)),
          },
        ],
        axes: [
          { splits: () => rows.map((_, i) => i), values: (_u, splits) => splits.map((i) => short[i] ?? ''), rotate: -40, size: 64, gap: 2 },
          { scale: 'leads', size: 36, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000], values: (_u, splits) => splits.map(String) },
        ],
      };
      return { options, data: [rows.map((_, i) => i), rows.map(([, count]) => count)] };
    },
    CHART_HEIGHT,
    [summary, leadsLabel, sourceLabel],
  );
  return (
    <div className="lead-chart">
      {status === 'loading' && <p aria-busy="true">{s('leadPages.chartLoading')}</p>}
      {status === 'failed' && <p role="alert">{s('leadPages.chartFailed')}</p>}
      <div ref={box} role="img" aria-label={label} />
    </div>
  );
}
