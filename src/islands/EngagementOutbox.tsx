import { useEffect, useState } from 'react';
import { formatIst } from '../../domain/time.ts';
import type { DevEngagementOutboxQuery } from '../gql/graphql.ts';
import { DEV_ENGAGEMENT_OUTBOX } from '../graphql/retention.ts';
import { type IslandStrings, translatorOf } from '../i18n/island.ts';
import { graphqlClient } from '../lib/graphql-client.ts';
import { toUserFacingError } from '../lib/graphql-errors.ts';

type Message = DevEngagementOutboxQuery['devEngagementOutbox'][number];

/**
 * /dev/engagement-outbox: what the development engagement service has "sent" (advisers' messages to
 * customers from the migration and retention calls), newest first, optionally for one number. No
 * engagement platform is reachable here; this page is how a developer sees the message. It exists only
 * with the developer tools on (DEV_TOOLS), as the SMS outbox.
 */
export default function EngagementOutbox({ strings }: { strings: IslandStrings }) {
  const s = translatorOf(strings);
  const [mobile, setMobile] = useState(() => (typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('mobile') ?? '')));
  const [messages, setMessages] = useState<Message[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = async (number: string) => {
    const result = await graphqlClient()
      .query(DEV_ENGAGEMENT_OUTBOX, { mobile: number || null })
      .toPromise();
    if (result.error) {
      const failure = toUserFacingError(result.error);
      setError(failure.code === 'FORBIDDEN' ? s('account.outbox.off') : failure.message);
      return;
    }
    setError(null);
    setMessages(result.data?.devEngagementOutbox ?? []);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once on mount
  useEffect(() => {
    void load(mobile);
  }, []);

  return (
    <>
      <p>{s('retention.outbox.intro')}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void load(mobile);
        }}
      >
        <label htmlFor="engagement-mobile">{s('retention.outbox.mobile')}</label>{' '}
        <input id="engagement-mobile" inputMode="numeric" value={mobile} onChange={(e) => setMobile(e.target.value)} />{' '}
        <button type="submit" className="button">
          {s('retention.outbox.filter')}
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
      {messages === null && !error && <p aria-busy="true">{s('account.common.loading')}</p>}
      {messages && messages.length === 0 && <p>{s('retention.outbox.empty')}</p>}
      {messages && messages.length > 0 && (
        <ol className="outbox" aria-label={s('retention.outbox.title')}>
          {messages.map((m) => (
            <li key={m.id}>
              <strong>{m.mobile}</strong> <small>{formatIst(m.sentAt)}</small>
              {m.sentBy && <small>{s('retention.outbox.sentBy', { name: m.sentBy })}</small>}
              <p className="sms-body">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
