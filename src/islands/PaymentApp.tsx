import { useEffect, useMemo } from 'react';
import { formatRupees } from '../../domain/money.ts';
import type { IslandStrings } from '../i18n/island.ts';
import { completeDevPayment, loadPaymentStatus, startPayment } from '../stores/payment.ts';
import { SignedIn } from './account/SignedIn.tsx';
import { Loadable, Notice, UiContext, useAction, useLoad, useStrings } from './account/ui.tsx';

interface Props {
  strings: IslandStrings;
  prefix: string;
  /** 'pay': /payment/{orderSid}; 'status': /paymentStatus?orderId=… */
  mode: 'pay' | 'status';
  /** The order of /payment/{orderSid} (the status page reads ?orderId=). */
  orderId: string | null;
}

/** The payment page and the payment result (storefront.md §2 paymentPage, paymentStatus). */
export default function PaymentApp({ strings, prefix, mode, orderId }: Props) {
  const ui = useMemo(() => ({ strings, prefix }), [strings, prefix]);
  return (
    <UiContext.Provider value={ui}>
      <Payment mode={mode} orderId={orderId} />
    </UiContext.Provider>
  );
}

function Payment({ mode, orderId }: { mode: Props['mode']; orderId: string | null }) {
  return (
    <SignedIn>
      {() => {
        const id = orderId ?? new URLSearchParams(window.location.search).get('orderId') ?? '';
        return mode === 'pay' ? <PayForOrder orderId={id} /> : <PaymentStatus orderId={id} />;
      }}
    </SignedIn>
  );
}

/** An unknown order, or another customer's: the invalid-link page (paymentPageNotFound). */
function useInvalidLink(state: { status: string; code?: string }) {
  const { href } = useStrings();
  const invalid = state.status === 'error' && state.code === 'NOT_FOUND';
  useEffect(() => {
    if (invalid) window.location.replace(href('/invalid-url'));
  }, [invalid, href]);
}

function PayForOrder({ orderId }: { orderId: string }) {
  const { s, href } = useStrings();
  const { state, reload } = useLoad(() => startPayment(orderId), [orderId]);
  const pay = useAction();
  useInvalidLink(state);
  return (
    <Loadable state={state} retry={reload}>
      {(session) => (
        <div className="payment">
          <p>{s('checkout.payment.amount', { number: session.orderNumber, amount: formatRupees(session.amount.paise) })}</p>
          {session.outcomes.length > 0 && <p>{s('checkout.payment.testProvider')}</p>}
          <div className="payment-outcomes">
            {session.outcomes.map((outcome) => (
              <button
                key={outcome}
                type="button"
                disabled={pay.busy}
                onClick={async () => {
                  const done = await pay.act(() => completeDevPayment(session.sessionId, outcome));
                  if (done) window.location.assign(href(`/paymentStatus?orderId=${encodeURIComponent(orderId)}`));
                }}
              >
                {s(`checkout.payment.outcome.${outcome}`)}
              </button>
            ))}
          </div>
          <Notice notice={pay.notice} />
        </div>
      )}
    </Loadable>
  );
}

function PaymentStatus({ orderId }: { orderId: string }) {
  const { s, href, message } = useStrings();
  const { state, reload } = useLoad(() => loadPaymentStatus(orderId), [orderId]);
  useInvalidLink(state);
  return (
    <Loadable state={state} retry={reload}>
      {(report) => (
        <div className="payment-status">
          <p>{s('checkout.payment.amount', { number: report.orderNumber, amount: formatRupees(report.amount.paise) })}</p>
          <p role="status" className={`payment-${report.paymentStatus.toLowerCase()}`}>
            {report.message ? message(report.message) : s(`account.orders.paymentStatuses.${report.paymentStatus}`)}
          </p>
          {report.paymentMethod === 'ONLINE' &&
            report.paymentStatus !== 'SUCCESSFUL' &&
            report.message !== 'Pay option not available as order has been cancelled' && (
              <p>
                <a href={href(`/payment/${encodeURIComponent(orderId)}`)}>{s('checkout.payment.payAgain')}</a>
              </p>
            )}
          <p>
            <a href={href(`/my-account/orders/${encodeURIComponent(orderId)}`)}>{s('checkout.confirmation.viewOrder')}</a>
          </p>
        </div>
      )}
    </Loadable>
  );
}
