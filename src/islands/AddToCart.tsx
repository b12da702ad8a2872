import { useStore } from '@nanostores/react';
import { type IslandStrings, translateMessage, translatorOf } from '../i18n/island.ts';
import { $cartActivity, addToCart } from '../stores/cart.ts';

interface Props {
  sku: string;
  name: string;
  inStock: boolean;
  /** What the page shows of the product, for the line shown when the add waits offline. */
  pricePaise: number;
  urlPath: string;
  prescriptionRequired: boolean;
  strings: IslandStrings;
}

/** Quantity and the Add to cart button of the product page; the cart store does the work. */
export default function AddToCart({ sku, name, inStock, pricePaise, urlPath, prescriptionRequired, strings }: Props) {
  const s = translatorOf(strings);
  const activity = useStore($cartActivity);
  const pending = activity.pendingSku === sku && activity.error === null;
  const error = activity.error?.sku === sku ? translateMessage(activity.error, strings) : null;

  if (!inStock) {
    return <p className="badge oos">{s('product.outOfStock')}</p>;
  }
  return (
    <form
      className="add-to-cart"
      onSubmit={(event) => {
        event.preventDefault();
        // Read from the form, not from state: what was typed before the island hydrated counts too.
        void addToCart(sku, new FormData(event.currentTarget).get('qty'), { name, pricePaise, urlPath, prescriptionRequired });
      }}
      aria-label={s('cart.addNamed', { name })}
    >
      <label htmlFor={`qty-${sku}`}>{s('cart.quantity')}</label>
      <input id={`qty-${sku}`} name="qty" inputMode="numeric" defaultValue="1" size={4} />
      <button type="submit" disabled={pending}>
        {pending ? s('cart.adding') : s('cart.addToCart')}
      </button>
      {error && (
        <p role="alert" className="cart-error">
          {error}
        </p>
      )}
      <style>{`
        .add-to-cart { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-top: 12px; }
        .add-to-cart input { width: 4.5em; padding: 8px; font-size: 1rem; border: 1px solid var(--line); border-radius: 6px; }
        .add-to-cart button { padding: 10px 20px; font-size: 1rem; border: 0; border-radius: 6px; background: var(--accent); color: #fff; font-weight: 600; }
        .add-to-cart button:disabled { opacity: 0.6; }
        .cart-error { flex-basis: 100%; color: var(--danger); margin: 0; }
      `}</style>
    </form>
  );
}
