import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoginSchema, OtpFormSchema } from '../../lib/account-forms.ts';
import { requestOtp, verifyOtp } from '../../stores/session/sign-in.ts';
import { PasswordSignIn } from './PasswordSignIn.tsx';
import { Field, Notice, useAction, useStrings } from './ui.tsx';

/**
 * Log in by one-time password (storefront.md §6): the mobile number, then the code from the SMS. A new
 * number creates the account. `onSignedIn` runs after the session has started.
 */
function OtpLoginForm({ onSignedIn }: { onSignedIn?: (() => void) | undefined }) {
  const { s } = useStrings();
  const [mobile, setMobile] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const request = useAction();
  const verify = useAction();

  const mobileForm = useForm({ resolver: zodResolver(LoginSchema), defaultValues: { mobile: '' } });
  const otpForm = useForm({ resolver: zodResolver(OtpFormSchema), defaultValues: { otp: '' } });

  useEffect(() => {
    if (resendAt <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [resendAt, now]);

  const send = async (number: string) => {
    const sent = await request.act(() => requestOtp(number));
    if (!sent) return;
    setMobile(number);
    setResendAt(Date.now() + sent.resendAfter * 1000);
    setNow(Date.now());
    otpForm.reset({ otp: '' });
  };

  if (mobile === null) {
    return (
      <form className="login-form" noValidate onSubmit={mobileForm.handleSubmit(({ mobile: number }) => send(number))}>
        <h2>{s('account.login.title')}</h2>
        <p>{s('account.login.intro')}</p>
        <Field id="login-mobile" label={s('account.login.mobile')} hint={s('account.login.mobileHint')} error={mobileForm.formState.errors.mobile?.message}>
          <input
            id="login-mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            aria-invalid={mobileForm.formState.errors.mobile ? true : undefined}
            {...mobileForm.register('mobile')}
          />
        </Field>
        <Notice notice={request.notice} />
        <button type="submit" className="button" disabled={request.busy}>
          {request.busy ? s('account.login.sending') : s('account.login.sendOtp')}
        </button>
      </form>
    );
  }

  const wait = Math.max(0, Math.ceil((resendAt - now) / 1000));
  return (
    <form
      className="login-form"
      noValidate
      onSubmit={otpForm.handleSubmit(async ({ otp }) => {
        const user = await verify.act(() => verifyOtp(mobile, otp));
        if (user) onSignedIn?.();
      })}
    >
      <h2>{s('account.login.title')}</h2>
      <Field id="login-otp" label={s('account.login.otp')} hint={s('account.login.otpHint', { mobile })} error={otpForm.formState.errors.otp?.message}>
        <input
          id="login-otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          aria-invalid={otpForm.formState.errors.otp ? true : undefined}
          {...otpForm.register('otp')}
        />
      </Field>
      <Notice notice={verify.notice ?? request.notice} />
      <button type="submit" className="button" disabled={verify.busy}>
        {verify.busy ? s('account.login.verifying') : s('account.login.verify')}
      </button>
      <p className="actions">
        <button type="button" className="button secondary" disabled={wait > 0 || request.busy} onClick={() => void send(mobile)}>
          {wait > 0 ? s('account.login.resendIn', { seconds: wait }) : s('account.login.resend')}
        </button>
        <button type="button" className="button secondary" onClick={() => setMobile(null)}>
          {s('account.login.changeNumber')}
        </button>
      </p>
    </form>
  );
}

/** The sign-in: the one-time password above, the password a customer set (issue 20, its own component) below. */
export function LoginForm({ onSignedIn }: { onSignedIn?: () => void }) {
  return (
    <>
      <OtpLoginForm onSignedIn={onSignedIn} />
      <PasswordSignIn onSignedIn={onSignedIn} />
    </>
  );
}
