import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatRupees } from '../../../domain/money.ts';
import type { StringKey } from '../../i18n/keys.ts';
import { $cart } from '../../stores/cart.ts';
import { afterPricesChanged } from '../../stores/checkout/gifts.ts';
import { $checkout, $checkoutServer, applyCoupon, isServerFailure, placeOrder, removeCoupon } from '../../stores/checkout.ts';
import { $online } from '../../stores/network.ts';
import { $session } from '../../stores/session.ts';
import { Field, Notice, useAction, useStrings } from '../account/ui.tsx';
import { CartTotalsList } from '../CartTotalsList.tsx';
import { GiftLines } from './GiftLines.tsx';
import { PriceChanges } from './PriceChanges.tsx';

/** The order summary: lines, the coupon, the server's totals, and Place order. */
export function SummarySection() {
  const { s, href } = useStrings();
  const cart = useStore($cart);
  const checkout = useStore($checkout);
  const session = useStore($session);
  const online = useStore($online);
  const { cart: serverCart } = useStore($checkoutServer);
  const coupon = useAction();
  const order = useAction();
  const [code, setCode] = useState('');
  const [failedCode, setFailedCode] = useState<string | null>(null);
  const applied = serverCart?.coupon ?? null;

  const place = async () => {
    setFailedCode(null);
    const placed = await order.act(async () => {
      const outcome = await placeOrder();
      if (!outcome.ok) setFailedCode(outcome.error.code);
      // Price sync: nothing was placed; the new prices are shown before the customer places it again.
      if (!outcome.ok && outcome.error.code === 'PRICES_CHANGED') return afterPricesChanged();
      return outcome;
    });
    if (placed) window.location.assign(href('/checkout-confirmation'));
  };
  // Kept on the phone it could not be (no IndexedDB): the same order goes again with Try again.
  const retrying = failedCode !== null && isServerFailure(failedCode) && checkout.pending !== null;
  const queued = failedCode === 'QUEUED';

  return (
    <section className="checkout-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{s('checkout.steps.summary')}</h2>
      <ul className="summary-lines">
        {cart.items.map((line) => (
          <li key={line.sku}>
            <span>
              {line.name} × {line.qty}
            </span>
            <span>{formatRupees(line.rowTotalPaise)}</span>
          </li>
        ))}
      </ul>
      <GiftLines />
      {session.isUserLoggedIn &&
        online &&
        (applied ? (
          <p className="coupon-applied">
            {s('checkout.couponApplied', { code: applied.coupon, amount: formatRupees(applied.discount.paise) })}{' '}
            <button type="button" className="link" disabled={coupon.busy} onClick={() => void coupon.act(removeCoupon, 'Coupon has been removed')}>
              {s('checkout.removeCoupon')}
            </button>
          </p>
        ) : (
          <form
            className="coupon-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void coupon.act(() => applyCoupon(code)).then((done) => done && setCode(''));
            }}
          >
            <Field id="coupon-code" label={s('checkout.coupon')}>
              <input id="coupon-code" value={code} autoCapitalize="characters" onChange={(event) => setCode(event.target.value)} />
            </Field>
            <button type="submit" className="button secondary" disabled={coupon.busy || code.trim() === ''}>
              {s('checkout.applyCoupon')}
            </button>
          </form>
        ))}
      <Notice notice={coupon.notice} />
      {cart.totals && <CartTotalsList totals={cart.totals} label={(code) => s(`cart.${code}` as StringKey)} savingsLabel={s('cart.savings')} />}
      <PriceChanges />
      <Notice notice={order.notice} />
      {retrying && <p>{s('checkout.retryNote')}</p>}
      {!online && session.isUserLoggedIn && !queued && (
        <p role="status" className="offline-notice">
          {s('checkout.offline.notice')}
        </p>
      )}
      <button
        type="button"
        className="place-order"
        disabled={order.busy || queued || !session.isUserLoggedIn || (!online && !checkout.address)}
        onClick={() => void place()}
      >
        {order.busy ? s('checkout.placing') : retrying ? s('checkout.retry') : s('checkout.placeOrder')}
      </button>
    </section>
  );
}
