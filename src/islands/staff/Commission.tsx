import { useStore } from '@nanostores/react';
import { lineCommissionPaise } from '../../../domain/commission.ts';
import { formatRupees } from '../../../domain/money.ts';
import { $cart } from '../../stores/cart/state.ts';
import { $staffSession } from '../../stores/staff/state.ts';
import { useStrings } from '../account/ui.tsx';

/**
 * The staff user's commission on the selected customer's cart (staff-tools.md §1, §9; domain/commission.ts):
 * per line and in total, only when the user's show-commission toggle is on. Staff pages only: the
 * customer's own pages never show it.
 */
export function CommissionPanel() {
  const { s } = useStrings();
  const staff = useStore($staffSession);
  const cart = useStore($cart);
  const details = staff.details;
  if (!details?.showCommission || !staff.isCustomerSelected) return null;
  const lines = cart.items.map((line) => ({ line, paise: lineCommissionPaise(details, line) }));
  const total = lines.reduce((sum, entry) => sum + entry.paise, 0);
  return (
    <section className="staff-commission" aria-labelledby="staff-commission-title">
      <h2 id="staff-commission-title">{s('staff.commission.title')}</h2>
      {lines.length === 0 ? (
        <p>{s('staff.commission.empty')}</p>
      ) : (
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{s('staff.commission.product')}</th>
              <th scope="col">{s('staff.commission.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map(({ line, paise }) => (
              <tr key={line.sku}>
                <td>
                  {line.name} × {line.qty}
                </td>
                <td>{formatRupees(paise)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{s('staff.commission.total')}</th>
              <td>{formatRupees(total)}</td>
            </tr>
          </tfoot>
        </table>
      )}
      <p className="hint">{s('staff.commission.rates', { normal: details.commissionPercent, generic: details.genericCommissionPercent })}</p>
    </section>
  );
}
