import { useState } from 'react';
import { DETRACTOR_REASONS, PROMOTER_REASONS } from '../../../../domain/order-rules.ts';
import type { StringKey } from '../../../i18n/keys.ts';
import { type Order, rateOrder } from '../../../stores/orders.ts';
import { Field, Notice, useAction, useStrings } from '../ui.tsx';

export function RateOrder({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const { s } = useStrings();
  const [stars, setStars] = useState(0);
  const [reasons, setReasons] = useState<string[]>([]);
  const [remark, setRemark] = useState('');
  const action = useAction();
  if (order.rating) return <p>{s('account.orders.rated', { stars: order.rating.stars })}</p>;
  // The reasons are sent in the server's English wording and shown in the page's language.
  const [options, group]: [readonly string[], string] =
    stars === 0 ? [[], ''] : stars <= 3 ? [DETRACTOR_REASONS, 'detractors'] : [PROMOTER_REASONS, 'promoters'];
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        const rated = await action.act(() => rateOrder(order.id, { stars, reasons, remark: remark || null }));
        if (rated) onChange(rated);
      }}
    >
      <fieldset>
        <legend>{s('account.orders.rate')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="choice">
            <input
              type="radio"
              name="stars"
              value={n}
              checked={stars === n}
              onChange={() => {
                setStars(n);
                setReasons([]);
              }}
            />{' '}
            {s('account.orders.stars', { count: n })}
          </label>
        ))}
      </fieldset>
      {options.length > 0 && (
        <fieldset>
          <legend>{stars <= 3 ? s('account.orders.whatWentWrong') : s('account.orders.whatWentWell')}</legend>
          {options.map((reason, index) => (
            <label key={reason} className="choice">
              <input
                type="checkbox"
                checked={reasons.includes(reason)}
                onChange={(e) => setReasons(e.target.checked ? [...reasons, reason] : reasons.filter((r) => r !== reason))}
              />{' '}
              {s(`account.orders.${group}.${index}` as StringKey)}
            </label>
          ))}
        </fieldset>
      )}
      <Field id="rating-remark" label={s('account.orders.remark')}>
        <input id="rating-remark" value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={300} />
      </Field>
      <Notice notice={action.notice} />
      <button type="submit" className="button" disabled={action.busy || stars === 0}>
        {s('account.orders.submitRating')}
      </button>
    </form>
  );
}
