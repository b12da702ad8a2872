import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $currentEstimation, type EstimationData } from '../../../stores/staff/estimation.ts';
import {
  asksToConfirm,
  changeEstimationLine,
  type LineChange,
  openEstimation,
  orderEstimation,
  reEstimate,
  shareEstimation,
} from '../../../stores/staff/estimation-calls.ts';
import { Loadable, Notice, useAction, useLoad, useStrings } from '../../account/ui.tsx';
import { EstimateLine, type EstimationView } from './EstimateLine.tsx';
import { rupees, Saving, StatusLabel, timeText, useEstimationMessage } from './estimation-ui.tsx';

/** The estimation the page is about: ?estimate=… in its address, else the one the store keeps. */
export function estimateIdOfPage(): string | null {
  const asked = new URLSearchParams(window.location.search).get('estimate');
  return asked || ($currentEstimation.get()?.estimateId ?? null);
}

/**
 * One estimation (staff-tools.md §2 /order-savings/): the Requested Drugs and Suggested Drugs views of its
 * lines, the totals and what the customer saves, and Share, Order Now (with its question when some lines
 * are out of stock) and Re-Estimate. The estimation is read from the server on opening and kept in the
 * estimation store; every change comes back through it.
 */
export function EstimationDetail() {
  const { s, href } = useStrings();
  const [estimateId] = useState(estimateIdOfPage);
  const { state, reload } = useLoad<EstimationData | null>(async () => (estimateId ? openEstimation(estimateId) : { ok: true, data: null }), [estimateId]);
  const current = useStore($currentEstimation);
  if (!estimateId)
    return (
      <p role="status" className="estimation-empty">
        {s('estimation.none')} <a href={href('/order-estimation/')}>{s('estimation.backToAll')}</a>
      </p>
    );
  return (
    <Loadable state={state} retry={reload}>
      {() => (current && current.estimateId === estimateId ? <EstimationScreen estimation={current} /> : null)}
    </Loadable>
  );
}

function EstimationScreen({ estimation }: { estimation: EstimationData }) {
  const { s, href } = useStrings();
  const say = useEstimationMessage();
  const [view, setView] = useState<EstimationView>('SUGGESTED');
  const { busy, notice, setNotice, act } = useAction();
  const [confirming, setConfirming] = useState(false);
  const { estimateId, totals } = estimation;
  const editable = estimation.status !== 'ORDERED' && estimation.status !== 'DECODING';

  const change = (line: LineChange) => void act(() => changeEstimationLine(estimateId, line));
  async function share() {
    const shared = await act(() => shareEstimation(estimateId));
    if (shared) setNotice({ tone: 'success', message: 'SMS sent to the customer successfully', messageKey: 'staff.messages.smsSent' });
  }
  async function reprice() {
    const done = await act(() => reEstimate(estimateId));
    if (done) setNotice({ tone: 'success', message: s('estimation.reEstimated') });
  }
  async function order(confirmPartial: boolean) {
    setConfirming(false);
    setNotice(null);
    const reply = await orderEstimation(estimateId, confirmPartial);
    if (!reply.ok) {
      if (asksToConfirm(reply.error) && !confirmPartial) setConfirming(true);
      else setNotice({ tone: 'error', ...reply.error });
      return;
    }
    const skipped = reply.data.skipped.length > 0 ? ` ${s('estimation.orderedSkipped', { skus: reply.data.skipped.join(', ') })}` : '';
    setNotice({ tone: 'success', message: `${s('estimation.ordered', { n: reply.data.added.length })}${skipped}` });
    window.location.assign(href('/checkout'));
  }
  const ordering = (confirmPartial: boolean) => void act(async () => ({ ok: true as const, data: await order(confirmPartial) }));

  return (
    <section className="estimation" aria-labelledby="estimation-title">
      <h2 id="estimation-title" className="estimation-head">
        <StatusLabel status={estimation.status} />
        <span className="hint">{s('estimation.estimatedAt', { time: timeText(estimation.estimatedAt) })}</span>
      </h2>
      {estimation.orderNumber && <p>{s('estimation.order', { number: estimation.orderNumber })}</p>}
      {estimation.customerInterested && <p className="notice-success">{s('estimation.interested')}</p>}
      {estimation.sharedUntil && <p className="hint">{s('estimation.sharedUntil', { time: timeText(estimation.sharedUntil) })}</p>}

      <dl className="estimation-totals">
        <div>
          <dt>{s('estimation.totals.requested')}</dt>
          <dd>{rupees(totals.requested)}</dd>
        </div>
        <div>
          <dt>{s('estimation.totals.suggested')}</dt>
          <dd>{rupees(totals.suggested)}</dd>
        </div>
        <div className="estimation-saving">
          <dt>{s('estimation.totals.saving')}</dt>
          <dd>
            <Saving amount={totals.saving} percent={totals.savingPercent} />
          </dd>
        </div>
        <div>
          <dt>{s('estimation.totals.chosen')}</dt>
          <dd>
            <strong>{rupees(totals.chosen)}</strong>
          </dd>
        </div>
      </dl>

      <fieldset className="staff-tabs estimation-views">
        <legend className="visually-hidden">{s('estimation.views')}</legend>
        <div className="actions">
          {(['REQUESTED', 'SUGGESTED'] as const).map((entry) => (
            <button key={entry} type="button" className="button secondary" aria-pressed={view === entry} onClick={() => setView(entry)}>
              {s(entry === 'REQUESTED' ? 'estimation.requestedDrugs' : 'estimation.suggestedDrugs')}
            </button>
          ))}
        </div>
      </fieldset>

      {!editable && estimation.status === 'ORDERED' && <p className="hint">{s('estimation.readOnly')}</p>}
      <ol className="estimation-lines">
        {estimation.items.map((item) => (
          <EstimateLine
            key={`${item.requested.sku}-${item.qty}-${item.choice}-${item.suggested?.sku ?? ''}`}
            estimateId={estimateId}
            item={item}
            view={view}
            editable={editable}
            busy={busy}
            onChange={change}
          />
        ))}
      </ol>

      <h2>{s('estimation.actions')}</h2>
      {busy && <p aria-busy="true">{s('estimation.working')}</p>}
      {notice && <Notice notice={{ ...notice, message: say(notice) }} />}
      {confirming && (
        <div role="alertdialog" aria-labelledby="estimation-confirm" className="estimation-confirm">
          <p id="estimation-confirm">
            {say({ message: 'Some of your product(s) is/are out of stock!! Still want to add to cart?', messageKey: 'checkout.messages.someOutOfStock' })}
          </p>
          <div className="actions">
            <button type="button" className="button" disabled={busy} onClick={() => ordering(true)}>
              {s('estimation.confirmYes')}
            </button>
            <button type="button" className="button secondary" disabled={busy} onClick={() => setConfirming(false)}>
              {s('estimation.confirmNo')}
            </button>
          </div>
        </div>
      )}
      {editable && (
        <div className="actions estimation-actions">
          <button type="button" className="button" disabled={busy} onClick={() => ordering(false)}>
            {s('estimation.orderNow')}
          </button>
          <button type="button" className="button secondary" disabled={busy} onClick={() => void share()}>
            {s('estimation.share')}
          </button>
          <button type="button" className="button secondary" disabled={busy} onClick={() => void reprice()}>
            {s('estimation.reEstimate')}
          </button>
        </div>
      )}
      {editable && <p className="hint">{s('estimation.shareHint')}</p>}
      <p>
        <a href={href('/order-estimation/')}>{s('estimation.backToAll')}</a>
      </p>
    </section>
  );
}
