import { formatRupees } from '../../domain/money.ts';
import type { CartTotals } from '../stores/cart.ts';

/**
 * The server's totals segments (subtotal, discount, shipping, platform fee, grand total) and the saving
 * on MRP, as the microcart and the checkout summary show them. `label` turns a segment code into text.
 */
export function CartTotalsList({ totals, label, savingsLabel }: { totals: CartTotals; label: (code: string, title: string) => string; savingsLabel: string }) {
  return (
    <dl className="totals">
      {totals.segments.map((segment) => (
        <div key={segment.code} className={`segment-${segment.code}`}>
          <dt>{label(segment.code, segment.title)}</dt>
          <dd>{formatRupees(segment.valuePaise)}</dd>
        </div>
      ))}
      {totals.savingsPaise > 0 && (
        <div className="savings">
          <dt>{savingsLabel}</dt>
          <dd>{formatRupees(totals.savingsPaise)}</dd>
        </div>
      )}
    </dl>
  );
}
