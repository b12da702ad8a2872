import { useState } from 'react';
import { formatIst } from '../../../../domain/time.ts';
import { type Order, returnOrder } from '../../../stores/orders.ts';
import { Field, Notice, useAction, useStrings } from '../ui.tsx';

export function ReturnItems({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const { s } = useStrings();
  const [open, setOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const action = useAction();
  const returnable = order.items.filter((item) => item.returnable && item.returnedQty < item.qty);
  if (returnable.length === 0) return null;
  if (!open)
    return (
      <p>
        {order.returnableUntil && s('account.orders.returnUntil', { date: formatIst(order.returnableUntil) })}{' '}
        <button type="button" className="button secondary" onClick={() => setOpen(true)}>
          {s('account.orders.return')}
        </button>
      </p>
    );
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        const items = Object.entries(quantities).map(([sku, qty]) => ({ sku, qty }));
        const returned = await action.act(() => returnOrder(order.id, items, reason), s('account.orders.returnRequested'));
        if (returned) onChange(returned);
      }}
    >
      <fieldset>
        <legend>{s('account.orders.returnTitle')}</legend>
        {returnable.map((item) => (
          <label key={item.sku} className="return-line">
            {item.name}{' '}
            <select
              aria-label={`${s('account.orders.returnQty')}: ${item.name}`}
              value={quantities[item.sku] ?? 0}
              onChange={(e) => setQuantities({ ...quantities, [item.sku]: Number(e.target.value) })}
            >
              {Array.from({ length: item.qty - item.returnedQty + 1 }, (_, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the options are the numbers 0..n themselves
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <Field id="return-reason" label={s('account.orders.returnReason')}>
        <input id="return-reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} />
      </Field>
      <Notice notice={action.notice} />
      <button type="submit" className="button" disabled={action.busy}>
        {s('account.orders.returnConfirm')}
      </button>
    </form>
  );
}
