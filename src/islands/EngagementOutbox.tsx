import { DEV_ENGAGEMENT_OUTBOX } from '../graphql/retention.ts';
import { type IslandStrings, translatorOf } from '../i18n/island.ts';
import { graphqlClient } from '../lib/graphql-client.ts';
import { OutboxView } from './dev/OutboxView.tsx';

/**
 * /dev/engagement-outbox: what the development engagement service has "sent" (advisers' messages to
 * customers from the migration and retention calls), newest first, optionally for one number. No
 * engagement platform is reachable here; this page is how a developer sees the message. It exists only
 * with the developer tools on (DEV_TOOLS), as the SMS outbox.
 */
export default function EngagementOutbox({ strings }: { strings: IslandStrings }) {
  const s = translatorOf(strings);
  return (
    <OutboxView
      s={s}
      inputId="engagement-mobile"
      words={{
        intro: 'retention.outbox.intro',
        mobile: 'retention.outbox.mobile',
        filter: 'retention.outbox.filter',
        empty: 'retention.outbox.empty',
        title: 'retention.outbox.title',
        sentBy: 'retention.outbox.sentBy',
      }}
      load={async (mobile) => {
        const result = await graphqlClient().query(DEV_ENGAGEMENT_OUTBOX, { mobile }).toPromise();
        if (result.error) return { error: result.error };
        return {
          messages: (result.data?.devEngagementOutbox ?? []).map((m) => ({ id: m.id, mobile: m.mobile, at: m.sentAt, by: m.sentBy, body: m.body })),
        };
      }}
    />
  );
}
