import { DEV_RESET_MAIL_OUTBOX } from '../graphql/password-reset.ts';
import { type IslandStrings, translatorOf } from '../i18n/island.ts';
import { graphqlClient } from '../lib/graphql-client.ts';
import { OutboxView } from './dev/OutboxView.tsx';

/**
 * /dev/reset-outbox: the password reset e-mails the development mail sender "sent", newest first. There
 * is no mail service here; this page is how a developer opens a reset link sent to an e-mail address
 * (links sent to a mobile are in /dev/sms-outbox). It exists only with the developer tools on (DEV_TOOLS).
 */
export default function ResetMailOutbox({ strings }: { strings: IslandStrings }) {
  const s = translatorOf(strings);
  return (
    <OutboxView
      s={s}
      inputId="reset-outbox-email"
      words={{
        mobile: 'passwordReset.request.login',
        filter: 'account.outbox.filter',
        empty: 'passwordReset.outbox.empty',
        title: 'passwordReset.outbox.title',
      }}
      load={async (email) => {
        const result = await graphqlClient().query(DEV_RESET_MAIL_OUTBOX, { email }).toPromise();
        if (result.error) return { error: result.error };
        return {
          messages: (result.data?.devResetMailOutbox ?? []).map((m) => ({ id: m.id, mobile: m.email, at: m.createdAt, body: `${m.subject}: ${m.body}` })),
        };
      }}
    />
  );
}
