import { useEffect, useState } from 'react';
import { formatIst } from '../../../domain/time.ts';
import type { translatorOf } from '../../i18n/island.ts';
import type { StringKey } from '../../i18n/keys.ts';
import { toUserFacingError } from '../../lib/graphql-errors.ts';

/** One message a development port has "sent", as an outbox page lists it. */
export interface OutboxMessage {
  id: string;
  mobile: string;
  /** ISO 8601; shown in IST. */
  at: string;
  /** Who sent it, when a person did. */
  by?: string | null;
  body: string;
}

/** The keys of an outbox page's words, under its own namespace (account.outbox.*, retention.outbox.*). */
export interface OutboxWords {
  mobile: StringKey;
  filter: StringKey;
  empty: StringKey;
  title: StringKey;
  intro?: StringKey;
  sentBy?: StringKey;
}

/**
 * A development outbox (the SMS outbox, the engagement service's): the messages newest first, optionally
 * for one number (?mobile= in the address, or typed). `load` asks the gateway; a FORBIDDEN answer means
 * the developer tools are off ('account.outbox.off').
 */
export function OutboxView({
  s,
  words,
  inputId,
  load,
}: {
  s: ReturnType<typeof translatorOf>;
  words: OutboxWords;
  inputId: string;
  load: (mobile: string | null) => Promise<{ messages: OutboxMessage[] } | { error: Parameters<typeof toUserFacingError>[0] }>;
}) {
  const [mobile, setMobile] = useState(() => (typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('mobile') ?? '')));
  const [messages, setMessages] = useState<OutboxMessage[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const show = async (number: string) => {
    const result = await load(number || null);
    if ('error' in result) {
      const failure = toUserFacingError(result.error);
      setError(failure.code === 'FORBIDDEN' ? s('account.outbox.off') : failure.message);
      return;
    }
    setError(null);
    setMessages(result.messages);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once on mount
  useEffect(() => {
    void show(mobile);
  }, []);

  return (
    <>
      {words.intro && <p>{s(words.intro)}</p>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void show(mobile);
        }}
      >
        <label htmlFor={inputId}>{s(words.mobile)}</label> <input id={inputId} inputMode="numeric" value={mobile} onChange={(e) => setMobile(e.target.value)} />{' '}
        <button type="submit" className="button">
          {s(words.filter)}
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
      {messages === null && !error && <p aria-busy="true">{s('account.common.loading')}</p>}
      {messages && messages.length === 0 && <p>{s(words.empty)}</p>}
      {messages && messages.length > 0 && (
        <ol className="outbox" aria-label={s(words.title)}>
          {messages.map((m) => (
            <li key={m.id}>
              <strong>{m.mobile}</strong> <small>{formatIst(m.at)}</small>
              {m.by && words.sentBy && <small> {s(words.sentBy, { name: m.by })}</small>}
              <p className="sms-body">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
