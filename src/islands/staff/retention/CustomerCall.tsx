import { useState } from 'react';
import { formatRupees } from '../../../../domain/money.ts';
import { daysSince } from '../../../../domain/retention.ts';
import { formatIst } from '../../../../domain/time.ts';
import { staffPath } from '../../../routing/routes.ts';
import { selectCustomer } from '../../../stores/staff/acting.ts';
import { dayText, loadCustomer, type RetentionCall, type RetentionCustomer } from '../../../stores/staff/retention.ts';
import { type ActionNotice, Loadable, Notice, useAction, useLoad, useStrings } from '../../account/ui.tsx';
import { FeedbackForm, MessageForm } from './CallForms.tsx';
import { feedbackText } from './feedback-text.ts';

/**
 * /customer-migration/{customerSid}: the customer on the call (their number to dial), their last order
 * and the one before it, their calls, the feedback form of the open call, a message through the
 * engagement service, and acting for them (the staff menu with the customer selected). Another
 * adviser's customer reads 'Call not found'.
 */
export function CustomerCall({ cusSid }: { cusSid: string }) {
  const { s, href } = useStrings();
  const { state, reload, set } = useLoad(() => loadCustomer(cusSid), [cusSid]);
  return (
    <section className="retention">
      <p>
        <a href={href(staffPath('customer-migration'))}>← {s('retention.back')}</a>
      </p>
      <Loadable state={state} retry={reload}>
        {(data) => <Customer data={data} update={set} />}
      </Loadable>
    </section>
  );
}

function Customer({ data, update }: { data: RetentionCustomer; update: (data: RetentionCustomer) => void }) {
  const { s, href } = useStrings();
  const acting = useAction();
  // Kept here: a call that is done leaves the form, and the word that it was saved stays.
  const [saved, setSaved] = useState<ActionNotice | null>(null);
  const onSaved = (call: RetentionCall) => {
    update({ ...data, calls: data.calls.map((c) => (c.id === call.id ? call : c)) });
    setSaved({ tone: 'success', message: s('retention.messages.feedbackSaved') });
  };
  const open = data.calls.find((c) => c.status === 'PENDING');
  const act = async () => {
    const selected = await acting.act(() => selectCustomer(data.customer.cusSid));
    if (selected) window.location.assign(href(staffPath('')));
  };
  return (
    <>
      <h2>{data.customer.name ?? data.customer.mobile}</h2>
      <p className="retention-contact">
        <a className="button" href={`tel:+91${data.customer.mobile}`}>
          {s('retention.customer.call', { mobile: data.customer.mobile })}
        </a>
        <button type="button" className="button secondary" disabled={acting.busy} onClick={() => void act()}>
          {acting.busy ? s('retention.acting') : s('retention.act')}
        </button>
      </p>
      <Notice notice={acting.notice} />
      <p>
        {s('retention.customer.orders', { count: data.orderCount })}
        {data.daysSinceLastOrder !== null && data.daysSinceLastOrder !== undefined && ` · ${s('retention.customer.days', { count: data.daysSinceLastOrder })}`}
      </p>
      <LastOrder data={data} />
      {open && (
        <>
          <FeedbackForm key={open.id} call={open} saved={onSaved} />
          <Notice notice={saved} />
          <MessageForm call={open} />
        </>
      )}
      {!open && <Notice notice={saved} />}
      {!open && <p className="hint">{s('retention.form.closed')}</p>}
      <h3>{s('retention.calls.title')}</h3>
      <ol className="retention-history">
        {data.calls.map((call) => (
          <li key={call.id}>
            <strong>{s(`retention.kind.${call.kind}`)}</strong> · {s(`retention.status.${call.status}`)} ·{' '}
            {s('retention.foundAt', { time: formatIst(call.foundAt) })}
            {call.feedback && <span> · {feedbackText(call.feedback, s)}</span>}
            {call.nextCallOn && call.status === 'PENDING' && <span> · {s('retention.nextCall', { day: dayText(call.nextCallOn) })}</span>}
            {call.doneAt && <span> · {s('retention.doneAt', { time: formatIst(call.doneAt) })}</span>}
            {call.notes && <p className="retention-notes">{call.notes}</p>}
          </li>
        ))}
      </ol>
    </>
  );
}

/** The last order that was not cancelled (retention-order-details, migration-last-order-details), and how the one before it came. */
function LastOrder({ data }: { data: RetentionCustomer }) {
  const { s } = useStrings();
  const order = data.lastOrder;
  return (
    <section aria-labelledby="retention-last-order">
      <h3 id="retention-last-order">{s('retention.lastOrder.title')}</h3>
      {!order ? (
        <p>{s('retention.lastOrder.none')}</p>
      ) : (
        <>
          <dl className="retention-order">
            <dt>{s('retention.lastOrder.number')}</dt>
            <dd>{order.number}</dd>
            <dt>{s('retention.lastOrder.placedAt')}</dt>
            <dd>
              {formatIst(order.placedAt)} ({s('retention.customer.days', { count: daysSince(order.placedAt, new Date()) })})
            </dd>
            <dt>{s('retention.lastOrder.channel')}</dt>
            <dd>{s(`retention.channel.${order.channel}`)}</dd>
            {order.placedBy && (
              <>
                <dt>{s('retention.lastOrder.placedBy')}</dt>
                <dd>
                  {order.placedBy.name ?? ''} ({s(`staff.roles.${order.placedBy.role}`)})
                </dd>
              </>
            )}
            {order.shop && (
              <>
                <dt>{s('retention.lastOrder.shop')}</dt>
                <dd>{order.shop}</dd>
              </>
            )}
            <dt>{s('retention.lastOrder.status')}</dt>
            <dd>{s(`account.orders.statuses.${order.status}`)}</dd>
            <dt>{s('retention.lastOrder.payment')}</dt>
            <dd>{s(`account.orders.paymentMethods.${order.paymentMethod}`)}</dd>
            <dt>{s('retention.lastOrder.total')}</dt>
            <dd>{formatRupees(order.total.paise)}</dd>
            <dt>{s('retention.lastOrder.deliverTo')}</dt>
            <dd>
              {order.city} {order.pinCode}
            </dd>
          </dl>
          <h4>{s('retention.lastOrder.items')}</h4>
          <ul className="retention-items">
            {order.items.map((item) => (
              <li key={item.sku}>
                {item.name} × {item.qty} · {formatRupees(item.price.paise)}
              </li>
            ))}
          </ul>
        </>
      )}
      {data.previousOrder && (
        <p>{s('retention.previousOrder', { time: formatIst(data.previousOrder.placedAt), channel: s(`retention.channel.${data.previousOrder.channel}`) })}</p>
      )}
    </section>
  );
}
