import { useStore } from '@nanostores/react';
import { $checkout, $checkoutServer, updateCheckout } from '../../stores/checkout.ts';
import { Field, useStrings } from '../account/ui.tsx';

/** The hours of the day a reminder can come at (0-23). */
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** A refill reminder (storefront.md §3 reminderDetails; reminderTime 10 by default). */
export function ReminderSection() {
  const { s } = useStrings();
  const { reminder } = useStore($checkout);
  const set = (change: Partial<typeof reminder>) => updateCheckout({ reminder: { ...reminder, ...change } });
  return (
    <>
      <label className="choice">
        <input type="checkbox" checked={reminder.enabled} onChange={(event) => set({ enabled: event.target.checked })} /> {s('checkout.reminderEnable')}
      </label>
      {reminder.enabled && (
        <>
          <Field id="reminder-days" label={s('checkout.reminderDays')}>
            <input
              id="reminder-days"
              type="number"
              inputMode="numeric"
              min={1}
              max={365}
              value={reminder.purchaseDays}
              onChange={(event) => set({ purchaseDays: Math.min(365, Math.max(1, Number.parseInt(event.target.value, 10) || 1)) })}
            />
          </Field>
          <Field id="reminder-time" label={s('checkout.reminderTime')}>
            <select id="reminder-time" value={reminder.reminderTime} onChange={(event) => set({ reminderTime: Number(event.target.value) })}>
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {`${String(hour).padStart(2, '0')}:00`}
                </option>
              ))}
            </select>
          </Field>
        </>
      )}
    </>
  );
}

/** Payment (storefront.md §4, §9): cash on delivery by default, not for a virtual cart; online after packing; wallet when enabled. */
export function PaymentSection() {
  const { s } = useStrings();
  const checkout = useStore($checkout);
  const { paymentMethods, cart } = useStore($checkoutServer);
  return (
    <fieldset className="payment-choices">
      <legend className="visually-hidden">{s('checkout.steps.paymentDetails')}</legend>
      {paymentMethods.map((method) => (
        <label key={method.code} className="choice">
          <input
            type="radio"
            name="payment"
            value={method.code}
            checked={checkout.paymentMethod === method.code}
            onChange={() => updateCheckout({ paymentMethod: method.code })}
          />{' '}
          {s(`checkout.payment.${method.code}`)}
        </label>
      ))}
      {cart?.isVirtual && <p>{s('checkout.codHidden')}</p>}
    </fieldset>
  );
}

/** Payment offline: the method the order kept on the phone will use (cash on delivery unless chosen otherwise online). */
export function OfflinePayment() {
  const { s } = useStrings();
  const { paymentMethod } = useStore($checkout);
  return (
    <fieldset className="payment-choices">
      <legend className="visually-hidden">{s('checkout.steps.paymentDetails')}</legend>
      <label className="choice">
        <input type="radio" name="payment" value={paymentMethod} checked readOnly /> {s(`checkout.payment.${paymentMethod}`)}
      </label>
      <p>{s('checkout.offline.payment')}</p>
    </fieldset>
  );
}
