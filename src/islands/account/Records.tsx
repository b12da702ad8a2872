import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatRupees } from '../../../domain/money.ts';
import { BACK_IN_STOCK_TYPE, nameOfBackInStockNotice } from '../../../domain/notify-me-messages.ts';
import { formatIst } from '../../../domain/time.ts';
import type { StringKey } from '../../i18n/keys.ts';
import { PatientSchema } from '../../lib/account-forms.ts';
import { addToCart } from '../../stores/cart.ts';
import { loadNotifications, markNotificationRead } from '../../stores/notifications-inbox.ts';
import { loadBuyAgain } from '../../stores/orders.ts';
import { deletePatient, loadPatients, savePatient } from '../../stores/patients.ts';
import { fileUrl, loadPrescriptions, uploadPrescription } from '../../stores/prescriptions.ts';
import { loadWallet } from '../../stores/wallet.ts';
import { UploadForm } from './UploadForm.tsx';
import { Field, Loadable, Notice, useAction, useLoad, useStrings } from './ui.tsx';

/** /my-account/manage-patients */
export function Patients() {
  const { s } = useStrings();
  const { state, reload } = useLoad(loadPatients);
  const action = useAction();
  const form = useForm({ resolver: zodResolver(PatientSchema), defaultValues: { name: '', age: '' as unknown as number } });
  const errors = form.formState.errors;
  return (
    <Loadable state={state} retry={reload}>
      {(patients) => (
        <>
          <ul className="patient-list">
            {patients.map((patient) => (
              <li key={patient.id}>
                {patient.name}, {s('account.patients.years', { count: patient.age })}{' '}
                <button
                  type="button"
                  className="button secondary"
                  disabled={action.busy}
                  onClick={async () => (await action.act(() => deletePatient(patient.id))) && reload()}
                >
                  {s('account.common.delete')}
                </button>
              </li>
            ))}
          </ul>
          <form
            noValidate
            onSubmit={form.handleSubmit(async ({ name, age }) => {
              if (await action.act(() => savePatient(name, age))) {
                form.reset();
                reload();
              }
            })}
          >
            <h3>{s('account.patients.add')}</h3>
            <Field id="patient-name" label={s('account.patients.name')} error={errors.name?.message}>
              <input id="patient-name" {...form.register('name')} />
            </Field>
            <Field id="patient-age" label={s('account.patients.age')} error={errors.age?.message}>
              <input id="patient-age" inputMode="numeric" {...form.register('age')} />
            </Field>
            <Notice notice={action.notice} />
            <button type="submit" className="button" disabled={action.busy}>
              {s('account.common.save')}
            </button>
          </form>
        </>
      )}
    </Loadable>
  );
}

/**
 * Opens a private file (prescription, ticket attachment) with the token: a photo below the link, a PDF
 * in a new tab. A photo is not opened in a tab: the blob: page inherits the storefront's
 * Content-Security-Policy, and Chromium's image viewer styles itself inline, which that policy refuses.
 */
