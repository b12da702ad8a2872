import { loadOrder } from '../../../stores/orders.ts';
import { Loadable, useLoad, useStrings } from '../ui.tsx';
import { OrderView } from './OrderView.tsx';

/**
 * /my-account/orders/{id}: details, the timeline in IST, cancel, return, rating, prescriptions. An id that
 * is none of the customer's orders says so and leads to My orders: trying again would not find it.
 */
export function OrderDetail({ id }: { id: string }) {
  const { s, href } = useStrings();
  const { state, reload, set } = useLoad(() => loadOrder(id), [id]);
  if (state.status === 'error' && state.code === 'NOT_FOUND')
    return (
      <div role="alert" className="account-error">
        <p>{s('account.orders.notFound')}</p>
        <p>
          <a className="button secondary" href={href('/my-account/orders')}>
            {s('account.orders.backToOrders')}
          </a>
        </p>
      </div>
    );
  return (
    <Loadable state={state} retry={reload}>
      {(order) => <OrderView order={order} onChange={set} />}
    </Loadable>
  );
}
