import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages.ts';
import type { StaffCustomersQuery } from '../../gql/graphql.ts';
import type { StringKey } from '../../i18n/keys.ts';
import { clearCustomer, registerCustomer, requestCustomerOtp, searchCustomers, selectCustomer } from '../../stores/staff/acting.ts';
import { $staffSession } from '../../stores/staff/state.ts';
import { Field, Notice, useAction, useStrings } from '../account/ui.tsx';

type Found = StaffCustomersQuery['staffCustomers'];
const PAGE = 20;

/** The customer being served, with the ways into their cart and account pages; or none yet. */
export function SelectedCustomerCard() {
  const { s, href } = useStrings();
  const staff = useStore($staffSession);
  const customer = staff.selectedCustomer;
  if (!customer) return <p className="staff-none">{s('staff.customer.none')}</p>;
  const links: [string, StringKey][] = [
    ['/checkout', 'staff.customer.checkout'],
    ['/my-account/orders', 'account.nav.orders'],
    ['/my-account/shipping-details', 'account.nav.shipping-details'],
    ['/my-account/manage-patients', 'account.nav.manage-patients'],
    ['/my-account/my-prescriptions', 'account.nav.my-prescriptions'],
    ['/my-account/tickets', 'account.nav.tickets'],
    ['/my-account/notifications', 'account.nav.notifications'],
    ['/my-account/wallet', 'account.nav.wallet'],
  ];
  return (
    <section className="staff-selected" aria-labelledby="staff-selected-title">
      <h2 id="staff-selected-title">{s('staff.customer.selected', { name: customer.name ?? customer.mobile, mobile: customer.mobile })}</h2>
      <p>{s('staff.customer.actFor')}</p>
      <ul className="staff-links">
        {links.map(([path, key]) => (
          <li key={path}>
            <a className="button secondary" href={href(path)}>
              {s(key)}
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className="button secondary" onClick={() => clearCustomer()}>
        {s('staff.customer.clear')}
      </button>
    </section>
  );
}

/** Finds one of the staff user's customers by name or mobile and selects them (customerList). */
export function CustomerSearch() {
  const { s, message } = useStrings();
  const staff = useStore($staffSession);
  const adviser = staff.details?.role === 'ADVISER';
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const search = useAction();
  const choose = useAction();

  const run = async (text: string, start: number) => {
    const reply = await search.act(() => searchCustomers(text, start, PAGE));
    if (reply) {
      setFound(reply);
      setAsked(text);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(query, 0);
  };
  const byMobile = /^\d+$/.test(asked.replace(/[\s-]/g, ''));

  return (
    <section className="staff-search" aria-labelledby="staff-search-title">
      <h2 id="staff-search-title">{s('staff.customer.select')}</h2>
      <form className="staff-search-form" noValidate onSubmit={submit}>
        <Field
          id="staff-customer-query"
          label={s('staff.customer.search')}
          hint={s(adviser ? 'staff.customer.searchHintAdviser' : 'staff.customer.searchHint')}
        >
          <input id="staff-customer-query" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </Field>
        <button type="submit" className="button" disabled={search.busy}>
          {s('staff.customer.searchButton')}
        </button>
      </form>
      <Notice notice={search.notice ?? choose.notice} />
      {search.busy && <p aria-busy="true">{s('account.common.loading')}</p>}
      {found && !search.busy && found.items.length === 0 && (
        <p role="status">{byMobile ? message(ACCOUNT_MESSAGES.mobileNotFound) : s('staff.customer.noResults')}</p>
      )}
      {found && found.items.length > 0 && (
        <>
          <p role="status">{s('staff.customer.found', { count: found.totalCapped ? `${found.total}+` : found.total })}</p>
          <ul className="staff-customers">
            {found.items.map((customer) => (
              <li key={customer.cusSid}>
                <span className="staff-customer-name">{customer.name ?? '—'}</span>
                <span>{customer.mobile}</span>
                {customer.homePin && <small>{s('staff.customer.homePin', { pin: customer.homePin })}</small>}
                {customer.registeredBy && <small>{s('staff.customer.registeredBy', { shop: customer.registeredBy })}</small>}
                <button type="button" className="button" disabled={choose.busy} onClick={() => void choose.act(() => selectCustomer(customer.cusSid))}>
                  {s('staff.customer.choose')}
                </button>
              </li>
            ))}
          </ul>
          <div className="actions">
            {found.start > 0 && (
              <button type="button" className="button secondary" onClick={() => void run(asked, Math.max(found.start - PAGE, 0))}>
                {s('staff.common.previous')}
              </button>
            )}
            {(found.totalCapped ? found.items.length === PAGE : found.start + found.items.length < found.total) && (
              <button type="button" className="button secondary" onClick={() => void run(asked, found.start + PAGE)}>
                {s('staff.common.next')}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** Registers a new customer for the shop: a code to their mobile, which they tell the staff user (their consent). */
export function RegisterCustomer() {
  const { s } = useStrings();
  const request = useAction();
  const register = useAction();
  const [mobile, setMobile] = useState('');
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await request.act(() => requestCustomerOtp(mobile), s('staff.messages.smsSent'));
    if (sent) setSentTo(sent.mobile);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sentTo) await register.act(() => registerCustomer(sentTo, code, name));
  };
  return (
    <section className="staff-register" aria-labelledby="staff-register-title">
      <h2 id="staff-register-title">{s('staff.register.title')}</h2>
      <p>{s('staff.register.intro')}</p>
      {sentTo === null ? (
        <form noValidate onSubmit={send}>
          <Field id="register-mobile" label={s('staff.register.mobile')}>
            <input id="register-mobile" type="tel" inputMode="numeric" value={mobile} onChange={(e) => setMobile(e.target.value)} />
          </Field>
          <Notice notice={request.notice} />
          <button type="submit" className="button" disabled={request.busy}>
            {s('staff.register.sendCode')}
          </button>
        </form>
      ) : (
        <form noValidate onSubmit={submit}>
          <Notice notice={register.notice ?? request.notice} />
          <Field id="register-code" label={s('staff.register.code')}>
            <input id="register-code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
          </Field>
          <Field id="register-name" label={s('staff.register.name')}>
            <input id="register-name" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <button type="submit" className="button" disabled={register.busy}>
            {s('staff.register.submit')}
          </button>
          <button type="button" className="button secondary" onClick={() => setSentTo(null)}>
            {s('staff.register.another')}
          </button>
        </form>
      )}
    </section>
  );
}
