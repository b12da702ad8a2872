import { type FormEvent, useState } from 'react';
import { requestAssistantOtp, staffLogin, verifyAssistantOtp } from '../../stores/staff/sign-in.ts';
import { Field, Notice, useAction, useStrings } from '../account/ui.tsx';

/**
 * Staff sign-in (staff-tools.md §1): e-mail and password for franchise partners, admins and advisers;
 * a code to the assistant's own mobile for assistants (asked again: refreshFranchiseAssistantOTP).
 * `passwordOnly`: the editor's desk (issue 18), where no assistant signs in.
 */
export function StaffLogin({ passwordOnly = false }: { passwordOnly?: boolean }) {
  const { s } = useStrings();
  const [mode, setMode] = useState<'password' | 'assistant'>('password');
  if (passwordOnly)
    return (
      <section className="staff-login">
        <h2>{s('staff.login.title')}</h2>
        <PasswordLogin />
      </section>
    );
  return (
    <section className="staff-login">
      <h2>{s('staff.login.title')}</h2>
      <p>{s('staff.login.intro')}</p>
      <fieldset className="staff-tabs">
        <legend className="visually-hidden">{s('staff.login.title')}</legend>
        <button type="button" className="button secondary" aria-pressed={mode === 'password'} onClick={() => setMode('password')}>
          {s('staff.login.byPassword')}
        </button>
        <button type="button" className="button secondary" aria-pressed={mode === 'assistant'} onClick={() => setMode('assistant')}>
          {s('staff.login.byAssistant')}
        </button>
      </fieldset>
      {mode === 'password' ? <PasswordLogin /> : <AssistantLogin />}
    </section>
  );
}

function PasswordLogin() {
  const { s, href } = useStrings();
  const login = useAction();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await login.act(() => staffLogin(email, password));
  };
  return (
    <form className="login-form" noValidate onSubmit={submit}>
      <Field id="staff-email" label={s('staff.login.email')}>
        <input id="staff-email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field id="staff-password" label={s('staff.login.password')}>
        <input id="staff-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Notice notice={login.notice} />
      <button type="submit" className="button" disabled={login.busy}>
        {login.busy ? s('staff.login.signingIn') : s('staff.login.submit')}
      </button>
      <p>
        <a href={href('/reset-password')}>{s('passwordReset.forgot')}</a>
      </p>
    </form>
  );
}

function AssistantLogin() {
  const { s } = useStrings();
  const request = useAction();
  const verify = useAction();
  const [mobile, setMobile] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const sent = await request.act(() => requestAssistantOtp(mobile));
    if (sent) {
      setSentTo(mobile);
      setCode('');
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sentTo) await verify.act(() => verifyAssistantOtp(sentTo, code));
  };
  if (sentTo === null) {
    return (
      <form className="login-form" noValidate onSubmit={send}>
        <Field id="assistant-mobile" label={s('staff.login.assistantMobile')}>
          <input id="assistant-mobile" type="tel" inputMode="numeric" autoComplete="tel-national" value={mobile} onChange={(e) => setMobile(e.target.value)} />
        </Field>
        <Notice notice={request.notice} />
        <button type="submit" className="button" disabled={request.busy}>
          {request.busy ? s('staff.login.sending') : s('staff.login.sendCode')}
        </button>
      </form>
    );
  }
  return (
    <form className="login-form" noValidate onSubmit={submit}>
      <p>{s('staff.login.codeSent', { mobile: sentTo })}</p>
      <Field id="assistant-code" label={s('staff.login.code')}>
        <input id="assistant-code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
      </Field>
      <Notice notice={verify.notice ?? request.notice} />
      <button type="submit" className="button" disabled={verify.busy}>
        {verify.busy ? s('staff.login.signingIn') : s('staff.login.submit')}
      </button>
      <button type="button" className="button secondary" disabled={request.busy} onClick={() => void send()}>
        {s('staff.login.resend')}
      </button>
    </form>
  );
}
