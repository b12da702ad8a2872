import { useStore } from '@nanostores/react';
import { formatRupees } from '../../../domain/money.ts';
import type { StringKey } from '../../i18n/keys.ts';
import { removeGift, restoreGift } from '../../stores/checkout/gifts.ts';
import { $checkoutServer } from '../../stores/checkout.ts';
import { Notice, useAction, useStrings } from '../account/ui.tsx';

/**
 * The cart's free gifts in the summary (domain/free-gifts.ts): each a ₹0 line labelled "Free gift" with
 * Remove, and a gift the customer removed offered back while the cart still qualifies.
 */
export function GiftLines() {
  const { s } = useStrings();
  const { cart } = useStore($checkoutServer);
  const action = useAction();
  if (!cart || (cart.freeGifts.length === 0 && cart.declinedGifts.length === 0)) return null;
  const nameOf = (gift: { sku: string; name: string }) => {
    const key = `gifts.items.${gift.sku}` as StringKey;
    const name = s(key);
    return name === key ? gift.name : name;
  };
  return (
    <div className="gift-lines">
      <ul className="summary-lines">
        {cart.freeGifts.map((gift) => (
          <li key={gift.sku} className="gift-line" data-sku={gift.sku}>
            <span>
              <span className="badge">{s('gifts.label')}</span> {nameOf(gift)} × {gift.qty}
            </span>
            <span>{formatRupees(gift.price.paise)}</span>
            <button type="button" className="link" disabled={action.busy} onClick={() => void action.act(() => removeGift(gift.sku))}>
              {s('gifts.remove', { name: nameOf(gift) })}
            </button>
          </li>
        ))}
      </ul>
      {cart.declinedGifts.map((gift) => (
        <p key={gift.sku}>
          <button type="button" className="link" disabled={action.busy} onClick={() => void action.act(() => restoreGift(gift.sku))}>
            {s('gifts.restore', { name: nameOf(gift) })}
          </button>
        </p>
      ))}
      <Notice notice={action.notice} />
    </div>
  );
}
