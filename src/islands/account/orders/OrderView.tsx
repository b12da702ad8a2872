import { formatRupees } from '../../../../domain/money.ts';
import { formatIst } from '../../../../domain/time.ts';
import type { Order } from '../../../stores/orders.ts';
import { useStrings } from '../ui.tsx';
import { CancelOrder } from './CancelOrder.tsx';
import { OrderAgain } from './OrderAgain.tsx';
import { OrderPrescriptions } from './OrderPrescriptions.tsx';
import { RateOrder } from './RateOrder.tsx';
import { ReturnItems } from './ReturnItems.tsx';

export function OrderView({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
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
