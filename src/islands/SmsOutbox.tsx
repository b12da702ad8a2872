import { DEV_SMS_OUTBOX_QUERY } from '../graphql/dev.ts';
import { type IslandStrings, translatorOf } from '../i18n/island.ts';
import { graphqlClient } from '../lib/graphql-client.ts';
import { OutboxView } from './dev/OutboxView.tsx';

/**
 * /dev/sms-outbox: what the development SMS sender has "sent" (login codes, upload links), newest
 * first, optionally for one number. There is no SMS gateway here; this page is how a developer reads
 * the code. It exists only with the developer tools on (DEV_TOOLS).
 */
export default function SmsOutbox({ strings }: { strings: IslandStrings }) {
  const s = translatorOf(strings);
  return (
    <OutboxView
      s={s}
      inputId="outbox-mobile"
      words={{ mobile: 'account.outbox.mobile', filter: 'account.outbox.filter', empty: 'account.outbox.empty', title: 'account.outbox.title' }}
      load={async (mobile) => {
        const result = await graphqlClient().query(DEV_SMS_OUTBOX_QUERY, { mobile }).toPromise();
        if (result.error) return { error: result.error };
        return { messages: (result.data?.devSmsOutbox ?? []).map((m) => ({ id: m.id, mobile: m.mobile, at: m.createdAt, body: m.body })) };
      }}
    />
  );
}
