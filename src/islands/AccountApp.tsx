import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { IslandStrings } from '../i18n/island.ts';
import type { AccountSection } from '../routing/routes.ts';
import { logout } from '../stores/session/sign-in.ts';
import { $session, $sessionNotice, $signupModal } from '../stores/session.ts';
import { Activity } from './account/Activity.tsx';
import { Addresses } from './account/Addresses.tsx';
import { ExternalSignInButtons } from './account/ExternalSignInButtons.tsx';
import { LoginForm } from './account/LoginForm.tsx';
import { NotifyMe } from './account/NotifyMe.tsx';
import { OrderDetail } from './account/orders/OrderDetail.tsx';
import { OrderList } from './account/orders/OrderList.tsx';
import { AccountHome, ChangePassword, Profile } from './account/Profile.tsx';
import { BuyAgain, Notifications, Patients, Prescriptions, Wallet } from './account/Records.tsx';
import { Tickets } from './account/Tickets.tsx';
import { UiContext, useStrings } from './account/ui.tsx';
import { useMounted } from './useMounted.ts';

interface Props {
  section: AccountSection;
  /** The order id of /my-account/orders/{id}. */
  id: string | null;
  strings: IslandStrings;
  prefix: string;
}

const NAV: AccountSection[] = [
  '',
  'orders',
  'shipping-details',
  'manage-patients',
  'my-prescriptions',
  'tickets',
  'notifications',
  'notify-me',
  'activity',
  'wallet',
  'buy-again',
  'profile',
  'change-password',
];

/**
 * The account area (storefront.md §2 my-account): every page needs a signed-in customer; without one
 * the page says 'You need to be logged in to see this page', offers the OTP login, and shows the page
 * asked for once signed in. The data is the server's, fetched with the user's token; the server
 * answers only the user's own records.
 */
export default function AccountApp({ section, id, strings, prefix }: Props) {
  const ui = useMemo(() => ({ strings, prefix }), [strings, prefix]);
  return (
    <UiContext.Provider value={ui}>
      <Account section={section} id={id} />
    </UiContext.Provider>
  );
}

function Account({ section, id }: { section: AccountSection; id: string | null }) {
  const { s, href, message } = useStrings();
  const mounted = useMounted();
  const session = useStore($session);
  const notice = useStore($sessionNotice);
  const modal = useStore($signupModal);
  const ticketId = mounted ? new URLSearchParams(window.location.search).get('ticket') : null;

  useEffect(() => {
    if (session.isUserLoggedIn) $signupModal.set(false);
  }, [session.isUserLoggedIn]);

  if (!mounted) return <p aria-busy="true">{s('account.common.loading')}</p>;
  if (!session.isUserLoggedIn) {
    return (
      <section className="account-login">
        {notice ? (
          <p role="alert" className="notice-error">
            {message(notice)}
          </p>
        ) : (
          <p role="alert" className="notice-error">
            {s('account.messages.loginRequired')}
          </p>
        )}
        {modal ? (
          // The spec's modal-signup: the session could not be refreshed, so the customer signs in again here.
          <div id="modal-signup" className="modal-signup" role="dialog" aria-modal="true" aria-labelledby="modal-signup-title">
            <h2 id="modal-signup-title">{s('account.login.modalTitle')}</h2>
            <p>{s('account.login.modalBody')}</p>
            <LoginForm />
          </div>
        ) : (
          <LoginForm />
        )}
        <ExternalSignInButtons />
      </section>
    );
  }
  const visible = NAV.filter((item) => item !== 'wallet' || session.user?.walletEnabled);
  return (
    <div className="account">
      {notice && (
        <p role="alert" className="notice-error">
          {message(notice)}
        </p>
      )}
      <nav className="account-nav" aria-label={s('account.nav.title')}>
        <ul ref={showCurrent}>
          {visible.map((item) => (
            <li key={item}>
              <a
                href={href(item ? `/my-account/${item}` : '/my-account')}
                aria-current={item === section && !id ? 'page' : undefined}
                data-current={item === section || undefined}
              >
                {s(`account.nav.${item || 'home'}`)}
              </a>
            </li>
          ))}
          <li>
            <button type="button" className="button secondary" onClick={() => void logout(href('/') || '/')}>
              {s('account.nav.logout')}
            </button>
          </li>
        </ul>
      </nav>
      {/* The page's h1 names the section already (AccountView.astro). */}
      <section className="account-section" aria-label={s(`account.nav.${section || 'home'}`)}>
        <Section section={section} id={id} ticketId={ticketId} />
      </section>
    </div>
  );
}

/**
 * On a phone the account's links are one row that scrolls sideways (AccountView.astro): the section
 * being shown is brought into that row's view, never the page scrolled.
 */
function showCurrent(list: HTMLUListElement | null): void {
  const current = list?.querySelector<HTMLElement>('[data-current]');
  if (!list || !current || list.scrollWidth <= list.clientWidth) return;
  list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
}

function Section({ section, id, ticketId }: { section: AccountSection; id: string | null; ticketId: string | null }) {
  switch (section) {
    case '':
      return <AccountHome />;
    case 'orders':
      return id ? <OrderDetail id={id} /> : <OrderList />;
    case 'shipping-details':
      return <Addresses />;
    case 'manage-patients':
      return <Patients />;
    case 'my-prescriptions':
      return <Prescriptions />;
    case 'tickets':
      return <Tickets openId={ticketId} />;
    case 'notifications':
      return <Notifications />;
    case 'notify-me':
      return <NotifyMe />;
    case 'activity':
      return <Activity />;
    case 'wallet':
      return <Wallet />;
    case 'buy-again':
      return <BuyAgain />;
    case 'profile':
      return <Profile />;
    case 'change-password':
      return <ChangePassword />;
  }
}
