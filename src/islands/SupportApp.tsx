import { useEffect, useState } from 'react';
import { SUPPORT_NOTE_MAX, SUPPORT_TOPICS } from '../../domain/support-hours.ts';
import { formatIst } from '../../domain/time.ts';
import { REQUEST_CALLBACK_MUTATION, SUPPORT_HOURS_QUERY } from '../graphql/support.ts';
import { type IslandStrings, translateMessage, translatorOf } from '../i18n/island.ts';
import { graphqlClient } from '../lib/graphql-client.ts';
import { toUserFacingError } from '../lib/graphql-errors.ts';

type Hours = { open: boolean; opensAt: string; closesAt: string };
type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; hours: Hours };
type Sent = { state: 'idle' } | { state: 'sending' } | { state: 'done' } | { state: 'refused'; message: string; field?: string };

/** "09:00" of an ISO instant, in IST. */
const istTime = (iso: string) => formatIst(iso).split(' ')[0] ?? '';

/**
 * /help (issue 20): whether support is open now (IST 9 AM to 9 PM, on the upstream's clock), and the
 * call-back form for a guest or a signed-in customer. The page around it is the server's; this island
 * runs on /help only. The form's values are read from the DOM when it is sent; refusals (closed hours,
 * a bad field, too many requests) are shown in the page's language by their message key.
 */
export default function SupportApp({ strings }: { strings: IslandStrings }) {
  const s = translatorOf(strings);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [sent, setSent] = useState<Sent>({ state: 'idle' });

  const refresh = async () => {
    setLoad({ state: 'loading' });
    const result = await graphqlClient().query(SUPPORT_HOURS_QUERY, {}).toPromise();
    if (result.error || !result.data) {
      setLoad({ state: 'error', message: result.error ? translateMessage(toUserFacingError(result.error), strings) : s('support.loadError') });
      return;
    }
    setLoad({ state: 'ready', hours: result.data.supportHours });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once on mount
  useEffect(() => {
    void refresh();
  }, []);

  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    setSent({ state: 'sending' });
    const input = { name: text('name'), mobile: text('mobile') || null, topic: text('topic'), note: text('note') || null };
    const result = await graphqlClient().mutation(REQUEST_CALLBACK_MUTATION, { input }).toPromise();
    if (result.error) {
      const failure = toUserFacingError(result.error);
      const field = result.error.graphQLErrors[0]?.extensions?.['field'];
      setSent({ state: 'refused', message: translateMessage(failure, strings), ...(typeof field === 'string' ? { field } : {}) });
      if (failure.messageKey === 'account.messages.supportClosed') void refresh();
      return;
    }
    form.reset();
    setSent({ state: 'done' });
  };

  const invalid = (field: string) => (sent.state === 'refused' && sent.field === field ? { 'aria-invalid': true, 'aria-describedby': 'support-error' } : {});

  return (
    <section className="support" aria-live="polite">
      {load.state === 'loading' && <p aria-busy="true">{s('support.loading')}</p>}
      {load.state === 'error' && (
        <p role="alert">
          {load.message}{' '}
          <button type="button" className="button" onClick={() => void refresh()}>
            {s('support.retry')}
          </button>
        </p>
      )}
      {load.state === 'ready' && (
        <p className={load.hours.open ? 'support-open' : 'support-closed'} data-open={load.hours.open}>
          <strong>
            {load.hours.open ? s('support.openNow', { time: istTime(load.hours.closesAt) }) : s('support.closedNow', { time: istTime(load.hours.opensAt) })}
          </strong>
        </p>
      )}
      {load.state === 'ready' && !load.hours.open && <p role="status">{s('account.messages.supportClosed')}</p>}
      {sent.state === 'done' ? (
        <p role="status">{s('support.messages.requested')}</p>
      ) : (
        <form
          className="support-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit(event.currentTarget);
          }}
        >
          <p className="field">
            <label htmlFor="support-name">{s('support.form.name')}</label>
            <input id="support-name" name="name" autoComplete="name" required maxLength={80} {...invalid('name')} />
          </p>
          <p className="field">
            <label htmlFor="support-mobile">{s('support.form.mobile')}</label>
            <input id="support-mobile" name="mobile" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={20} {...invalid('mobile')} />
          </p>
          <p className="field">
            <label htmlFor="support-topic">{s('support.form.topic')}</label>
            <select id="support-topic" name="topic" required defaultValue="" {...invalid('topic')}>
              <option value="" disabled>
                {s('support.form.chooseTopic')}
              </option>
              {SUPPORT_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {s(`support.topics.${topic}`)}
                </option>
              ))}
            </select>
          </p>
          <p className="field">
            <label htmlFor="support-note">{s('support.form.note')}</label>
            <textarea id="support-note" name="note" rows={3} maxLength={SUPPORT_NOTE_MAX} {...invalid('note')} />
          </p>
          {sent.state === 'refused' && (
            <p id="support-error" role="alert">
              {sent.message}
            </p>
          )}
          <button type="submit" className="button" disabled={sent.state === 'sending' || (load.state === 'ready' && !load.hours.open)}>
            {sent.state === 'sending' ? s('support.form.sending') : s('support.form.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
