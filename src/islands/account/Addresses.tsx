import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { placeFromPin } from '../../../domain/address.ts';
import { type AddressForm, AddressSchema } from '../../lib/account-forms.ts';
import { type Address, checkPinCode, deleteAddress, loadAddresses, MAX_ADDRESSES, saveAddress } from '../../stores/addresses.ts';
import type { LocatedAddress } from '../../stores/location.ts';
import { UseMyLocation } from './UseMyLocation.tsx';
import { type ActionNotice, AddressPlace, Field, Loadable, Notice, useAction, useLoad, useStrings } from './ui.tsx';

const STATES = ['WB', 'BR', 'JH', 'OD'] as const;
const EMPTY: AddressForm = { name: '', mobile: '', alternateMobile: '', pinCode: '', city: '', state: 'WB', street: '', apartment: '', isDefault: false };

/** /my-account/shipping-details: at most 6 addresses, each with a serviceable pin code. */
export function Addresses() {
  const { s } = useStrings();
  const { state, reload } = useLoad(loadAddresses);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const remove = useAction();
  return (
    <Loadable state={state} retry={reload}>
      {(addresses) => (
        <>
          <p>{s('account.address.limit', { count: addresses.length })}</p>
          <Notice notice={remove.notice} />
          <ul className="address-list">
            {addresses.map((address) => (
              <li key={address.id}>
                <p>
                  <strong>{address.name}</strong> {address.isDefault && <span className="badge">{s('account.address.default')}</span>}
                  <br />
                  <AddressPlace address={address} />
                  <br />
                  {address.mobile}
                </p>
                <div className="actions">
                  <button type="button" className="button secondary" onClick={() => setEditing(address)}>
                    {s('account.common.edit')}
                  </button>
                  <button
                    type="button"
                    className="button secondary"
                    disabled={remove.busy}
                    onClick={async () => {
                      if (!window.confirm(s('account.address.confirmDelete'))) return;
                      if (await remove.act(() => deleteAddress(address.id))) reload();
                    }}
                  >
                    {s('account.common.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          {editing ? (
            <AddressEditor
              address={editing === 'new' ? null : editing}
              onDone={() => {
                setEditing(null);
                reload();
              }}
              onCancel={() => setEditing(null)}
            />
          ) : (
            addresses.length < MAX_ADDRESSES && (
              <button type="button" className="button" onClick={() => setEditing('new')}>
                {s('account.address.add')}
              </button>
            )
          )}
        </>
      )}
    </Loadable>
  );
}

/** Adds or edits an address; the pin code is checked as soon as it has 6 digits. Also used by the checkout. */
export function AddressEditor({ address, onDone, onCancel }: { address: Address | null; onDone: (saved: Address) => void; onCancel: () => void }) {
  const { s, message } = useStrings();
  const save = useAction();
  const [pinNote, setPinNote] = useState<ActionNotice | null>(null);
  const [placeNote, setPlaceNote] = useState<string | null>(null);
  const initial: AddressForm = address ? { ...address, alternateMobile: address.alternateMobile ?? '', state: address.state as AddressForm['state'] } : EMPTY;
  const form = useForm({ resolver: zodResolver(AddressSchema), defaultValues: initial });
  const errors = form.formState.errors;

  /** Checks the pin code as soon as it has 6 digits, and fills city and state from it, saying so when they change. */
  const onPinBlur = async (pin: string) => {
    if (!/^\d{6}$/.test(pin)) return;
    setPlaceNote(null);
    setPinNote({ tone: 'success', message: s('account.address.checking') });
    const checked = await checkPinCode(pin);
    if (!checked.ok) return setPinNote({ tone: 'error', message: checked.error.message, messageKey: checked.error.messageKey, params: checked.error.params });
    const answer = checked.data;
    if (!answer.serviceable) return setPinNote({ tone: 'error', message: answer.message ?? 'invalid pin-code' });
    const shown = { city: form.getValues('city'), state: form.getValues('state') };
    const place = placeFromPin(shown, answer);
    if (place) {
      const stateName = s(`account.address.states.${place.state}`);
      form.setValue('state', place.state, { shouldValidate: form.formState.isSubmitted });
      // The customer may be typing the city as the answer comes (a slow network): a value set under the
      // caret would be joined to what they type ("KolkataKolkata"), so their city stays and only the state follows the pin.
      if (document.activeElement?.id === id('city')) {
        if (shown.state !== place.state) setPlaceNote(s('account.address.stateFromPin', { pin, state: stateName }));
      } else {
        form.setValue('city', place.city, { shouldValidate: form.formState.isSubmitted });
        if (place.changed) setPlaceNote(s('account.address.setFromPin', { pin, city: place.city, state: stateName }));
      }
    }
    setPinNote({ tone: 'success', message: s('account.address.deliversTo', { pin, city: answer.city ?? '' }) });
  };

  /** "Use my location": the pin code, city and state it found, then the usual pin-code check (serviceability). */
  const onLocated = (place: LocatedAddress) => {
    const validate = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
    form.setValue('pinCode', place.pinCode, validate);
    form.setValue('city', place.city, validate);
    if ((STATES as readonly string[]).includes(place.state)) form.setValue('state', place.state as AddressForm['state'], validate);
    void onPinBlur(place.pinCode);
  };

  const id = (name: string) => `address-${name}`;
  const text = (name: keyof AddressForm, label: string, props: Record<string, unknown> = {}) => (
    <Field id={id(name)} label={label} error={errors[name]?.message}>
      <input id={id(name)} aria-invalid={errors[name] ? true : undefined} {...props} {...form.register(name)} />
    </Field>
  );

  return (
    <form
      className="address-form"
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        const input = { ...values, alternateMobile: values.alternateMobile || null };
        const saved = await save.act(() => saveAddress(input, address?.id));
        if (saved) onDone(saved);
      })}
    >
      <h3>{address ? s('account.address.edit') : s('account.address.add')}</h3>
      {text('name', s('account.address.name'), { autoComplete: 'name' })}
      {text('mobile', s('account.address.mobile'), { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' })}
      {text('alternateMobile', s('account.address.alternateMobile'), { type: 'tel', inputMode: 'numeric' })}
      <UseMyLocation onLocated={onLocated} />
      <Field id={id('pinCode')} label={s('account.address.pinCode')} error={errors.pinCode?.message}>
        <input
          id={id('pinCode')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          aria-invalid={errors.pinCode ? true : undefined}
          {...form.register('pinCode', { onBlur: (event) => void onPinBlur(String(event.target.value).trim()) })}
        />
      </Field>
      {pinNote && (
        <p role={pinNote.tone === 'error' ? 'alert' : 'status'} className={`notice-${pinNote.tone}`}>
          {message(pinNote)}
        </p>
      )}
      {placeNote && (
        <p role="status" className="notice-success">
          {placeNote}
        </p>
      )}
      {text('city', s('account.address.city'), { autoComplete: 'address-level2' })}
      <Field id={id('state')} label={s('account.address.state')} error={errors.state?.message}>
        <select id={id('state')} {...form.register('state')}>
          {STATES.map((code) => (
            <option key={code} value={code}>
              {s(`account.address.states.${code}`)}
            </option>
          ))}
        </select>
      </Field>
      {text('street', s('account.address.street'), { autoComplete: 'address-line2' })}
      {text('apartment', s('account.address.apartment'), { autoComplete: 'address-line1' })}
      <label className="choice">
        <input type="checkbox" {...form.register('isDefault')} /> {s('account.address.isDefault')}
      </label>
      <Notice notice={save.notice} />
      <div className="actions">
        <button type="submit" className="button" disabled={save.busy}>
          {save.busy ? s('account.common.saving') : s('account.common.save')}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          {s('account.common.cancel')}
        </button>
      </div>
    </form>
  );
}
