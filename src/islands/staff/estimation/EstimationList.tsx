import { useStore } from '@nanostores/react';
import type { EstimationsQuery } from '../../../gql/graphql.ts';
import type { Outcome } from '../../../stores/outcome.ts';
import type { EstimationData } from '../../../stores/staff/estimation.ts';
import { createEstimationFromCart, fetchPreviousEstimation, loadEstimations } from '../../../stores/staff/estimation-calls.ts';
import { $staffSession } from '../../../stores/staff/state.ts';
import { Loadable, Notice, useAction, useLoad, useStrings } from '../../account/ui.tsx';
import { rupees, Saving, StatusLabel, timeText, useEstimationMessage } from './estimation-ui.tsx';

type Summary = EstimationsQuery['estimations']['items'][number];

/** Where one estimation is shown (/order-savings/?estimate=…). */
export const savingsPath = (estimateId: string) => `/order-savings/?estimate=${encodeURIComponent(estimateId)}`;

/**
 * All Estimates (staff-tools.md §2 /order-estimation/): the selected customer's estimations, newest
 * first, each with its status label; New Estimation from the customer's cart; Fetch Previous ('No
 * Previous Data Found' when there is none). Both open the estimation they give.
 */
export function EstimationList() {
  const { s, href } = useStrings();
  const say = useEstimationMessage();
  const customer = useStore($staffSession).selectedCustomer;
  const { state, reload } = useLoad(() => loadEstimations(), [customer?.cusSid]);
  const { busy, notice, act } = useAction();

  async function openWith(action: () => Promise<Outcome<EstimationData>>) {
    const made = await act(action);
    if (made) window.location.assign(href(savingsPath(made.estimateId)));
  }

  return (
    <section className="estimation" aria-labelledby="estimation-all-title">
      <p>{s('estimation.intro', { customer: customer?.name ?? customer?.mobile ?? '' })}</p>
      <div className="actions">
        <button type="button" className="button" disabled={busy} onClick={() => void openWith(createEstimationFromCart)}>
          {s('estimation.new')}
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={() => void openWith(fetchPreviousEstimation)}>
          {s('estimation.fetchPrevious')}
        </button>
      </div>
      <p className="hint">{s('estimation.newHint')}</p>
      {busy && <p aria-busy="true">{s('estimation.working')}</p>}
      {notice && <Notice notice={{ ...notice, message: say(notice) }} />}
      <h2 id="estimation-all-title">{s('estimation.all')}</h2>
      <Loadable state={state} retry={reload}>
        {(page) =>
          page.items.length === 0 ? (
            <p role="status" className="estimation-empty">
              {s('estimation.empty')}
            </p>
          ) : (
            <ul className="estimation-list">
              {page.items.map((estimation) => (
                <EstimationRow key={estimation.estimateId} estimation={estimation} />
              ))}
            </ul>
          )
        }
      </Loadable>
    </section>
  );
}

function EstimationRow({ estimation }: { estimation: Summary }) {
  const { s, href } = useStrings();
  const { totals } = estimation;
  return (
    <li>
      <a className="estimation-row" href={href(savingsPath(estimation.estimateId))}>
        <span className="estimation-row-top">
          <StatusLabel status={estimation.status} />
          <span className="hint">{s('estimation.createdAt', { time: timeText(estimation.createdAt) })}</span>
        </span>
        <span>
          {s('estimation.lines', { n: estimation.items.length })} · {rupees(totals.requested)} → {rupees(totals.suggested)}
        </span>
        <span className="estimation-saving">
          {s('estimation.totals.saving')}: <Saving amount={totals.saving} percent={totals.savingPercent} />
        </span>
        {estimation.orderNumber && <span>{s('estimation.order', { number: estimation.orderNumber })}</span>}
        {estimation.customerInterested && <span className="notice-success">{s('estimation.interested')}</span>}
        {estimation.createdByName && <span className="hint">{s('estimation.createdBy', { name: estimation.createdByName })}</span>}
      </a>
    </li>
  );
}
