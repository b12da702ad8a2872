import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { RegionCode } from '../../../domain/order-rules.ts';
import { translateAccountMessage } from '../../i18n/account-island.ts';
import { type IslandStrings, type KeyedMessage, translatorOf } from '../../i18n/island.ts';
import { retryAfterText } from '../../i18n/retry-after.ts';
import type { Outcome } from '../../stores/outcome.ts';

/** The island's strings and links, shared by every section. */
export interface AccountUi {
  strings: IslandStrings;
  /** The store view and language prefix ("" | "/bn" | "/jh/or"). */
  prefix: string;
}

export const UiContext = createContext<AccountUi>({ strings: {}, prefix: '' });

/** s('account.orders.title'), with {{placeholders}} filled. */
export function useStrings() {
  const { strings, prefix } = useContext(UiContext);
  const s = useMemo(() => translatorOf(strings), [strings]);
  const message = useCallback((said: string | KeyedMessage) => translateAccountMessage(said, strings), [strings]);
  const wait = useCallback((seconds: number) => retryAfterText(seconds, strings), [strings]);
  const href = useCallback((path: string) => `${prefix}${path}`, [prefix]);
  return { s, message, wait, href };
}

/** The message of an outcome's error with its key and parameters (the gateway's), for translating. */
const keyedOf = ({ message, messageKey, params }: KeyedMessage): KeyedMessage => ({ message, messageKey, params });

/** A success or error line after an action; a refusal for too many tries says how long to wait. */
export interface ActionNotice extends KeyedMessage {
  tone: 'success' | 'error';
  message: string;
  /** Seconds (the gateway's retryAfter). */
  retryAfter?: number;
}

type Loaded<T> = { status: 'loading' } | { status: 'done'; data: T } | ({ status: 'error'; code: string } & KeyedMessage);

/**
 * Loads once on mount (and on reload()); the section shows loading, the data or the error.
 * reload() reads again with what is shown left in place (no flash of "Loading…" after an action);
 * a change of the caller's deps (another page, another filter) shows loading, as the data is another's.
 */
export function useLoad<T>(load: () => Promise<Outcome<T>>, deps: readonly unknown[] = []) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const refreshing = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the caller's deps or round change
  useEffect(() => {
    let live = true;
    const keep = refreshing.current;
    refreshing.current = false;
    setState((shown) => (keep && shown.status === 'done' ? shown : { status: 'loading' }));
    void load().then((outcome) => {
      if (!live) return;
      setState(outcome.ok ? { status: 'done', data: outcome.data } : { status: 'error', ...keyedOf(outcome.error), code: outcome.error.code });
    });
    return () => {
      live = false;
    };
  }, [...deps, round]);
  const reload = useCallback(() => {
    refreshing.current = true;
    setRound((n) => n + 1);
  }, []);
  return { state, reload, set: (data: T) => setState({ status: 'done', data }) };
}

/** Loading, error (with a retry) or the content. */
export function Loadable<T>({ state, retry, children }: { state: Loaded<T>; retry: () => void; children: (data: T) => ReactNode }) {
  const { s, message } = useStrings();
  if (state.status === 'loading') return <p aria-busy="true">{s('account.common.loading')}</p>;
  if (state.status === 'error')
    return (
      <div role="alert" className="account-error">
        <p>{message(state)}</p>
        <button type="button" className="button" onClick={retry}>
          {s('account.common.retry')}
        </button>
      </div>
    );
  return <>{children(state.data)}</>;
}

/** A success or error line after an action: 'Please try after some time! Try again in 4 min.' */
export function Notice({ notice }: { notice: ActionNotice | null }) {
  const { message, wait } = useStrings();
  if (!notice) return null;
  return (
    <p role={notice.tone === 'error' ? 'alert' : 'status'} className={`notice-${notice.tone}`}>
      {message(notice)}
      {notice.retryAfter ? ` ${wait(notice.retryAfter)}` : null}
    </p>
  );
}

/** A labelled input with its field error (react-hook-form's register spread onto the input). */
export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string | undefined; hint?: string; children: ReactNode }) {
  const { message } = useStrings();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} role="alert" className="field-error">
          {message(error)}
        </small>
      )}
    </div>
  );
}

/** Runs an action, keeps "busy" while it runs, and turns its outcome into a notice. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<ActionNotice | null>(null);
  async function act<T>(action: () => Promise<Outcome<T>>, success?: string): Promise<T | null> {
    setBusy(true);
    setNotice(null);
    try {
      const outcome = await action();
      if (!outcome.ok) {
        const { retryAfter } = outcome.error;
        setNotice(retryAfter ? { tone: 'error', ...keyedOf(outcome.error), retryAfter } : { tone: 'error', ...keyedOf(outcome.error) });
        return null;
      }
      if (success) setNotice({ tone: 'success', message: success });
      return outcome.data;
    } finally {
      setBusy(false);
    }
  }
  return { busy, notice, setNotice, act };
}

/** Where an address is, on one line: "Flat 3B, 12 Park Street, Kolkata, West Bengal 700001" (the account's list, the checkout's choices, the address an order kept offline will use). */
export function AddressPlace({ address }: { address: { apartment: string; street: string; city: string; state: string; pinCode: string } }) {
  const { s } = useStrings();
  return (
    <>
      {address.apartment}, {address.street}, {address.city}, {s(`account.address.states.${address.state as RegionCode}`)} {address.pinCode}
    </>
  );
}
