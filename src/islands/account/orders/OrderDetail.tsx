import { loadOrder } from '../../../stores/orders.ts';
import { Loadable, useLoad } from '../ui.tsx';
import { OrderView } from './OrderView.tsx';

/** /my-account/orders/{id}: details, the six-step timeline in IST, cancel, return, rating, prescriptions. */
export function OrderDetail({ id }: { id: string }) {
  const { state, reload, set } = useLoad(() => loadOrder(id), [id]);
  return (
    <Loadable state={state} retry={reload}>
      {(order) => <OrderView order={order} onChange={set} />}
    </Loadable>
  );
}
