import { useState } from 'react';
import { FOLLOW_UP_INTERVALS, type FollowUpInterval, type LeadFilter } from '../../../../../domain/lead.ts';
import { type FollowUpRow, followUpGrid, heatLevel } from '../../../../stores/staff/lead-pages.ts';
import { type FollowUpAsk, loadFollowUpSummary, loadFollowUpSummaryByCamp, loadFollowUps } from '../../../../stores/staff/lead-pages-calls.ts';
import { Loadable, useLoad, useStrings } from '../../../account/ui.tsx';
import { dayText, followUpPath, LeadLine, PagedLeads } from './lead-ui.tsx';

/**
 * The follow-up list (staff-tools.md §2 /lead-follow-up): the nine filter categories of §4 by the four
 * intervals of §9 as a grid whose cells are shaded by how many leads wait in them (a look tells where
 * the work is); a cell, or a category's total, lists those leads below it, a page at a time (§4: a lead
 * already listed is not listed again). Below, the same counts for each of the latest camps.
 */
export function FollowUps() {
  const { s } = useStrings();
  const [ask, setAsk] = useState<FollowUpAsk | null>(null);
  const [round, setRound] = useState(0);
  const summary = useLoad(loadFollowUpSummary, [round]);
  const byCamp = useLoad(loadFollowUpSummaryByCamp, [round]);
  const choose = (next: FollowUpAsk) => {
    setAsk(next);
    requestAnimationFrame(() => document.getElementById('follow-up-list')?.scrollIntoView({ block: 'start' }));
  };
  return (
    <section className="lead-pages">
      <h2 id="follow-up-grid-title">{s('leadPages.followUpTitle')}</h2>
      <p className="hint">{s('leadPages.followUpIntro')}</p>
      <Loadable state={summary.state} retry={summary.reload}>
        {(data) => {
          const grid = followUpGrid(data.cells, data.totals);
          return <Grid rows={grid.rows} max={grid.max} chosen={ask} onChoose={(filter, interval) => choose({ filter, interval, healthCampSid: null })} />;
        }}
      </Loadable>
      <details className="lead-intervals">
        <summary>{s('leadPages.intervalsExplained')}</summary>
        <ul>
          {FOLLOW_UP_INTERVALS.map((interval) => (
            <li key={interval}>
              <strong>{s(`leads.interval.${interval}`)}</strong>: {s(`leadPages.intervalMeaning.${interval}`)}
            </li>
          ))}
        </ul>
      </details>
      <div id="follow-up-list">
        {ask && (
          <section aria-labelledby="follow-up-list-title">
            <h3 id="follow-up-list-title">
              {s(ask.filter === 'TOTAL_LEADS' || ask.filter === 'PENDING' ? `leads.filter.${ask.filter}` : `leads.source.${ask.filter}`)}
              {ask.interval ? ` · ${s(`leads.interval.${ask.interval}`)}` : ''}
              {ask.healthCampSid ? ` · ${byCampName(byCamp.state, ask.healthCampSid)}` : ''}
            </h3>
            <button type="button" className="button secondary" onClick={() => setRound((n) => n + 1)}>
              {s('leadPages.refresh')}
            </button>
            <PagedLeads
              deps={[ask.filter, ask.interval, ask.healthCampSid, round]}
              load={(start) => loadFollowUps(ask, start)}
              empty={s('leadPages.noFollowUps')}
              line={(lead) => <LeadLine key={lead.sid} lead={lead} href={followUpPath(lead.sid)} />}
            />
          </section>
        )}
      </div>
      <h2>{s('leadPages.byCampTitle')}</h2>
      <Loadable state={byCamp.state} retry={byCamp.reload}>
        {(camps) =>
          camps.length === 0 ? (
            <p role="status">{s('leadPages.noCamps')}</p>
          ) : (
            <ByCamp camps={camps} chosen={ask} onChoose={(healthCampSid, interval) => choose({ filter: 'TOTAL_LEADS', interval, healthCampSid })} />
          )
        }
      </Loadable>
    </section>
  );
}

type CampSummaries = Extract<Awaited<ReturnType<typeof loadFollowUpSummaryByCamp>>, { ok: true }>['data'];

