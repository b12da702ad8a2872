import { acceptsPrescription } from '../../../../domain/order-rules.ts';
import { formatIst } from '../../../../domain/time.ts';
import { loadOrder, type Order } from '../../../stores/orders.ts';
import { uploadPrescription } from '../../../stores/prescriptions.ts';
import { UploadForm } from '../UploadForm.tsx';
import { useStrings } from '../ui.tsx';

/** The order's prescriptions, and an upload while the order can still take one (not once it is cancelled). */
export function OrderPrescriptions({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const { s } = useStrings();
  const needs = order.items.some((item) => item.prescriptionRequired);
  if (order.prescriptions.length === 0 && !(needs && acceptsPrescription(order.status))) return null;
  return (
    <section aria-labelledby="order-rx-heading">
      <h3 id="order-rx-heading">{s('account.orders.prescriptions')}</h3>
      <ul>
        {order.prescriptions.map((p) => (
          <li key={p.id}>
            {p.fileName} · {s('account.prescriptions.uploadedOn', { date: formatIst(p.uploadedAt) })}
          </li>
        ))}
      </ul>
      {acceptsPrescription(order.status) && (
        <UploadForm
          id="order-rx-file"
          label={s('account.orders.uploadPrescription')}
          upload={(file) => uploadPrescription(file, order.id)}
          success={s('account.prescriptions.uploaded')}
          onUploaded={async () => {
            const reloaded = await loadOrder(order.id);
            if (reloaded.ok) onChange(reloaded.data);
          }}
        />
      )}
    </section>
  );
}
