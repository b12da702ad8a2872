import { useState } from 'react';
import { reorder } from '../../../stores/checkout.ts';
import type { Order } from '../../../stores/orders.ts';
import { useStrings } from '../ui.tsx';

/** Puts the order's lines back in the cart and goes to the checkout, as a repeat of this order. */
export function OrderAgain({ order }: { order: Order }) {
  const { s, href } = useStrings();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button"
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
