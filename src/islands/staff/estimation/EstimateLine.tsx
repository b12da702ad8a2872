import { useStore } from '@nanostores/react';
import { type FormEvent, useId, useState } from 'react';
import { lineCommissionPaise } from '../../../../domain/commission.ts';
import { formatRupees } from '../../../../domain/money.ts';
import type { EstimateChoice, EstimateItemFieldsFragment, EstimateProductFieldsFragment } from '../../../gql/graphql.ts';
import type { LineChange } from '../../../stores/staff/estimation-calls.ts';
import { $staffSession } from '../../../stores/staff/state.ts';
import { checkQuantity } from '../../../stores/staff/typed-quantity.ts';
import { useStrings } from '../../account/ui.tsx';
import { rupees, Saving, useUnitName } from './estimation-ui.tsx';

export type EstimationView = 'REQUESTED' | 'SUGGESTED';

/** Where the alternatives of a line's product are shown (/order-suggestion/?estimate=…&sku=…). */
export const suggestionPath = (estimateId: string, sku: string) =>
  `/order-suggestion/?estimate=${encodeURIComponent(estimateId)}&sku=${encodeURIComponent(sku)}`;

interface Props {
  estimateId: string;
  item: EstimateItemFieldsFragment;
  view: EstimationView;
  editable: boolean;
  busy: boolean;
  onChange: (line: LineChange) => void;
}

/**
 * One line of an estimation (Estimate item, staff-tools.md §3) in the Requested Drugs or the Suggested
 * Drugs view: the product, its MRP, price, discount and discount %, its stock, the quantity (checked with
 * the cart's messages before it is sent), the line's total and saving, which product the order takes, a
 * way to the other alternatives, and the staff user's commission when their toggle is on.
 */
export function EstimateLine({ estimateId, item, view, editable, busy, onChange }: Props) {
  const { s, message, href } = useStrings();
  const details = useStore($staffSession).details;
  const id = useId();
  const [qtyText, setQtyText] = useState(String(item.qty));
  const [qtyError, setQtyError] = useState<string | null>(null);
  const shown = view === 'SUGGESTED' && item.suggested ? item.suggested : item.requested;
  const showsSuggestion = view === 'SUGGESTED' && item.suggested !== null;
  const total = showsSuggestion ? (item.suggestedTotal ?? item.requestedTotal) : item.requestedTotal;
  const chosen = item.choice === 'SUGGESTED' && item.suggested ? item.suggested : item.requested;
  const chosenQty = item.choice === 'SUGGESTED' && item.suggested ? (item.suggestedQty ?? item.qty) : item.qty;

  function saveQty(event: FormEvent) {
    event.preventDefault();
    const checked = checkQuantity(qtyText);
    if (!checked.ok) {
      setQtyError(message(checked));
      return;
    }
    setQtyError(null);
    if (checked.qty !== item.qty) onChange({ sku: item.requested.sku, qty: checked.qty, choice: item.choice });
  }
  const choose = (choice: EstimateChoice) => onChange({ sku: item.requested.sku, qty: item.qty, choice });

  return (
    <li className={`estimation-line${shown.outOfStock ? ' is-oos' : ''}`}>
      <h3 className="estimation-line-name">
        {item.itemNo}. {shown.name}
      </h3>
      <p className="hint">
        {shown.manufacturer}
        {shown.packSizeLabel ? ` · ${shown.packSizeLabel}` : ''}
        {shown.prescriptionRequired ? ` · ${s('estimation.line.rx')}` : ''}
      </p>
      {showsSuggestion && <p className="hint">{s('estimation.line.insteadOf', { name: item.requested.name })}</p>}
      <ProductFigures product={shown} />
      {editable ? (
        <form className="estimation-qty" noValidate onSubmit={saveQty}>
          <label htmlFor={`${id}-qty`}>{s('estimation.line.qty')}</label>
          <input
            id={`${id}-qty`}
            inputMode="numeric"
            value={qtyText}
            aria-invalid={qtyError ? true : undefined}
            aria-describedby={qtyError ? `${id}-qty-error` : undefined}
            onChange={(e) => setQtyText(e.target.value)}
          />
          <button type="submit" className="button secondary" disabled={busy}>
            {s('estimation.line.update')}
          </button>
          {qtyError && (
            <small id={`${id}-qty-error`} role="alert" className="field-error">
              {qtyError}
            </small>
          )}
        </form>
      ) : (
        <p>
          {s('estimation.line.qty')}: {item.qty}
        </p>
      )}
      {showsSuggestion && item.suggestedQty !== null && <p className="hint">{s('estimation.line.suggestedQty', { qty: item.suggestedQty })}</p>}
      <p>
        {s('estimation.line.total')}: <strong>{rupees(total)}</strong>
      </p>
      {item.suggested ? (
        <p className="estimation-saving">
          {s('estimation.line.saving')}: <Saving amount={item.saving} percent={item.savingPercent} />
        </p>
      ) : (
        <p className="hint">{s('estimation.line.noSuggestion')}</p>
      )}
      {item.suggested && (
        <fieldset className="estimation-choice" disabled={!editable || busy}>
          <legend>{s('estimation.line.choose')}</legend>
          {(['REQUESTED', 'SUGGESTED'] as const).map((choice) => (
            <label key={choice} className="choice">
              <input type="radio" name={`${id}-choice`} checked={item.choice === choice} onChange={() => choose(choice)} />
              {s(choice === 'REQUESTED' ? 'estimation.line.chooseRequested' : 'estimation.line.chooseSuggested')}
            </label>
          ))}
        </fieldset>
      )}
      {editable && (
        <a className="button secondary" href={href(suggestionPath(estimateId, item.requested.sku))}>
          {s('estimation.line.alternatives')}
        </a>
      )}
      {details?.showCommission && (
        <p className="hint">
          {s('estimation.line.commission', {
            amount: formatRupees(lineCommissionPaise(details, { sku: chosen.sku, qty: chosenQty, pricePaise: chosen.price.paise })),
          })}
        </p>
      )}
    </li>
  );
}

/** MRP, price, discount, discount % and stock of one product, as a short list of figures. */
export function ProductFigures({ product }: { product: EstimateProductFieldsFragment }) {
  const unitName = useUnitName();
  const { s } = useStrings();
  return (
    <dl className="estimation-figures">
      <div>
        <dt>{s('estimation.line.mrp')}</dt>
        <dd>{rupees(product.mrp)}</dd>
      </div>
      <div>
        <dt>{s('estimation.line.price')}</dt>
        <dd>
          <strong>{rupees(product.price)}</strong>
        </dd>
      </div>
      <div>
        <dt>{s('estimation.line.discount')}</dt>
        <dd>{rupees(product.discount)}</dd>
      </div>
      <div>
        <dt>{s('estimation.line.discountPercent')}</dt>
        <dd>{product.discountPercent}%</dd>
      </div>
      <div>
        <dt>{s('estimation.line.stock')}</dt>
        <dd className={product.outOfStock ? 'notice-error' : undefined}>
          {product.outOfStock ? s('estimation.line.outOfStock') : s('estimation.line.inStock', { qty: product.stockQty })}
        </dd>
      </div>
      {product.unitPrice && (
        <div>
          <dt>{s('estimation.line.pack')}</dt>
          <dd>{s('estimation.line.unitPrice', { price: rupees(product.unitPrice), unit: unitName(product.unit) })}</dd>
        </div>
      )}
    </dl>
  );
}
