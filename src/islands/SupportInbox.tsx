import { DEV_SUPPORT_INBOX_QUERY } from '../graphql/support.ts';
import { type IslandStrings, translatorOf } from '../i18n/island.ts';
import { graphqlClient } from '../lib/graphql-client.ts';
import { OutboxView } from './dev/OutboxView.tsx';

/**
 * /dev/support-inbox: the call-back requests the development support desk took, newest first,
 * optionally for one number. There is no call centre here; this page is how a developer sees a request
 * arrive. It exists only with the developer tools on (DEV_TOOLS).
 */
export default function SupportInbox({ strings }: { strings: IslandStrings }) {
  const s = translatorOf(strings);
  return (
    <OutboxView
      s={s}
      inputId="support-inbox-mobile"
      words={{ mobile: 'account.outbox.mobile', filter: 'account.outbox.filter', empty: 'support.inbox.empty', title: 'support.inbox.title' }}
      load={async (mobile) => {
        const result = await graphqlClient().query(DEV_SUPPORT_INBOX_QUERY, { mobile }).toPromise();
        if (result.error) return { error: result.error };
        return {
          messages: (result.data?.devSupportInbox ?? []).map((r) => ({
            id: r.id,
            mobile: r.mobile,
            at: r.createdAt,
            body: [r.name, r.guest ? s('support.inbox.guest') : null, s(`support.topics.${r.topic as 'OTHER'}`), r.note].filter(Boolean).join(' · '),
          })),
        };
      }}
    />
  );
}
