import { formatRupees } from '../../../../domain/money.ts';
import { paymentState } from '../../../../domain/order-progress.ts';
import { formatIst } from '../../../../domain/time.ts';
import { type Order, placedByText } from '../../../stores/orders.ts';
import { useStrings } from '../ui.tsx';
import { CancelOrder } from './CancelOrder.tsx';
import { OrderAgain } from './OrderAgain.tsx';
import { OrderPrescriptions } from './OrderPrescriptions.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { RateOrder } from './RateOrder.tsx';
import { ReturnItems } from './ReturnItems.tsx';

export function OrderView({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const { s, href } = useStrings();
  const placedBy = placedByText(order.placedBy, s);
  return (
    <article className="order-detail">
      <h2>
        {s('account.orders.number', { number: order.number })} ·{' '}
        <span className={`status status-${order.status.toLowerCase()}`}>{s(`account.orders.statuses.${order.status}`)}</span>
      </h2>
      <p>{s('account.orders.placedOn', { date: formatIst(order.placedAt) })}</p>
      {placedBy && <p className="placed-by">{placedBy}</p>}

      <OrderTimeline order={order} />

      <table className="order-items">
        <tbody>
          {order.items.map((item) => (
            <tr key={item.sku}>
              <td>
                {item.freeGift && `${s('gifts.label')}: `}
                {item.product?.urlPath ? <a href={href(item.product.urlPath)}>{item.name}</a> : item.name}
              </td>
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
          {s(`account.orders.paymentMethods.${order.paymentMethod}`)} · {s(`account.orders.paymentStatuses.${paymentState(order)}`)}
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

      <div className="actions">
        {/* The invoice is this page printed (or saved as PDF): the print styles drop everything but the order. A cancelled order has none. */}
        {order.status !== 'CANCELLED' && (
          <button type="button" className="button secondary" onClick={() => window.print()}>
            {s('account.orders.invoice')}
          </button>
        )}
        <OrderAgain order={order} />
      </div>
      <OrderPrescriptions order={order} onChange={onChange} />
      {order.cancellable && <CancelOrder order={order} onChange={onChange} />}
      {order.returnableUntil && <ReturnItems order={order} onChange={onChange} />}
      {(order.canRate || order.rating) && <RateOrder order={order} onChange={onChange} />}
    </article>
  );
}
