import { type FormEvent, useState } from 'react';
import { signInWithPassword } from '../../stores/session/password-reset.ts';
import { Field, Notice, useAction, useStrings } from './ui.tsx';

/**
 * The customer's second way in (issue 20), beside the one-time password: the e-mail or mobile and the
 * password they set in their account. Any wrong pair answers 'Invalid credential'; a link leads to the
 * password reset.
 */
export function PasswordSignIn({ onSignedIn }: { onSignedIn?: (() => void) | undefined }) {
  const { s, href } = useStrings();
  const action = useAction();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const user = await action.act(() => signInWithPassword(login, password));
    if (user) onSignedIn?.();
  };
  return (
    <form className="login-form password-sign-in" noValidate onSubmit={submit}>
      <h2>{s('passwordReset.signIn.title')}</h2>
      <Field id="password-login" label={s('passwordReset.signIn.login')}>
        <input id="password-login" autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)} />
      </Field>
      <Field id="password-secret" label={s('passwordReset.signIn.password')}>
        <input id="password-secret" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Notice notice={action.notice} />
      <button type="submit" className="button" disabled={action.busy}>
        {s('passwordReset.signIn.submit')}
      </button>
      <p>
        <a href={href('/reset-password')}>{s('passwordReset.forgot')}</a>
      </p>
    </form>
  );
}
