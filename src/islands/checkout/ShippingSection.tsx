import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatRupees } from '../../../domain/money.ts';
import { type Address, loadAddresses, MAX_ADDRESSES } from '../../stores/addresses.ts';
import { $checkout, $checkoutServer, chooseAddress } from '../../stores/checkout.ts';
import { AddressEditor } from '../account/Addresses.tsx';
import { AddressPlace, Loadable, Notice, useAction, useLoad, useStrings } from '../account/ui.tsx';

/**
 * The delivery address (storefront.md §3 shipping details): one of the customer's saved addresses, or a
 * new one. Choosing it asks the server, which checks the pin code and puts delivery into the totals.
 */
export function ShippingSection() {
  const { s } = useStrings();
  const checkout = useStore($checkout);
  const server = useStore($checkoutServer);
  const { state, reload } = useLoad(loadAddresses);
  const [adding, setAdding] = useState(false);
  const choose = useAction();

  // The address chosen before (or the default one) is sent again, so the totals include its delivery.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the addresses arrive
  useEffect(() => {
    if (state.status !== 'done' || server.shipping) return;
    const addresses = state.data;
    const current =
      addresses.find((a) => a.id === checkout.addressId) ?? addresses.find((a) => a.isDefault) ?? (addresses.length === 1 ? addresses[0] : undefined);
    if (current) void choose.act(() => chooseAddress(current.id));
  }, [state.status]);

  const pick = (address: Address) => void choose.act(() => chooseAddress(address.id));
  const details = server.shipping?.shippingDetails;
  const method = server.shipping?.shippingMethods[0];

  return (
    <Loadable state={state} retry={reload}>
      {(addresses) => (
        <>
          {addresses.length === 0 && !adding && <p>{s('checkout.noAddresses')}</p>}
          <fieldset className="address-choices" disabled={choose.busy}>
            <legend className="visually-hidden">{s('checkout.chooseAddress')}</legend>
            {addresses.map((address) => (
              <label key={address.id} className="choice address-choice">
                <input type="radio" name="address" value={address.id} checked={checkout.addressId === address.id} onChange={() => pick(address)} />{' '}
                {/* One text beside the radio (the label is a flex row: the name would be a column of its own). */}
                <span>
                  <strong>{address.name}</strong>, <AddressPlace address={address} />
                </span>
              </label>
            ))}
          </fieldset>
          <Notice notice={choose.notice} />
          {details && checkout.addressId && (
            <p className="deliver-to">
              {s('checkout.deliverTo', { firstName: details.firstName, lastName: details.lastName, city: details.city, zipCode: details.zipCode })}
              {method && (
                <>
                  <br />
                  {method.amount.paise === 0 ? s('checkout.freeShipping') : `${s('cart.shipping')}: ${formatRupees(method.amount.paise)}`}
                </>
              )}
            </p>
          )}
          {adding ? (
            <AddressEditor
              address={null}
              onCancel={() => setAdding(false)}
              onDone={(saved) => {
                setAdding(false);
                reload();
                pick(saved);
              }}
            />
          ) : (
            addresses.length < MAX_ADDRESSES && (
              <button type="button" className="button secondary" onClick={() => setAdding(true)}>
                {s('checkout.addAddress')}
              </button>
            )
          )}
        </>
      )}
    </Loadable>
  );
}

/**
 * The delivery address offline: the one chosen online before, which the order kept on the phone will
 * use; without one, what is needed (addresses are chosen and added online).
 */
export function OfflineAddress() {
  const { s } = useStrings();
  const { address } = useStore($checkout);
  if (!address) return <p className="offline-need">{s('checkout.offline.noAddress')}</p>;
  return (
    <div className="deliver-offline">
      <p>{s('checkout.offline.address')}</p>
      <p className="deliver-to">
        <strong>{address.name}</strong>, <AddressPlace address={address} />
      </p>
    </div>
  );
}
