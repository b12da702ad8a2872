import { useEffect, useMemo, useState } from 'react';
import type { IslandStrings } from '../i18n/island.ts';
import { signInWithAppToken } from '../stores/session/sign-in.ts';
import { STAFF_HOME } from '../stores/session/state.ts';
import { LoginForm } from './account/LoginForm.tsx';
import { UiContext, useStrings } from './account/ui.tsx';

/**
 * /appLoginToken?token=…: the mobile app hands its signed-in customer over to the website; the staff
 * app its staff user (issue 15). The customer's exchange is tried first; a token it does not take (it
 * takes only customers' tokens, and leaves others usable) is tried as a staff one, whose code loads
 * only then.
 */
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
    void (async () => {
      const customer = await signInWithAppToken(token);
      if (customer.ok) return window.location.replace(href('/my-account'));
      if (customer.error.code !== 'UNAUTHENTICATED') return setFailed(true);
      const staff = await (await import('../stores/staff/sign-in.ts')).staffSignInWithAppToken(token);
      if (staff.ok) window.location.replace(href(STAFF_HOME));
      else setFailed(true);
    })();
  }, [href]);
  if (!failed) return <p aria-busy="true">{s('account.login.appSigningIn')}</p>;
  return (
    <>
      <p role="alert">{s('account.login.appFailed')}</p>
      <LoginForm onSignedIn={() => window.location.assign(href('/my-account'))} />
      <p>
        <a href={href(STAFF_HOME)}>{s('account.login.appStaffSignIn')}</a>
      </p>
    </>
  );
}
