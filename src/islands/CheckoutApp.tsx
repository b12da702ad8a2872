import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { IslandStrings } from '../i18n/island.ts';
import { $cart, $cartSynced } from '../stores/cart.ts';
import { checkPricesIfStale, notePriceAge } from '../stores/checkout/gifts.ts';
import { $checkout, loadCheckout, resumeCheckout, type Section } from '../stores/checkout.ts';
import { $online } from '../stores/network.ts';
import { onOfflineOrderPlaced, resumeOfflineOrders } from '../stores/offline-orders.ts';
import { $session } from '../stores/session.ts';
import { LoginForm } from './account/LoginForm.tsx';
import { UiContext, useStrings } from './account/ui.tsx';
import { OfflineOrdersPanel } from './checkout/OfflineOrdersPanel.tsx';
import { OfflinePayment, PaymentSection, ReminderSection } from './checkout/OptionsSections.tsx';
import { PrescriptionSection } from './checkout/PrescriptionSection.tsx';
import { OfflineAddress, ShippingSection } from './checkout/ShippingSection.tsx';
import { SummarySection } from './checkout/SummarySection.tsx';
import { useMounted } from './useMounted.ts';

interface Props {
  strings: IslandStrings;
  prefix: string;
  /** /checkout-quick: the short form (no reminder, the default payment). */
  quick: boolean;
}

/**
 * /checkout and /checkout-quick (storefront.md §2, §3 checkout state): personal details (sign-in by
 * OTP), the delivery address, the prescription when a medicine needs one, a refill reminder, payment
 * (cash on delivery by default), the summary with the coupon, and Place order. The cart and its totals
 * are the server's; the choices are kept on the phone for 30 minutes after the last change.
 */
export default function CheckoutApp({ strings, prefix, quick }: Props) {
  const ui = useMemo(() => ({ strings, prefix }), [strings, prefix]);
  return (
    <UiContext.Provider value={ui}>
      <Checkout quick={quick} />
    </UiContext.Provider>
  );
}

function Checkout({ quick }: { quick: boolean }) {
  const { s, href } = useStrings();
  const mounted = useMounted();
  // Price sync: the cart's age as the page opens, before its own sync renews it (stores/checkout/gifts.ts).
  useState(() => typeof window !== 'undefined' && notePriceAge());
  const session = useStore($session);
  const cart = useStore($cart);
  const checkout = useStore($checkout);
  // Offline, the sections show what an order kept on the phone will use, and ask the server nothing.
  const online = useStore($online);
  // Listening to $cart has started its sync with the server cart (stores/cart/sync.ts, onMount).
  const loaded = useStore($cartSynced);

  useEffect(() => {
    resumeCheckout();
    void resumeOfflineOrders();
    // An order kept on the phone and sent later: the thank-you page has it.
    return onOfflineOrderPlaced(() => window.location.assign(href('/checkout-confirmation')));
  }, [href]);

  useEffect(() => {
    if (session.isUserLoggedIn && cart.cartId && loaded && online) void loadCheckout().then(checkPricesIfStale);
  }, [session.isUserLoggedIn, cart.cartId, loaded, online]);

  if (!mounted || !loaded) return <p aria-busy="true">{s('account.common.loading')}</p>;
  if (cart.items.length === 0)
    return (
      <div className="checkout-empty">
        <OfflineOrdersPanel />
        <p>{s('checkout.emptyCart')}</p>
        <p>
          <a href={href('/')}>{s('checkout.continueShopping')}</a>
        </p>
      </div>
    );

  const needsRx = cart.items.some((item) => item.prescriptionRequired);
  const step = (section: Section | 'summary', n: number, children: React.ReactNode) => (
    <section className={`checkout-step${checkout.activeSection === section ? ' active' : ''}`} aria-labelledby={`step-${section}`} key={section}>
      <h2 id={`step-${section}`}>
        <span className="step-number">{n}</span> {s(`checkout.steps.${section}`)}
      </h2>
      {children}
    </section>
  );
  const steps: [Section | 'summary', React.ReactNode][] = [
    [
      'personalDetails',
      session.isUserLoggedIn ? (
        <p key="signed-in">
          {s('checkout.signedInAs', { who: session.user?.name ? `${session.user.name} (${session.user.mobile})` : (session.user?.mobile ?? '') })}
        </p>
      ) : (
        <div key="login">
          <p>{s('checkout.loginFirst')}</p>
          <LoginForm />
        </div>
      ),
    ],
  ];
  if (session.isUserLoggedIn) {
    steps.push(['shippingDetails', online ? <ShippingSection key="shipping" /> : <OfflineAddress key="shipping-offline" />]);
    if (needsRx || !quick) steps.push(['prescription', <PrescriptionSection key="rx" needed={needsRx} online={online} />]);
    if (!quick) steps.push(['reminderDetails', <ReminderSection key="reminder" />]);
    steps.push(['paymentDetails', online ? <PaymentSection key="payment" /> : <OfflinePayment key="payment-offline" />]);
  }
  return (
    <div className="checkout">
      <OfflineOrdersPanel />
      <div className="checkout-steps">{steps.map(([section, body], index) => step(section, index + 1, body))}</div>
      <SummarySection />
    </div>
  );
}
