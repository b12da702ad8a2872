import { orderProgress } from '../../../../domain/order-progress.ts';
import { formatIst } from '../../../../domain/time.ts';
import type { Order } from '../../../stores/orders.ts';
import { useStrings } from '../ui.tsx';

/** The order's steps as they went (domain/order-progress.ts): waiting for a prescription, cancelled with its reason, or the six. */
export function OrderTimeline({ order }: { order: Order }) {
  const { s } = useStrings();
  return (
    <section aria-labelledby="timeline-heading">
      <h3 id="timeline-heading">{s('account.orders.timeline')}</h3>
      <ol className="timeline">
        {orderProgress(order).map((step) => (
          <li key={step.status} className={step.at ? 'reached' : 'pending'} aria-current={step.current ? 'step' : undefined}>
            <strong>{s(`account.orders.statuses.${step.status}`)}</strong>
            <span>{step.at ? formatIst(step.at) : s('account.orders.notReached')}</span>
            {step.at && <p>{s(`account.orders.statusMessages.${step.status}`)}</p>}
            {step.status === 'CANCELLED' && order.cancelReason && (
              <p>{s('account.orders.cancelReason', { reason: s(`account.orders.cancelReasons.${order.cancelReason}`) })}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
