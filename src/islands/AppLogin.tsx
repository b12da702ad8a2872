import { useEffect, useMemo, useState } from 'react';
import type { IslandStrings } from '../i18n/island.ts';
import { signInWithAppToken } from '../stores/session/sign-in.ts';
import { LoginForm } from './account/LoginForm.tsx';
import { UiContext, useStrings } from './account/ui.tsx';

/** /appLoginToken?token=…: the mobile app hands its signed-in customer over to the website. */
export default function AppLogin({ strings, prefix }: { strings: IslandStrings; prefix: string }) {
  const ui = useMemo(() => ({ strings, prefix }), [strings, prefix]);
  return (
    <UiContext.Provider value={ui}>
      <Exchange />
    </UiContext.Provider>
  );
}

function Exchange() {
  const { s, href } = useStrings();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    // The token is single-use: take it out of the address bar and history at once.
    window.history.replaceState(null, '', window.location.pathname);
    if (!token) {
      setFailed(true);
      return;
    }
    void signInWithAppToken(token).then((signed) => {
      if (signed.ok) window.location.replace(href('/my-account'));
      else setFailed(true);
    });
  }, [href]);
  if (!failed) return <p aria-busy="true">{s('account.login.appSigningIn')}</p>;
  return (
    <>
      <p role="alert">{s('account.login.appFailed')}</p>
      <LoginForm onSignedIn={() => window.location.assign(href('/my-account'))} />
    </>
  );
}
