import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../domain/messages.ts';
import type { StartPrescriptionDecodingMutation } from '../../gql/graphql.ts';
import { loadPrescriptions, type Prescription } from '../../stores/prescriptions.ts';
import { clearCustomer, selectCustomer } from '../../stores/staff/acting.ts';
import {
  addPicked,
  checkLines,
  type FoundProduct,
  fetchPrescriptionFile,
  type PickedLine,
  parseDecodeLink,
  removePicked,
  SEARCH_MIN,
  searchProducts,
  setPickedQty,
  startDecoding,
  submitDecoding,
} from '../../stores/staff/decoding.ts';
import { $staffSession } from '../../stores/staff/state.ts';
import { type ActionNotice, Loadable, Notice, useAction, useLoad, useStrings } from '../account/ui.tsx';
import { CustomerSearch } from './CustomerPicker.tsx';
import { PrescriptionViewer } from './PrescriptionViewer.tsx';

type Started = StartPrescriptionDecodingMutation['startPrescriptionDecoding'];
const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/**
 * Decoding a customer's prescription (issue 16; staff-tools.md §2 add-product-using-prescription, its
 * admin variant and /dpfc/{cusSid_adminId}). `staff`: the selected customer ('Please select a customer'
 * without one); `admin`: any customer, chosen here with the customer picker; `link`: the customer named by
 * the link, selected on opening. Then the customer's prescriptions; one opened is shown beside the product
 * picker, and the products picked become an estimation or go to the cart.
 */
export function PrescriptionDecoding({ mode, linkRef }: { mode: 'staff' | 'admin' | 'link'; linkRef?: string | undefined }) {
  const { s, href } = useStrings();
  const staff = useStore($staffSession);
  const customer = staff.isCustomerSelected ? staff.selectedCustomer : null;
  if (mode === 'link') return <LinkedCustomer linkRef={linkRef ?? ''} />;
  if (mode === 'admin')
    return customer ? (
      <>
        <ServingLine />
        <CustomerPrescriptions key={customer.cusSid} />
      </>
    ) : (
      <>
        <p>{s('staff.decode.pickCustomer')}</p>
        <CustomerSearch />
      </>
    );
  if (!customer)
    return (
      <p role="alert" className="notice-error">
        {s('staff.messages.selectCustomer')} <a href={href('/my-menu')}>{s('staff.customer.select')}</a>
      </p>
    );
  return <CustomerPrescriptions key={customer.cusSid} />;
}

/** /dpfc/{cusSid_adminId}: selects the customer of the link (the server decides whether this admin may), then decodes. */
function LinkedCustomer({ linkRef }: { linkRef: string }) {
  const { s } = useStrings();
  const staff = useStore($staffSession);
  const link = parseDecodeLink(linkRef);
  const selected = staff.isCustomerSelected && staff.selectedCustomer?.cusSid === link?.cusSid;
  const choose = useAction();
  const asked = useRef(false);
  useEffect(() => {
    if (!link || selected || asked.current) return;
    asked.current = true;
    void choose.act(() => selectCustomer(link.cusSid));
  }, [link, selected, choose]);
  if (!link)
    return (
      <p role="alert" className="notice-error">
        {s('staff.decode.badLink')}
      </p>
    );
  if (!selected) return choose.notice ? <Notice notice={choose.notice} /> : <p aria-busy="true">{s('staff.decode.selecting')}</p>;
  return (
    <>
      <ServingLine />
      <CustomerPrescriptions key={link.cusSid} />
    </>
  );
}

/** Whom the decoding is for, on one line, and a way to choose another (the menu's card is too tall above a prescription on a phone). */
function ServingLine() {
  const { s } = useStrings();
  const staff = useStore($staffSession);
  const customer = staff.selectedCustomer;
  if (!customer) return null;
  return (
    <p className="rx-serving">
      <strong>{s('staff.customer.selected', { name: customer.name ?? customer.mobile, mobile: customer.mobile })}</strong>
      <button type="button" className="button secondary" onClick={() => clearCustomer()}>
        {s('staff.decode.otherCustomer')}
      </button>
    </p>
  );
}

