import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages.ts';
import { formatRupees } from '../../../domain/money.ts';
import { CANCEL_REASONS, DETRACTOR_REASONS, PROMOTER_REASONS } from '../../../domain/order-rules.ts';
import { formatIst } from '../../../domain/time.ts';
import type { CancelReason } from '../../gql/graphql.ts';
import type { StringKey } from '../../i18n/keys.ts';
import { cancelOrder, loadOrder, loadOrders, type Order, rateOrder, returnOrder, uploadPrescription } from '../../stores/account.ts';
import { reorder } from '../../stores/checkout.ts';
import { UploadForm } from './UploadForm.tsx';
import { Field, Loadable, Notice, useAction, useLoad, useStrings } from './ui.tsx';

const CANCEL_CODES = Object.keys(CANCEL_REASONS) as CancelReason[];

/** /my-account/orders: the order history, 20 a page. */
export function OrderList() {
  const { s, href } = useStrings();
  const [page, setPage] = useState(1);
  const { state, reload } = useLoad(() => loadOrders(page), [page]);
  return (
    <Loadable state={state} retry={reload}>
      {(orders) => {
        const pages = Math.max(1, Math.ceil(orders.total / orders.pageSize));
        if (orders.items.length === 0) return <p>{s('account.home.noOrders')}</p>;
        return (
          <>
            <ul className="order-list" aria-label={s('account.orders.title')}>
              {orders.items.map((order) => (
                <li key={order.id}>
                  <a href={href(`/my-account/orders/${encodeURIComponent(order.id)}`)}>{s('account.orders.number', { number: order.number })}</a>
                  <span className={`status status-${order.status.toLowerCase()}`}>{s(`account.orders.statuses.${order.status}`)}</span>
                  <span>{s('account.orders.placedOn', { date: formatIst(order.placedAt) })}</span>
                  <span>{s('account.orders.items', { count: order.items.reduce((n, i) => n + i.qty, 0) })}</span>
                  <strong>{formatRupees(order.grandTotal.paise)}</strong>
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav className="pager" aria-label={s('account.orders.page', { page, pages })}>
                <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {s('account.orders.previous')}
                </button>
                <span>{s('account.orders.page', { page, pages })}</span>
                <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {s('account.orders.next')}
                </button>
              </nav>
            )}
          </>
        );
      }}
    </Loadable>
  );
}

/** /my-account/orders/{id}: details, the six-step timeline in IST, cancel, return, rating, prescriptions. */
export function OrderDetail({ id }: { id: string }) {
  const { state, reload, set } = useLoad(() => loadOrder(id), [id]);
  return (
    <Loadable state={state} retry={reload}>
      {(order) => <OrderView order={order} onChange={set} />}
    </Loadable>
  );
}

function OrderView({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const { s, href } = useStrings();
  return (
    <article className="order-detail">
      <h2>
        {s('account.orders.number', { number: order.number })} ·{' '}
        <span className={`status status-${order.status.toLowerCase()}`}>{s(`account.orders.statuses.${order.status}`)}</span>
      </h2>
      <p>{s('account.orders.placedOn', { date: formatIst(order.placedAt) })}</p>

      <section aria-labelledby="timeline-heading">
        <h3 id="timeline-heading">{s('account.orders.timeline')}</h3>
        <ol className="timeline">
          {order.timeline.map((step) => (
            <li key={step.status} className={step.reached ? 'reached' : 'pending'} aria-current={step.reached ? undefined : undefined}>
              <strong>{s(`account.orders.statuses.${step.status}`)}</strong>
              <span>{step.reached && step.at ? formatIst(step.at) : s('account.orders.notReached')}</span>
              {step.reached && <p>{s(`account.orders.statusMessages.${step.status}`)}</p>}
            </li>
          ))}
        </ol>
      </section>

      <table className="order-items">
        <tbody>
          {order.items.map((item) => (
            <tr key={item.sku}>
              <td>{item.product?.urlPath ? <a href={href(item.product.urlPath)}>{item.name}</a> : item.name}</td>
              <td>{s('cart.qty', { qty: item.qty })}</td>
              <td>{formatRupees(item.rowTotal.paise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={2}>{s('account.orders.subtotal')}</th>
            <td>{formatRupees(order.subtotal.paise)}</td>
          </tr>
          <tr>
            <th colSpan={2}>{s('account.orders.shipping')}</th>
            <td>{formatRupees(order.shipping.paise)}</td>
          </tr>
          {order.discount.paise > 0 && (
            <tr>
              <th colSpan={2}>{s('account.orders.discount')}</th>
              <td>−{formatRupees(order.discount.paise)}</td>
            </tr>
          )}
          <tr>
            <th colSpan={2}>{s('account.orders.grandTotal')}</th>
            <td>
              <strong>{formatRupees(order.grandTotal.paise)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>

      <dl className="order-facts">
        <dt>{s('account.orders.payment')}</dt>
        <dd>
          {s(`account.orders.paymentMethods.${order.paymentMethod}`)} · {s(`account.orders.paymentStatuses.${order.paymentStatus}`)}
        </dd>
        <dt>{s('account.orders.deliverTo')}</dt>
        <dd>
          {order.address.name}, {order.address.apartment}, {order.address.street}, {order.address.city} {order.address.pinCode}
        </dd>
        {order.patient && (
          <>
            <dt>{s('account.orders.patient')}</dt>
            <dd>
              {order.patient.name}, {s('account.patients.years', { count: order.patient.age })}
            </dd>
          </>
        )}
      </dl>

      <p>
        {/* The invoice is this page printed (or saved as PDF): the print styles drop everything but the order. */}
        <button type="button" onClick={() => window.print()}>
          {s('account.orders.invoice')}
        </button>{' '}
        <OrderAgain order={order} />
      </p>
      <OrderPrescriptions order={order} onChange={onChange} />
      {order.cancellable && <CancelOrder order={order} onChange={onChange} />}
      {order.returnableUntil && <ReturnItems order={order} onChange={onChange} />}
      {(order.canRate || order.rating) && <RateOrder order={order} onChange={onChange} />}
    </article>
  );
}

/** Puts the order's lines back in the cart and goes to the checkout, as a repeat of this order. */
function OrderAgain({ order }: { order: Order }) {
  const { s, href } = useStrings();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const added = await reorder(order);
        setBusy(false);
        if (added > 0) window.location.assign(href('/checkout'));
      }}
    >
      {s('account.orders.orderAgain')}
    </button>
  );
}

function OrderPrescriptions({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const { s } = useStrings();
  const needs = order.items.some((item) => item.prescriptionRequired);
  if (!needs && order.prescriptions.length === 0) return null;
  return (
    <section aria-labelledby="order-rx-heading">
      <h3 id="order-rx-heading">{s('account.orders.prescriptions')}</h3>
      <ul>
        {order.prescriptions.map((p) => (
          <li key={p.id}>
            {p.fileName} · {s('account.prescriptions.uploadedOn', { date: formatIst(p.uploadedAt) })}
          </li>
        ))}
      </ul>
      <UploadForm
        id="order-rx-file"
        label={s('account.orders.uploadPrescription')}
        upload={(file) => uploadPrescription(file, order.id)}
        success={s('account.prescriptions.uploaded')}
        onUploaded={async () => {
          const reloaded = await loadOrder(order.id);
          if (reloaded.ok) onChange(reloaded.data);
        }}
      />
    </section>
  );
}

function CancelOrder({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const { s } = useStrings();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CancelReason | ''>('');
  const action = useAction();
  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)}>
        {s('account.orders.cancel')}
      </button>
    );
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        if (!reason) {
          action.setNotice({ tone: 'error', message: ACCOUNT_MESSAGES.selectRequired });
          return;
        }
        const cancelled = await action.act(() => cancelOrder(order.id, reason));
        if (cancelled) onChange(cancelled);
      }}
    >
      <fieldset>
        <legend>{s('account.orders.cancelTitle')}</legend>
        {CANCEL_CODES.map((code) => (
          <label key={code} className="choice">
            <input type="radio" name="reason" value={code} checked={reason === code} onChange={() => setReason(code)} />{' '}
            {s(`account.orders.cancelReasons.${code}`)}
          </label>
        ))}
      </fieldset>
      <Notice notice={action.notice} />
      <button type="submit" disabled={action.busy}>
        {s('account.orders.cancelConfirm')}
      </button>{' '}
      <button type="button" className="link" onClick={() => setOpen(false)}>
        {s('account.common.cancel')}
      </button>
    </form>
  );
}

function ReturnItems({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const { s } = useStrings();
  const [open, setOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const action = useAction();
  const returnable = order.items.filter((item) => item.returnable && item.returnedQty < item.qty);
  if (returnable.length === 0) return null;
  if (!open)
    return (
      <p>
        {order.returnableUntil && s('account.orders.returnUntil', { date: formatIst(order.returnableUntil) })}{' '}
        <button type="button" onClick={() => setOpen(true)}>
          {s('account.orders.return')}
        </button>
      </p>
    );
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        const items = Object.entries(quantities).map(([sku, qty]) => ({ sku, qty }));
        const returned = await action.act(() => returnOrder(order.id, items, reason), s('account.orders.returnRequested'));
        if (returned) onChange(returned);
      }}
    >
      <fieldset>
        <legend>{s('account.orders.returnTitle')}</legend>
        {returnable.map((item) => (
          <label key={item.sku} className="return-line">
            {item.name}{' '}
            <select
              aria-label={`${s('account.orders.returnQty')}: ${item.name}`}
              value={quantities[item.sku] ?? 0}
              onChange={(e) => setQuantities({ ...quantities, [item.sku]: Number(e.target.value) })}
            >
              {Array.from({ length: item.qty - item.returnedQty + 1 }, (_, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the options are the numbers 0..n themselves
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <Field id="return-reason" label={s('account.orders.returnReason')}>
        <input id="return-reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} />
      </Field>
      <Notice notice={action.notice} />
      <button type="submit" disabled={action.busy}>
        {s('account.orders.returnConfirm')}
      </button>
    </form>
  );
}

function RateOrder({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const { s } = useStrings();
  const [stars, setStars] = useState(0);
  const [reasons, setReasons] = useState<string[]>([]);
  const [remark, setRemark] = useState('');
  const action = useAction();
  if (order.rating) return <p>{s('account.orders.rated', { stars: order.rating.stars })}</p>;
  // The reasons are sent in the server's English wording and shown in the page's language.
  const [options, group]: [readonly string[], string] =
    stars === 0 ? [[], ''] : stars <= 3 ? [DETRACTOR_REASONS, 'detractors'] : [PROMOTER_REASONS, 'promoters'];
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        const rated = await action.act(() => rateOrder(order.id, { stars, reasons, remark: remark || null }));
        if (rated) onChange(rated);
      }}
    >
      <fieldset>
        <legend>{s('account.orders.rate')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="choice">
            <input
              type="radio"
              name="stars"
              value={n}
              checked={stars === n}
              onChange={() => {
                setStars(n);
                setReasons([]);
              }}
            />{' '}
            {s('account.orders.stars', { count: n })}
          </label>
        ))}
      </fieldset>
      {options.length > 0 && (
        <fieldset>
          <legend>{stars <= 3 ? s('account.orders.whatWentWrong') : s('account.orders.whatWentWell')}</legend>
          {options.map((reason, index) => (
            <label key={reason} className="choice">
              <input
                type="checkbox"
                checked={reasons.includes(reason)}
                onChange={(e) => setReasons(e.target.checked ? [...reasons, reason] : reasons.filter((r) => r !== reason))}
              />{' '}
              {s(`account.orders.${group}.${index}` as StringKey)}
            </label>
          ))}
        </fieldset>
      )}
      <Field id="rating-remark" label={s('account.orders.remark')}>
        <input id="rating-remark" value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={300} />
      </Field>
      <Notice notice={action.notice} />
      <button type="submit" disabled={action.busy || stars === 0}>
        {s('account.orders.submitRating')}
      </button>
    </form>
  );
}
