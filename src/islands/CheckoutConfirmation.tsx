import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { formatRupees } from '../../domain/money.ts';
import type { OrderStatus } from '../../domain/order-rules.ts';
import type { IslandStrings } from '../i18n/island.ts';
import { $lastOrder } from '../stores/checkout.ts';
import { resumeOfflineOrders } from '../stores/offline-orders.ts';
import { UiContext, useStrings } from './account/ui.tsx';
import { OfflineOrdersPanel } from './checkout/OfflineOrdersPanel.tsx';
import { useMounted } from './useMounted.ts';

/**
 * /checkout-confirmation, the thank-you page (storefront.md §2): the order just placed on this phone,
 * with what comes next: paying online, the prescription still to send, tracking the order.
 */
export default function CheckoutConfirmation({ strings, prefix }: { strings: IslandStrings; prefix: string }) {
  const ui = useMemo(() => ({ strings, prefix }), [strings, prefix]);
  return (
    <UiContext.Provider value={ui}>
      <Confirmation />
    </UiContext.Provider>
  );
}

function Confirmation() {
  const { s, href } = useStrings();
  const mounted = useMounted();
  const order = useStore($lastOrder);
  // §4: on the thank-you page, orders kept on the phone are sent without asking.
  useEffect(() => {
    void resumeOfflineOrders({ thankYouPage: true });
  }, []);
  if (!mounted) return <p aria-busy="true">{s('account.common.loading')}</p>;
  if (!order)
    return (
      <>
        <OfflineOrdersPanel />
        <p>
          {s('checkout.confirmation.noOrder')} <a href={href('/my-account/orders')}>{s('checkout.confirmation.myOrders')}</a>
        </p>
      </>
    );
  const orderPath = `/my-account/orders/${encodeURIComponent(order.id)}`;
  return (
    <div className="confirmation">
      <OfflineOrdersPanel />
      <p className="confirmation-lead" role="status">
        {s('checkout.confirmation.placed', { number: order.number })}
      </p>
      <p>{s('checkout.confirmation.total', { amount: formatRupees(order.grandTotalPaise) })}</p>
      <p>{s(`account.orders.statusMessages.${order.status as OrderStatus}`)}</p>
      {order.status === 'PENDING_APPROVAL' && (
        <p>
          {s('checkout.confirmation.pendingApproval')} <a href={href(`/t/${encodeURIComponent(order.id)}`)}>{s('checkout.confirmation.uploadRx')}</a>
        </p>
      )}
      {order.paymentMethod === 'ONLINE' && (
        <p>
          <a className="button-link" href={href(`/payment/${encodeURIComponent(order.id)}`)}>
            {s('checkout.confirmation.payNow')}
          </a>
        </p>
      )}
      <p>
        <a href={href(orderPath)}>{s('checkout.confirmation.viewOrder')}</a>
      </p>
    </div>
  );
}
