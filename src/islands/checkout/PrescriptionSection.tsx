import { useStore } from '@nanostores/react';
import { $cart } from '../../stores/cart.ts';
import { $checkout, updateCheckout } from '../../stores/checkout.ts';
import { loadPatients } from '../../stores/patients.ts';
import { loadPrescriptions, uploadPrescription } from '../../stores/prescriptions.ts';
import { UploadForm } from '../account/UploadForm.tsx';
import { Field, Loadable, useLoad, useStrings } from '../account/ui.tsx';

/**
 * The prescription (storefront.md §3 personalDetails.uploads, notUploadReason, patientsName): medicines
 * that need one are named; the customer picks prescriptions uploaded before, uploads a photo or PDF
 * now, or chooses to send it later (the order then waits, and an SMS brings an upload link).
 */
export function PrescriptionSection({ needed, online }: { needed: boolean; online: boolean }) {
  const cart = useStore($cart);
  const names = cart.items.filter((item) => item.prescriptionRequired).map((item) => item.name);
  if (!online) return <OfflinePrescription needed={needed} names={names} />;
  return <OnlinePrescription needed={needed} names={names} />;
}

/** Offline nothing can be uploaded or listed: the customer may choose to send the prescription later. */
function OfflinePrescription({ needed, names }: { needed: boolean; names: string[] }) {
  const { s } = useStrings();
  const checkout = useStore($checkout);
  if (!needed) return <p>{s('checkout.rxNone')}</p>;
  return (
    <>
      <p>{s('checkout.rxNeeded', { names: names.join(', ') })}</p>
      <p>{s('checkout.offline.rx')}</p>
      <label className="choice">
        <input type="checkbox" checked={checkout.uploadLater} onChange={(event) => updateCheckout({ uploadLater: event.target.checked })} />{' '}
        {s('checkout.rxLater')}
      </label>
    </>
  );
}

function OnlinePrescription({ needed, names }: { needed: boolean; names: string[] }) {
  const { s } = useStrings();
  const checkout = useStore($checkout);
  const prescriptions = useLoad(loadPrescriptions);
  const patients = useLoad(loadPatients);

  const toggle = (id: string, on: boolean) =>
    updateCheckout({
      prescriptionIds: on ? [...new Set([...checkout.prescriptionIds, id])] : checkout.prescriptionIds.filter((other) => other !== id),
      uploadLater: on ? false : checkout.uploadLater,
    });

  return (
    <>
      {needed ? <p>{s('checkout.rxNeeded', { names: names.join(', ') })}</p> : <p>{s('checkout.rxNone')}</p>}
      {needed && (
        <>
          <Loadable state={prescriptions.state} retry={prescriptions.reload}>
            {(list) =>
              list.length > 0 ? (
                <fieldset className="rx-choices">
                  <legend>{s('checkout.rxChoose')}</legend>
                  {list.map((rx) => (
                    <label key={rx.id} className="choice">
                      <input type="checkbox" checked={checkout.prescriptionIds.includes(rx.id)} onChange={(event) => toggle(rx.id, event.target.checked)} />{' '}
                      {rx.fileName}
                    </label>
                  ))}
                </fieldset>
              ) : null
            }
          </Loadable>
          <UploadForm
            id="checkout-rx"
            label={s('checkout.rxUploadNew')}
            upload={async (file) => {
              const uploaded = await uploadPrescription(file);
              if (uploaded.ok) toggle(uploaded.data.id, true);
              return uploaded;
            }}
            success={s('checkout.rxUploaded')}
            onUploaded={prescriptions.reload}
          />
          <label className="choice">
            <input
              type="checkbox"
              checked={checkout.uploadLater}
              onChange={(event) => updateCheckout({ uploadLater: event.target.checked, prescriptionIds: event.target.checked ? [] : checkout.prescriptionIds })}
            />{' '}
            {s('checkout.rxLater')}
          </label>
        </>
      )}
      <Loadable state={patients.state} retry={patients.reload}>
        {(list) =>
          list.length > 0 ? (
            <Field id="checkout-patient" label={s('checkout.patient')}>
              <select id="checkout-patient" value={checkout.patientId ?? ''} onChange={(event) => updateCheckout({ patientId: event.target.value || null })}>
                <option value="">{s('checkout.patientNone')}</option>
                {list.map((patient) => (
                  <option key={patient.id} value={patient.id}>
                    {patient.name}, {s('account.patients.years', { count: patient.age })}
                  </option>
                ))}
              </select>
            </Field>
          ) : null
        }
      </Loadable>
    </>
  );
}
