import { useStore } from '@nanostores/react';
import { MESSAGES } from '../../../domain/messages.ts';
import { formatRupees } from '../../../domain/money.ts';
import { formatIst } from '../../../domain/time.ts';
import { $offlineOrders, cancelOfflineOrder, type OfflineOrder, sendOfflineOrder } from '../../stores/offline-orders.ts';
import { useStrings } from '../account/ui.tsx';

/**
 * The orders kept on this phone because the network or the server failed (storefront.md §4): what each
 * waits for, and a button when it waits for the customer (the total changed, or sending is not automatic).
 */
export function OfflineOrdersPanel() {
  const { s, message } = useStrings();
  const orders = useStore($offlineOrders).filter((order) => order.state !== 'placed');
  if (orders.length === 0) return null;
  return (
    <section className="offline-orders" aria-labelledby="offline-orders-title">
      <h2 id="offline-orders-title">{s('checkout.offline.title')}</h2>
      <ul>
        {orders.map((order) => (
          <li key={order.clientOrderId} data-state={order.state}>
            <p>{s('checkout.offline.order', { time: formatIst(new Date(order.queuedAt).toISOString()), amount: formatRupees(order.grandTotalPaise) })}</p>
            {order.message && (
              <p role={order.state === 'refused' || order.state === 'expired' ? 'alert' : 'status'}>{message(keyedMessage(order, order.message))}</p>
            )}
            {order.state === 'queued' && <p>{s('checkout.offline.whenOnline')}</p>}
            {order.state === 'sending' && <p aria-busy="true">{s('checkout.offline.sending')}</p>}
            {order.state === 'confirm' && (
              <button type="button" onClick={() => void sendOfflineOrder(order.clientOrderId, { confirmed: true })}>
                {s('cart.send')}
              </button>
            )}{' '}
            {(order.state === 'queued' || order.state === 'confirm' || (order.state === 'sending' && !navigator.onLine)) && (
              <button type="button" className="link" onClick={() => void cancelOfflineOrder(order.clientOrderId)}>
                {s('checkout.offline.cancel')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The order's message with its key: a changed total is the one with a parameter (the order's new total);
 * the store keeps only the English of its messages, the others are keyed by their constant.
 */
function keyedMessage(order: OfflineOrder, message: string) {
  if (order.state !== 'confirm' || message === MESSAGES.offlineOrderWaiting) return message;
  return { message, messageKey: 'messages.offlineOrderChanged', params: { amount: formatRupees(order.grandTotalPaise) } };
}
