import type { CSSProperties } from 'react';
import { type RetentionSummary, summaryBars } from '../../../stores/staff/retention.ts';
import { useStrings } from '../../account/ui.tsx';

/**
 * The counts (cio-total-summary, cio-fh-migration-summary, cio-retention-summary): each kind's pending
 * and done calls as bars a person takes in at a glance, the numbers beside them, the calls due today;
 * for an admin a table per adviser.
 */
export function CallSummary({ summary, admin }: { summary: RetentionSummary; admin: boolean }) {
  const { s } = useStrings();
  const share = (value: number) => ({ '--share': value }) as CSSProperties;
  return (
    <section className="retention-summary" aria-labelledby="retention-summary-title">
      <h2 id="retention-summary-title">{s('retention.summary.title')}</h2>
      <p className="retention-totals">
        <span>
          {s('retention.summary.total')}: <strong>{summary.total.pending}</strong> {s('retention.summary.pending')} · <strong>{summary.total.done}</strong>{' '}
          {s('retention.summary.done')}
        </span>
        <span className="retention-due">
          {s('retention.summary.due')}: <strong>{summary.total.due}</strong>
        </span>
      </p>
      <dl className="retention-bars" aria-label={s('retention.summary.chart')}>
        {summaryBars(summary).map((row) => (
          <div key={row.kind} className="retention-bar-row">
            <dt>{s(`retention.kind.${row.kind}`)}</dt>
            <dd>
              {row.pending > 0 && <span className="retention-bar is-pending" style={share(row.pendingShare)} aria-hidden="true" />}
              <span className="retention-bar-label">
                {row.pending} {s('retention.summary.pending')}
              </span>
            </dd>
            <dd>
              {row.done > 0 && <span className="retention-bar is-done" style={share(row.doneShare)} aria-hidden="true" />}
              <span className="retention-bar-label">
                {row.done} {s('retention.summary.done')}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {admin && summary.byAdviser.length > 0 && (
        <table className="staff-table retention-advisers">
          <caption>{s('retention.summary.byAdviser')}</caption>
          <thead>
            <tr>
              <th scope="col">{s('retention.filter.adviser')}</th>
              <th scope="col">{s('retention.summary.pending')}</th>
              <th scope="col">{s('retention.summary.due')}</th>
              <th scope="col">{s('retention.summary.done')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.byAdviser.map((row) => (
              <tr key={row.adviser?.id ?? 'none'}>
                <th scope="row">{row.adviser ? (row.adviser.name ?? row.adviser.id) : s('retention.summary.unassigned')}</th>
                <td>{row.total.pending}</td>
                <td>{row.total.due}</td>
                <td>{row.total.done}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
