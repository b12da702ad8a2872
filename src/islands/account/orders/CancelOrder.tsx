import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../../domain/account-messages.ts';
import { CANCEL_REASONS } from '../../../../domain/order-rules.ts';
import type { CancelReason } from '../../../gql/graphql.ts';
import { cancelOrder, type Order } from '../../../stores/orders.ts';
import { Notice, useAction, useStrings } from '../ui.tsx';

const CANCEL_CODES = Object.keys(CANCEL_REASONS) as CancelReason[];

export function CancelOrder({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const { s } = useStrings();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CancelReason | ''>('');
  const action = useAction();
  if (!open)
    return (
      <p className="actions">
        <button type="button" className="button secondary" onClick={() => setOpen(true)}>
          {s('account.orders.cancel')}
        </button>
      </p>
    );
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        if (!reason) {
          action.setNotice({ tone: 'error', message: ACCOUNT_MESSAGES.selectRequired });
          return;
        }
        const cancelled = await action.act(() => cancelOrder(order.id, reason));
        if (cancelled) onChange(cancelled);
      }}
    >
      <fieldset>
        <legend>{s('account.orders.cancelTitle')}</legend>
        {CANCEL_CODES.map((code) => (
          <label key={code} className="choice">
            <input type="radio" name="reason" value={code} checked={reason === code} onChange={() => setReason(code)} />{' '}
            {s(`account.orders.cancelReasons.${code}`)}
          </label>
        ))}
      </fieldset>
      <Notice notice={action.notice} />
      <div className="actions">
        <button type="submit" className="button" disabled={action.busy}>
          {s('account.orders.cancelConfirm')}
        </button>
        <button type="button" className="button secondary" onClick={() => setOpen(false)}>
          {s('account.orders.keepOrder')}
        </button>
      </div>
    </form>
  );
}
