import { useEffect, useState } from 'react';
import type { KeyedMessage } from '../../i18n/island.ts';
import { type ExternalProvider, externalSignInOptions, startExternalSignIn } from '../../stores/session/external-sign-in.ts';
import { useStrings } from './ui.tsx';

/**
 * "Continue with caller-id" and "Sign in with Google" under the OTP form (issue 20): shown only for the
 * sign-ins the upstream offers (none without a provider configured). When the caller-id app is not
 * installed, the spec's "Truecaller not installed, please use OTP based login" and the OTP form's number.
 */
export function ExternalSignInButtons() {
  const { s, href, message } = useStrings();
  const [options, setOptions] = useState<{ callerId: boolean; social: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<KeyedMessage | null>(null);

  useEffect(() => {
    void externalSignInOptions().then((asked) => asked.ok && setOptions(asked.data));
  }, []);
  if (!options || (!options.callerId && !options.social)) return null;

  const go = async (provider: ExternalProvider) => {
    setBusy(true);
    setNotice(null);
    const started = await startExternalSignIn(provider);
    if (started.ok && started.data) return window.location.assign(href(started.data));
    setBusy(false);
    if (!started.ok) return setNotice(started.error);
    setNotice({ message: s('account.messages.callerIdMissing'), messageKey: 'account.messages.callerIdMissing' });
    document.getElementById('login-mobile')?.focus();
  };

  return (
    <div className="external-sign-in">
      <p>{s('externalSignIn.or')}</p>
      {notice && (
        <p role="alert" className="notice-error">
          {message(notice)}
        </p>
      )}
      <p className="actions">
        {options.callerId && (
          <button type="button" className="button secondary" disabled={busy} onClick={() => void go('caller-id')}>
            {busy ? s('externalSignIn.opening') : s('externalSignIn.callerId')}
          </button>
        )}
        {options.social && (
          <button type="button" className="button secondary" disabled={busy} onClick={() => void go('social')}>
            {busy ? s('externalSignIn.opening') : s('externalSignIn.google')}
          </button>
        )}
      </p>
    </div>
  );
}
