import { DEV_MAIL_OUTBOX_QUERY } from '../graphql/newsletter.ts';
import { type IslandStrings, translatorOf } from '../i18n/island.ts';
import { graphqlClient } from '../lib/graphql-client.ts';
import { OutboxView } from './dev/OutboxView.tsx';

/**
 * /dev/mail-outbox: the e-mails the development mail sender "sent" (newsletter coupons, password reset
 * links), newest first. There is no mail service here; this page is how a developer reads them (SMS are
 * in /dev/sms-outbox). It exists only with the developer tools on (DEV_TOOLS).
 */
export default function MailOutbox({ strings }: { strings: IslandStrings }) {
  const s = translatorOf(strings);
  return (
    <OutboxView
      s={s}
      inputId="mail-outbox-email"
      words={{
        mobile: 'newsletter.mailOutbox.address',
        filter: 'account.outbox.filter',
        empty: 'newsletter.mailOutbox.empty',
        title: 'newsletter.mailOutbox.title',
      }}
      load={async (to) => {
        const result = await graphqlClient().query(DEV_MAIL_OUTBOX_QUERY, { to }).toPromise();
        if (result.error) return { error: result.error };
        return {
          messages: (result.data?.devMailOutbox ?? []).map((m) => ({ id: m.id, mobile: m.to, at: m.createdAt, body: `${m.subject}: ${m.body}` })),
        };
      }}
    />
  );
}
