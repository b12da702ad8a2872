import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $session } from '../../stores/session.ts';
import { useMounted } from '../useMounted.ts';
import { LoginForm } from './LoginForm.tsx';
import { useStrings } from './ui.tsx';

/**
 * A page part for signed-in customers only (storefront.md §6): without a session it says 'You need to be
 * logged in to see this page' and offers the OTP login, then shows the part. Persisted state is read
 * after mount only, so the server's HTML and the first render agree.
 */
export function SignedIn({ children }: { children: () => ReactNode }) {
  const { s } = useStrings();
  const mounted = useMounted();
  const session = useStore($session);
  if (!mounted) return <p aria-busy="true">{s('account.common.loading')}</p>;
  if (!session.isUserLoggedIn)
    return (
      <>
        <p role="alert">{s('account.messages.loginRequired')}</p>
        <LoginForm />
      </>
    );
  return <>{children()}</>;
}
