import { useStore } from '@nanostores/react';
import { formatRupees } from '../../../domain/money.ts';
import { $priceChanges } from '../../stores/checkout/gifts.ts';
import { useStrings } from '../account/ui.tsx';

/** Price sync: what moved since the customer last saw the cart, shown above Place order (domain/price-sync.ts). */
export function PriceChanges() {
  const { s } = useStrings();
  const changes = useStore($priceChanges);
  if (changes.length === 0) return null;
  return (
    <div className="price-changes" role="alert">
      <p>
        <strong>{s('gifts.prices.title')}</strong>
      </p>
      <ul>
        {changes.map((c) => (
          <li key={c.sku}>{s('gifts.prices.change', { name: c.name, from: formatRupees(c.from.paise), to: formatRupees(c.to.paise) })}</li>
        ))}
      </ul>
      <p>{s('gifts.prices.confirm')}</p>
    </div>
  );
}