export function OpenFile({ path, label }: { path: string; label: string }) {
  const { s, message } = useStrings();
  const [error, setError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const close = () => {
    if (photo) URL.revokeObjectURL(photo);
    setPhoto(null);
  };
  return (
    <>
      <button
        type="button"
        className="button secondary"
        aria-expanded={photo ? true : undefined}
        onClick={async () => {
          if (photo) return close();
          const opened = await fileUrl(path);
          if (!opened.ok) setError(opened.error.message);
          else if (opened.data.image) setPhoto(opened.data.url);
          else window.open(opened.data.url, '_blank', 'noopener');
        }}
      >
        {label}
      </button>
      {error && <span role="alert"> {message(error)}</span>}
      {photo && (
        <figure className="file-photo">
          <img src={photo} alt={label} />
          <figcaption>
            <button type="button" className="button secondary" onClick={close}>
              {s('account.prescriptions.close')}
            </button>
          </figcaption>
        </figure>
      )}
    </>
  );
}

/** /my-account/my-prescriptions: upload, list, view. */
export function Prescriptions() {
  const { s } = useStrings();
  const { state, reload } = useLoad(loadPrescriptions);
  return (
    <>
      <UploadForm
        id="rx-file"
        label={s('account.prescriptions.file')}
        upload={uploadPrescription}
        success={s('account.prescriptions.uploaded')}
        onUploaded={reload}
      />
      <Loadable state={state} retry={reload}>
        {(prescriptions) =>
          prescriptions.length === 0 ? (
            <p>{s('account.common.empty')}</p>
          ) : (
            <ul className="prescription-list">
              {prescriptions.map((p) => (
                <li key={p.id}>
                  <OpenFile path={p.path} label={p.fileName} /> · {s('account.prescriptions.uploadedOn', { date: formatIst(p.uploadedAt) })}
                </li>
              ))}
            </ul>
          )
        }
      </Loadable>
    </>
  );
}

/**
 * An order notification ("PP123: Your order has been packed.") in the page's language: the server
 * words it in English with the status in its type (order_packed); a back-in-stock notice (notify me,
 * issue 20) with the product's name; other notifications show as sent.
 */
function notificationText(n: { type: string; message: string }, s: (key: StringKey, params?: Record<string, string>) => string): string {
  const restocked = n.type === BACK_IN_STOCK_TYPE ? nameOfBackInStockNotice(n.message) : null;
  if (restocked) return s('account.notifyMe.backInStock', { name: restocked });
  const status = /^order_([a-z_]+)$/.exec(n.type)?.[1]?.toUpperCase();
  const key = `account.orders.statusMessages.${status}` as StringKey; // the status as the server names it: an unknown one shows the message
  const translated = status ? s(key) : key;
  if (translated === key) return n.message;
  const number = /^([^:]+): /.exec(n.message)?.[1];
  return number ? `${number}: ${translated}` : translated;
}

/** /my-account/notifications: read and unread. */
export function Notifications() {
  const { s, href } = useStrings();
  const { state, reload, set } = useLoad(loadNotifications);
  return (
    <Loadable state={state} retry={reload}>
      {(items) =>
        items.length === 0 ? (
          <p>{s('account.common.empty')}</p>
        ) : (
          <ul className="notification-list">
            {items.map((n) => (
              <li key={n.id} className={n.read ? 'read' : 'unread'}>
                {!n.read && <span className="badge">{s('account.notifications.unread')}</span>} {notificationText(n, s)} <small>{formatIst(n.createdAt)}</small>
                {n.actionUrl?.startsWith('/') && n.actionLabel && (
                  <a href={href(n.actionUrl)}> {n.type.startsWith('order_') ? s('account.orders.details') : n.actionLabel}</a>
                )}
                {!n.read && (
                  <button
                    type="button"
                    className="button secondary"
                    onClick={async () => {
                      const marked = await markNotificationRead(n.id);
                      if (marked.ok) set(items.map((item) => (item.id === n.id ? { ...item, read: true } : item)));
                    }}
                  >
                    {s('account.notifications.markRead')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )
      }
    </Loadable>
  );
}

/** /my-account/wallet: shown only where the wallet is enabled for the user. */
export function Wallet() {
  const { s } = useStrings();
  const { state, reload } = useLoad(loadWallet);
  return (
    <Loadable state={state} retry={reload}>
      {(wallet) =>
        !wallet.enabled ? (
          <p>{s('account.wallet.disabled')}</p>
        ) : (
          <>
            <p>
              {s('account.wallet.balance')}: <strong>{formatRupees(wallet.balance.paise)}</strong>
            </p>
            <h3>{s('account.wallet.transactions')}</h3>
            <ul>
              {wallet.transactions.map((t) => (
                <li key={t.id}>
                  {formatIst(t.createdAt)} · {t.note} · {formatRupees(t.amount.paise)}
                </li>
              ))}
            </ul>
          </>
        )
      }
    </Loadable>
  );
}

/** /my-account/buy-again: earlier items, back into the cart. */
export function BuyAgain() {
  const { s, href } = useStrings();
  const { state, reload } = useLoad(loadBuyAgain);
  const [added, setAdded] = useState<string | null>(null);
  return (
    <Loadable state={state} retry={reload}>
      {(products) =>
        products.length === 0 ? (
          <p>{s('account.home.noOrders')}</p>
        ) : (
          <>
            <p>{s('account.buyAgain.intro')}</p>
            <ul className="buy-again">
              {products.map((p) => (
                <li key={p.sku}>
                  <a href={href(p.urlPath)}>{p.name}</a> · {formatRupees(p.price.paise)}{' '}
                  <button
                    type="button"
                    className="button"
                    disabled={!p.inStock}
                    onClick={async () => {
                      setAdded((await addToCart(p.sku, 1)) ? p.sku : null);
                    }}
                  >
                    {p.inStock ? s('account.buyAgain.add') : s('product.outOfStock')}
                  </button>
                  {added === p.sku && <span role="status"> ✓</span>}
                </li>
              ))}
            </ul>
          </>
        )
      }
    </Loadable>
  );
}
