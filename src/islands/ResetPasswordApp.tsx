import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { type IslandStrings, LOCALE_KEY } from '../i18n/island.ts';
import { $online } from '../stores/network.ts';
import { completePasswordReset, requestPasswordReset } from '../stores/session/password-reset.ts';
import { Field, Notice, UiContext, useAction, useStrings } from './account/ui.tsx';

/** The token of a reset link (/reset-password#token=…): in the fragment, so it never reaches a server log. */
const tokenOfLocation = () => (typeof window === 'undefined' ? null : new URLSearchParams(window.location.hash.slice(1)).get('token'));

/**
 * /reset-password (issue 20): without a token, the request for a link by e-mail or mobile; with the
 * link's token, the new password (twice). Offline, both say 'Reset password feature does not work while
 * offline!' and send nothing.
 */
export default function ResetPasswordApp({ strings, prefix }: { strings: IslandStrings; prefix: string }) {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  // A link opened again starts its form afresh.
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    // Read on load, and when a link is opened in the page already showing (only the fragment changes).
    const read = () => {
      const found = tokenOfLocation();
      if (found) {
        // The address bar keeps no token once it is read (nor does the history).
        window.history.replaceState(null, '', window.location.pathname);
        setToken(found);
        setOpened((n) => n + 1);
      } else setToken((known) => known ?? null);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return (
    <UiContext.Provider value={{ strings, prefix }}>
      <OfflineNote />
      {token === undefined ? null : token ? <SetPassword key={opened} token={token} /> : <RequestLink locale={strings[LOCALE_KEY] ?? 'en-US'} />}
    </UiContext.Provider>
  );
}

function OfflineNote() {
  const { s } = useStrings();
  const online = useStore($online);
  if (online) return null;
  return (
    <p role="alert" className="notice-error" data-testid="reset-offline">
      {s('account.messages.resetPasswordOffline')}
    </p>
  );
}

function RequestLink({ locale }: { locale: string }) {
  const { s } = useStrings();
  const action = useAction();
  const [login, setLogin] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await action.act(() => requestPasswordReset(login, locale));
    if (answer) setSent(answer.messageKey);
  };
  return (
    <form className="login-form" noValidate onSubmit={submit}>
      <h2>{s('passwordReset.request.title')}</h2>
      <p>{s('passwordReset.request.intro')}</p>
      <Field id="reset-login" label={s('passwordReset.request.login')}>
        <input id="reset-login" autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)} />
      </Field>
      <Notice notice={action.notice} />
      {sent && (
        <p role="status" className="notice-success">
          {s('passwordReset.messages.linkSent')}
        </p>
      )}
      <button type="submit" className="button" disabled={action.busy}>
        {action.busy ? s('passwordReset.sending') : s('passwordReset.request.submit')}
      </button>
    </form>
  );
}

function SetPassword({ token }: { token: string }) {
  const { s, href } = useStrings();
  const action = useAction();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      action.setNotice({ tone: 'error', message: ACCOUNT_MESSAGES.passwordsDiffer, messageKey: 'account.messages.passwordsDiffer' });
      return;
    }
    if (await action.act(() => completePasswordReset(token, password))) setDone(true);
  };
  if (done)
    return (
      <div>
        <p role="status" className="notice-success">
          {s('account.messages.passwordChanged')}
        </p>
        <p>
          <a className="button" href={href('/my-account')}>
            {s('passwordReset.set.signIn')}
          </a>
        </p>
      </div>
    );
  const refused = action.notice?.messageKey === 'passwordReset.messages.linkInvalid';
  return (
    <form className="login-form" noValidate onSubmit={submit}>
      <h2>{s('passwordReset.set.title')}</h2>
      <Field id="reset-password" label={s('passwordReset.set.password')}>
        <input id="reset-password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Field id="reset-confirm" label={s('passwordReset.set.confirm')}>
        <input id="reset-confirm" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </Field>
      <Notice notice={action.notice} />
      <button type="submit" className="button" disabled={action.busy || refused}>
        {action.busy ? s('passwordReset.sending') : s('passwordReset.set.submit')}
      </button>
      {refused && (
        <p>
          <a href={href('/reset-password')}>{s('passwordReset.set.askAgain')}</a>
        </p>
      )}
    </form>
  );
}
