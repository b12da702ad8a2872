import { useEffect, useState } from 'react';
import { formatIst } from '../../domain/time.ts';
import type { DevSmsOutboxQuery } from '../gql/graphql.ts';
import { DEV_SMS_OUTBOX_QUERY } from '../graphql/dev.ts';
import { type IslandStrings, translatorOf } from '../i18n/island.ts';
import { graphqlClient } from '../lib/graphql-client.ts';
import { toUserFacingError } from '../lib/graphql-errors.ts';

type Message = DevSmsOutboxQuery['devSmsOutbox'][number];

/**
 * /dev/sms-outbox: what the development SMS sender has "sent" (login codes, upload links), newest
 * first, optionally for one number. There is no SMS gateway here; this page is how a developer reads
 * the code. It exists only with the developer tools on (DEV_TOOLS).
 */
export default function SmsOutbox({ strings }: { strings: IslandStrings }) {
  const s = translatorOf(strings);
  const [mobile, setMobile] = useState(() => (typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('mobile') ?? '')));
  const [messages, setMessages] = useState<Message[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = async (number: string) => {
    const result = await graphqlClient()
      .query(DEV_SMS_OUTBOX_QUERY, { mobile: number || null })
      .toPromise();
    if (result.error) {
      const failure = toUserFacingError(result.error);
      setError(failure.code === 'FORBIDDEN' ? s('account.outbox.off') : failure.message);
      return;
    }
    setError(null);
    setMessages(result.data?.devSmsOutbox ?? []);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once on mount
  useEffect(() => {
    void load(mobile);
  }, []);

  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void load(mobile);
        }}
      >
        <label htmlFor="outbox-mobile">{s('account.outbox.mobile')}</label>{' '}
        <input id="outbox-mobile" inputMode="numeric" value={mobile} onChange={(e) => setMobile(e.target.value)} />{' '}
        <button type="submit" className="button">
          {s('account.outbox.filter')}
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
      {messages && messages.length === 0 && <p>{s('account.outbox.empty')}</p>}
      {messages && messages.length > 0 && (
        <ol className="outbox" aria-label={s('account.outbox.title')}>
          {messages.map((m) => (
            <li key={m.id}>
              <strong>{m.mobile}</strong> <small>{formatIst(m.createdAt)}</small>
              <p className="sms-body">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
