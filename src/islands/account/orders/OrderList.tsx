import { useState } from 'react';
import { formatRupees } from '../../../../domain/money.ts';
import { formatIst } from '../../../../domain/time.ts';
import { loadOrders, placedByText } from '../../../stores/orders.ts';
import { Loadable, useLoad, useStrings } from '../ui.tsx';

/** /my-account/orders: the order history, 20 a page. */
export function OrderList() {
  const { s, href } = useStrings();
  const [page, setPage] = useState(1);
  const { state, reload } = useLoad(() => loadOrders(page), [page]);
  return (
    <Loadable state={state} retry={reload}>
      {(orders) => {
        const pages = Math.max(1, Math.ceil(orders.total / orders.pageSize));
        if (orders.items.length === 0) return <p>{s('account.home.noOrders')}</p>;
        return (
          <>
            <ul className="order-list" aria-label={s('account.orders.title')}>
              {orders.items.map((order) => {
                const placedBy = placedByText(order.placedBy, s);
                return (
                  <li key={order.id}>
                    <a href={href(`/my-account/orders/${encodeURIComponent(order.id)}`)}>{s('account.orders.number', { number: order.number })}</a>
                    <span className={`status status-${order.status.toLowerCase()}`}>{s(`account.orders.statuses.${order.status}`)}</span>
                    <span>{s('account.orders.placedOn', { date: formatIst(order.placedAt) })}</span>
                    {placedBy && <span className="placed-by">{placedBy}</span>}
                    <span>{s('account.orders.items', { count: order.items.reduce((n, i) => n + i.qty, 0) })}</span>
                    <strong>{formatRupees(order.grandTotal.paise)}</strong>
                  </li>
                );
              })}
            </ul>
            {pages > 1 && (
              <nav className="pager" aria-label={s('account.orders.page', { page, pages })}>
                <button type="button" className="button secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {s('account.orders.previous')}
                </button>
                <span>{s('account.orders.page', { page, pages })}</span>
                <button type="button" className="button secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {s('account.orders.next')}
                </button>
              </nav>
            )}
          </>
        );
      }}
    </Loadable>
  );
}