function byCampName(state: { status: string; data?: CampSummaries }, sid: string): string {
  return state.status === 'done' ? (state.data?.find((row) => row.camp.sid === sid)?.camp.name ?? '') : '';
}

const filterLabel = (filter: LeadFilter) =>
  filter === 'TOTAL_LEADS' || filter === 'PENDING' ? (`leads.filter.${filter}` as const) : (`leads.source.${filter}` as const);

/** The grid: a row per category (its name, its total), a column per interval; each count a button that lists its leads. */
function Grid({
  rows,
  max,
  chosen,
  onChoose,
}: {
  rows: FollowUpRow[];
  max: number;
  chosen: FollowUpAsk | null;
  onChoose: (filter: LeadFilter, interval: FollowUpInterval | null) => void;
}) {
  const { s } = useStrings();
  const pressed = (filter: LeadFilter, interval: FollowUpInterval | null) =>
    chosen !== null && chosen.healthCampSid === null && chosen.filter === filter && chosen.interval === interval;
  return (
    <table className="follow-up-grid" aria-labelledby="follow-up-grid-title">
      <thead>
        <tr>
          <th scope="col">{s('leadPages.category')}</th>
          {FOLLOW_UP_INTERVALS.map((interval) => (
            <th scope="col" key={interval} title={s(`leads.interval.${interval}`)}>
              {s(`leadPages.intervalShort.${interval}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.filter}>
            <th scope="row">
              <button type="button" className="grid-row-name" aria-pressed={pressed(row.filter, null)} onClick={() => onChoose(row.filter, null)}>
                {s(filterLabel(row.filter))} <span className="grid-total">{row.total}</span>
              </button>
            </th>
            {row.cells.map((cell) => (
              <td key={cell.interval} className={`heat-${heatLevel(cell.count, max)}`}>
                <button
                  type="button"
                  aria-pressed={pressed(row.filter, cell.interval)}
                  aria-label={s('leadPages.cellLabel', {
                    category: s(filterLabel(row.filter)),
                    interval: s(`leads.interval.${cell.interval}`),
                    count: cell.count,
                  })}
                  onClick={() => onChoose(row.filter, cell.interval)}
                >
                  {cell.count}
                </button>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The latest camps' follow-ups: a row per camp (its name, day and leads), a column per interval. */
function ByCamp({
  camps,
  chosen,
  onChoose,
}: {
  camps: CampSummaries;
  chosen: FollowUpAsk | null;
  onChoose: (healthCampSid: string, interval: FollowUpInterval | null) => void;
}) {
  const { s } = useStrings();
  const cellsOf = (row: CampSummaries[number]) => followUpGrid(row.cells).rows[0]?.cells ?? [];
  const max = Math.max(0, ...camps.flatMap((row) => cellsOf(row).map((cell) => cell.count)));
  return (
    <table className="follow-up-grid by-camp">
      <thead>
        <tr>
          <th scope="col">{s('leadPages.camp')}</th>
          {FOLLOW_UP_INTERVALS.map((interval) => (
            <th scope="col" key={interval} title={s(`leads.interval.${interval}`)}>
              {s(`leadPages.intervalShort.${interval}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {camps.map((row) => (
          <tr key={row.camp.sid}>
            <th scope="row">
              <button
                type="button"
                className="grid-row-name"
                aria-pressed={chosen?.healthCampSid === row.camp.sid && chosen.interval === null}
                onClick={() => onChoose(row.camp.sid, null)}
              >
                {row.camp.name} <span className="hint">{dayText(row.camp.date)}</span> <span className="grid-total">{row.leads}</span>
              </button>
            </th>
            {cellsOf(row).map((cell) => (
              <td key={cell.interval} className={`heat-${heatLevel(cell.count, max)}`}>
                <button
                  type="button"
                  aria-pressed={chosen?.healthCampSid === row.camp.sid && chosen.interval === cell.interval}
                  aria-label={s('leadPages.cellLabel', { category: row.camp.name, interval: s(`leads.interval.${cell.interval}`), count: cell.count })}
                  onClick={() => onChoose(row.camp.sid, cell.interval)}
                >
                  {cell.count}
                </button>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