/** The selected customer's prescriptions, newest first; one opened is decoded. */
function CustomerPrescriptions() {
  const { s, href } = useStrings();
  const staff = useStore($staffSession);
  const { state, reload } = useLoad(loadPrescriptions);
  const [open, setOpen] = useState<Prescription | null>(null);
  const name = staff.selectedCustomer?.name ?? staff.selectedCustomer?.mobile ?? '';
  if (open) return <Decoder prescription={open} onBack={() => setOpen(null)} />;
  return (
    <section className="rx-decode" aria-labelledby="rx-list-title">
      <h2 id="rx-list-title">{s('staff.decode.customer', { name })}</h2>
      <p>{s('staff.decode.intro')}</p>
      <Loadable state={state} retry={reload}>
        {(list) =>
          list.length === 0 ? (
            <p role="status">
              {s('staff.decode.empty')} <a href={href('/my-account/my-prescriptions')}>{s('staff.decode.uploadHere')}</a>
            </p>
          ) : (
            <ul className="rx-list">
              {list.map((p) => (
                <li key={p.id}>
                  <span className="rx-file">
                    <strong>{p.fileName}</strong>
                    <small>
                      {s('staff.decode.uploaded', { date: when(p.uploadedAt) })} ·{' '}
                      {s(p.mimeType === 'application/pdf' ? 'staff.decode.kindPdf' : 'staff.decode.kindImage')}
                      {p.orderId ? ` · ${s('staff.decode.forOrder')}` : ''}
                    </small>
                  </span>
                  <button type="button" className="button" onClick={() => setOpen(p)}>
                    {s('staff.decode.open')}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </Loadable>
    </section>
  );
}

/** One prescription: its decoding started (the start time recorded), the file shown, the products picked and submitted. */
function Decoder({ prescription, onBack }: { prescription: Prescription; onBack: () => void }) {
  const { s } = useStrings();
  const start = useAction();
  const [started, setStarted] = useState<Started | null>(null);
  const file = useLoad(() => fetchPrescriptionFile(prescription.path), [prescription.path]);
  const begin = async () => {
    const reply = await start.act(() => startDecoding(prescription.id));
    if (reply) setStarted(reply);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per prescription opened
  useEffect(() => {
    void begin();
  }, [prescription.id]);
  return (
    <section className="rx-decode" aria-labelledby="rx-decode-title">
      <div className="actions">
        <button type="button" className="button secondary" onClick={onBack}>
          ← {s('staff.decode.back')}
        </button>
      </div>
      <h2 id="rx-decode-title" className="rx-title">
        {prescription.fileName}
      </h2>
      {start.busy && <p aria-busy="true">{s('staff.decode.starting')}</p>}
      {started && <p className="hint">{s('staff.decode.started', { time: when(started.createdAt) })}</p>}
      {start.notice && (
        <div className="actions">
          <Notice notice={start.notice} />
          <button type="button" className="button secondary" onClick={() => void begin()}>
            {s('account.common.retry')}
          </button>
        </div>
      )}
      <div className="rx-work">
        <Loadable state={file.state} retry={file.reload}>
          {(data) => <PrescriptionViewer bytes={data.bytes} type={data.type} name={prescription.fileName} />}
        </Loadable>
        <ProductPicker estimateId={started?.estimateId ?? null} onAnother={onBack} />
      </div>
    </section>
  );
}

/** Products by name or salt (the search panel's query), a quantity each, then an estimation or the cart. */
function ProductPicker({ estimateId, onAnother }: { estimateId: string | null; onAnother: () => void }) {
  const { s, message, href } = useStrings();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ query: string; items: FoundProduct[] } | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<ActionNotice | null>(null);
  const [lines, setLines] = useState<PickedLine[]>([]);
  const [toCart, setToCart] = useState(false);
  const [lineError, setLineError] = useState<{ sku: string | null; notice: ActionNotice } | null>(null);
  const [done, setDone] = useState<{ toCart: boolean; estimateId: string } | null>(null);
  const submit = useAction();

  useEffect(() => {
    const text = query.trim();
    if (text.length < SEARCH_MIN) {
      setFound(null);
      setSearching(false);
      return;
    }
    const controller = new AbortController();
    setSearching(true);
    const timer = setTimeout(() => {
      void searchProducts(text, controller.signal).then((reply) => {
        if (controller.signal.aborted) return;
        setSearching(false);
        if (reply.ok) {
          setFound({ query: text, items: reply.data });
          setSearchError(null);
        } else setSearchError({ tone: 'error', ...reply.error });
      });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLines(lines);
    if (!checked.ok) {
      setLineError({
        sku: checked.sku,
        notice: { tone: 'error', message: checked.message, messageKey: checked.messageKey, ...(checked.params ? { params: checked.params } : {}) },
      });
      return;
    }
    setLineError(null);
    if (!estimateId) return;
    const reply = await submit.act(() => submitDecoding(estimateId, lines, toCart), s('staff.decode.submitted'));
    if (reply) setDone({ toCart, estimateId });
  };

  if (done)
    return (
      <div className="rx-picker">
        <p role="status" className="notice-success">
          {s('staff.decode.submitted')}
        </p>
        <div className="actions">
          {done.toCart ? (
            <a className="button" href={href('/checkout')}>
              {s('staff.decode.toCheckout')}
            </a>
          ) : (
            <a className="button" href={href(`/order-savings/?estimate=${encodeURIComponent(done.estimateId)}`)}>
              {s('staff.decode.toEstimation')}
            </a>
          )}
          <button type="button" className="button secondary" onClick={onAnother}>
            {s('staff.decode.another')}
          </button>
        </div>
      </div>
    );

  const picked = new Set(lines.map((l) => l.sku));
  return (
    <form className="rx-picker" noValidate onSubmit={send} aria-labelledby="rx-picker-title">
      <h3 id="rx-picker-title">{s('staff.decode.products')}</h3>
      <div className="field">
        <label htmlFor="rx-search">{s('staff.decode.search')}</label>
        <input id="rx-search" type="search" autoComplete="off" value={query} aria-describedby="rx-search-hint" onChange={(e) => setQuery(e.target.value)} />
        <small id="rx-search-hint" className="hint">
          {s('staff.decode.searchHint')}
        </small>
      </div>
      <Notice notice={searchError} />
      {searching && <p aria-busy="true">{s('staff.decode.searching')}</p>}
      {found && !searching && found.items.length === 0 && <p role="status">{message({ message: MESSAGES.noProducts, messageKey: 'messages.noProducts' })}</p>}
      {found && found.items.length > 0 && (
        <ul className="rx-found" aria-label={s('staff.decode.search')}>
          {found.items.map((item) => (
            <li key={item.sku}>
              <span className="rx-product">
                <strong>{item.name}</strong>
                {item.saltinfo && <small>{item.saltinfo}</small>}
                <small>{new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(item.price.paise / 100)}</small>
              </span>
              <button
                type="button"
                className="button secondary"
                disabled={picked.has(item.sku)}
                aria-label={s('staff.decode.addNamed', { name: item.name })}
                onClick={() => setLines((l) => addPicked(l, item))}
              >
                {picked.has(item.sku) ? s('staff.decode.inList') : s('staff.decode.add')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3>{s('staff.decode.picked')}</h3>
      {lines.length === 0 ? (
        <p className="hint">{s('staff.decode.pickedEmpty')}</p>
      ) : (
        <ul className="rx-picked">
          {lines.map((line) => (
            <li key={line.sku}>
              <span className="rx-product">
                <strong>{line.name}</strong>
                {line.saltinfo && <small>{line.saltinfo}</small>}
              </span>
              <input
                className="rx-qty"
                type="text"
                inputMode="numeric"
                aria-label={s('staff.decode.quantityOf', { name: line.name })}
                aria-invalid={lineError?.sku === line.sku ? true : undefined}
                value={line.qty}
                onChange={(e) => setLines((l) => setPickedQty(l, line.sku, e.target.value))}
              />
              <button
                type="button"
                className="button secondary"
                aria-label={s('staff.decode.removeNamed', { name: line.name })}
                onClick={() => setLines((l) => removePicked(l, line.sku))}
              >
                {s('staff.decode.remove')}
              </button>
              {lineError?.sku === line.sku && <Notice notice={lineError.notice} />}
            </li>
          ))}
        </ul>
      )}
      {lineError && lineError.sku === null && <Notice notice={lineError.notice} />}
      <fieldset className="rx-choice">
        <legend>{s('staff.decode.submitAs')}</legend>
        <label className="choice">
          <input type="radio" name="rx-to" checked={!toCart} onChange={() => setToCart(false)} />
          {s('staff.decode.asEstimation')}
        </label>
        <label className="choice">
          <input type="radio" name="rx-to" checked={toCart} onChange={() => setToCart(true)} />
          {s('staff.decode.asCart')}
        </label>
      </fieldset>
      <Notice notice={submit.notice} />
      <button type="submit" className="button" disabled={submit.busy || !estimateId}>
        {submit.busy ? s('staff.decode.submitting') : s('staff.decode.submit')}
      </button>
    </form>
  );
}
