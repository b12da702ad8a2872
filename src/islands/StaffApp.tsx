import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { SESSION_MESSAGES } from '../../domain/session-messages.ts';
import type { IslandStrings } from '../i18n/island.ts';
import { type StaffSection, staffPath } from '../routing/routes.ts';
import { WAKE_CART_EVENT } from '../stores/cart-count.ts';
import { $session, $sessionNotice } from '../stores/session.ts';
import { clearCustomer } from '../stores/staff/acting.ts';
import { SESSION_ENDED_PARAM, staffLogout, watchStaffSession } from '../stores/staff/sign-in.ts';
import { $staffSession } from '../stores/staff/state.ts';
import { OrderList } from './account/orders/OrderList.tsx';
import { BuyAgain } from './account/Records.tsx';
import { UiContext, useStrings } from './account/ui.tsx';
import { AuditTrail } from './staff/AuditTrail.tsx';
import { CommissionPanel } from './staff/Commission.tsx';
import { CustomerSearch, RegisterCustomer, SelectedCustomerCard } from './staff/CustomerPicker.tsx';
import { JobApplications } from './staff/JobApplications.tsx';
import { OpenElsewhere } from './staff/OpenElsewhere.tsx';
import { OrderMetrics } from './staff/OrderMetrics.tsx';
import { SearchMisses } from './staff/SearchMisses.tsx';
import { StaffLogin } from './staff/StaffLogin.tsx';
import { useMounted } from './useMounted.ts';

interface Props {
  section: StaffSection;
  /** /dpfc's cusSid_adminId; /customer-migration/{customerSid}'s customer. */
  reference?: string | undefined;
  strings: IslandStrings;
  prefix: string;
}

// The decoding and approval pages (issue 16) load their code (and, for a PDF, pdfjs-dist) only when opened.
const PrescriptionDecoding = lazy(() => import('./staff/PrescriptionDecoding.tsx').then((m) => ({ default: m.PrescriptionDecoding })));
const PrescriptionApprovals = lazy(() => import('./staff/PrescriptionApprovals.tsx').then((m) => ({ default: m.PrescriptionApprovals })));

/** Which staff pages each role may open (design.md's roles table); the server refuses the rest anyway. */
/** The staff bar's Clear link (src/islands/staff-bar.ts). */
const CLEAR_PARAM = 'clear';

const CUSTOMER_PAGES: readonly StaffSection[] = ['orders', 'repeat-order', 'quick-order'];
/** The estimation screens (issue 16): franchises, their assistants and admins build estimations for the customer. */
const ESTIMATION_PAGES = ['order-estimation', 'order-savings', 'order-suggestion'] as const satisfies readonly StaffSection[];
type EstimationPage = (typeof ESTIMATION_PAGES)[number];
const isEstimationPage = (section: StaffSection): section is EstimationPage => (ESTIMATION_PAGES as readonly StaffSection[]).includes(section);
const DECODE = 'add-product-using-prescription';
/** Decoding any customer's prescription, the decoding link and the approvals: admins (design.md's roles). */
const ADMIN_RX_PAGES: readonly StaffSection[] = ['add-product-using-prescription-for-admin', 'prescription-approvals', 'dpfc'];
/** Leads, camps and follow-ups (issue 17): the shop's, so franchises and their assistants (design.md's roles). */
const LEAD_PAGES = ['add-lead', 'pre-add-lead', 'lms', 'lead-follow-up', 'pre-awareness-absentees'] as const satisfies readonly StaffSection[];
const SECTIONS_FOR: Record<string, readonly StaffSection[]> = {
  FRANCHISE: ['', ...CUSTOMER_PAGES, ...ESTIMATION_PAGES, DECODE, ...LEAD_PAGES, 'audit', 'order-metrics'],
  ASSISTANT: ['', ...CUSTOMER_PAGES, ...ESTIMATION_PAGES, DECODE, ...LEAD_PAGES, 'order-metrics'],
  ADMIN: [
    '',
    ...CUSTOMER_PAGES,
    ...ESTIMATION_PAGES,
    DECODE,
    ...ADMIN_RX_PAGES,
    'audit',
    'search-misses',
    'job-applications',
    'order-metrics',
    'customer-migration',
  ],
  ADVISER: ['', ...CUSTOMER_PAGES, 'customer-migration'],
};
/** Pages opened from another page with what they show in their address (one estimation, one product, /dpfc's customer): not in the menu. */
const NOT_IN_MENU: readonly StaffSection[] = ['order-savings', 'order-suggestion', 'dpfc'];
/** Their code is a chunk of its own, fetched only on their pages. */
const EstimationScreens = lazy(() => import('./staff/estimation/EstimationScreens.tsx'));
/** /add-lead and /pre-add-lead (issue 17): the lead form and the phone's leads, a chunk of their own (kept by the service worker for offline). */
const LeadCapture = lazy(() => import('./staff/leads/capture/LeadCapture.tsx'));
/** The migration and retention calls (issue 17): a chunk of their own too. */
const RetentionScreens = lazy(() => import('./staff/retention/RetentionScreens.tsx'));
/** The online lead pages (issue 17: /lms, /lead-follow-up[/{sid}], /pre-awareness-absentees), a chunk of their own too. */
const LEAD_ONLINE_PAGES = ['lms', 'lead-follow-up', 'pre-awareness-absentees'] as const satisfies readonly StaffSection[];
type LeadOnlinePage = (typeof LEAD_ONLINE_PAGES)[number];
const isLeadOnlinePage = (section: StaffSection): section is LeadOnlinePage => (LEAD_ONLINE_PAGES as readonly StaffSection[]).includes(section);
const LeadPages = lazy(() => import('./staff/leads/pages/LeadPages.tsx'));

/**
 * The staff menu (staff-tools.md §2 my-menu) and the staff pages under it. Signed out: 'You need to be
 * logged in to see this page' and the staff sign-in. Signed in: who is signed in and until when, the
 * customer being served (select, switch, clear, register a new one), and the pages the role may open.
 */
export default function StaffApp({ section, reference, strings, prefix }: Props) {
  const ui = useMemo(() => ({ strings, prefix }), [strings, prefix]);
  return (
    <UiContext.Provider value={ui}>
      <Staff section={section} reference={reference} />
    </UiContext.Provider>
  );
}

function Staff({ section, reference }: { section: StaffSection; reference?: string | undefined }) {
  const { s, href, message } = useStrings();
  const mounted = useMounted();
  const staff = useStore($staffSession);
  const customer = useStore($session);
  const notice = useStore($sessionNotice);
  // A sign-in or a selection on this page: the header's staff bar appears or changes at once. The
  // microcart island draws it (the page woke it at load only if a staff session was kept then) and
  // redraws on 'storage', which the browser sends only to other tabs: this tab sends one too, without
  // a key, which the persisted stores' own listeners pass over (the product page's code stays as it was).
  useEffect(
    () =>
      $staffSession.listen(() =>
        setTimeout(() => {
          dispatchEvent(new Event(WAKE_CART_EVENT));
          dispatchEvent(new Event('storage'));
        }),
      ),
    [],
  );
  useEffect(() => {
    if (!staff.isUserLoggedIn) return;
    watchStaffSession();
    // The staff bar's Clear (/my-menu?clear=1): the selection goes, and the address bar forgets the ask.
    const url = new URL(window.location.href);
    if (url.searchParams.has(CLEAR_PARAM)) {
      clearCustomer();
      url.searchParams.delete(CLEAR_PARAM);
      history.replaceState(null, '', url);
    }
  }, [staff.isUserLoggedIn]);

  if (!mounted) return <p aria-busy="true">{s('account.common.loading')}</p>;
  if ((!staff.isUserLoggedIn || !staff.details) && customer.isUserLoggedIn && !customer.acting) {
    // A customer's own session: the staff pages are not theirs.
    return (
      <p role="alert" className="notice-error">
        {s('staff.messages.notAuthorized')} <a href={href('/my-account')}>{s('account.nav.title')}</a>
      </p>
    );
  }
  if (!staff.isUserLoggedIn || !staff.details) {
    const ended = new URLSearchParams(window.location.search).has(SESSION_ENDED_PARAM);
    return (
      <>
        <p role="alert" className="notice-error">
          {message(notice ?? (ended ? SESSION_MESSAGES.sessionTimeout : SESSION_MESSAGES.loginRequired))}
        </p>
        <StaffLogin />
      </>
    );
  }
  const { details } = staff;
  const allowed = SECTIONS_FOR[details.role] ?? [''];
  const endsAt = staff.sessionEndsAt;
  return (
    <div className="staff-app">
      <section className="staff-me" aria-label={s('staff.me.label')}>
        <p>
          <strong>{details.name ?? details.mobile}</strong> · {s(`staff.roles.${details.role}`)}
          {details.shop ? ` · ${details.shop.name}` : ''}
        </p>
        {details.demo && <p className="hint">{s('staff.me.demo')}</p>}
        {endsAt !== null && (
          <p className="hint">
            {s('staff.me.endsAt', { time: new Date(endsAt).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' }) })}
          </p>
        )}
        <button type="button" className="button secondary" onClick={() => void staffLogout()}>
          {s('staff.me.logout')}
        </button>
      </section>
      {allowed.length > 1 && (
        <nav className="account-nav" aria-label={s('staff.nav.title')}>
          <ul>
            {allowed
              .filter((entry) => !NOT_IN_MENU.includes(entry))
              .map((entry) => (
                <li key={entry}>
                  <a href={href(staffPath(entry))} aria-current={entry === section ? 'page' : undefined}>
                    {s(`staff.nav.${entry || 'title'}`)}
                  </a>
                </li>
              ))}
          </ul>
        </nav>
      )}
      {!allowed.includes(section) ? (
        <p role="alert" className="notice-error">
          {s('staff.messages.notAuthorized')}
        </p>
      ) : section === 'audit' ? (
        <AuditTrail />
      ) : section === 'search-misses' ? (
        <SearchMisses />
      ) : section === 'job-applications' ? (
        <JobApplications />
      ) : section === 'order-metrics' ? (
        <OrderMetrics />
      ) : isEstimationPage(section) ? (
        <Suspense fallback={<p aria-busy="true">{s('account.common.loading')}</p>}>
          <EstimationScreens section={section} />
        </Suspense>
      ) : section === DECODE || section === 'add-product-using-prescription-for-admin' || section === 'dpfc' ? (
        <Suspense fallback={<p aria-busy="true">{s('account.common.loading')}</p>}>
          <PrescriptionDecoding mode={section === DECODE ? 'staff' : section === 'dpfc' ? 'link' : 'admin'} linkRef={reference} />
        </Suspense>
      ) : section === 'customer-migration' ? (
        <Suspense fallback={<p aria-busy="true">{s('account.common.loading')}</p>}>
          <RetentionScreens customerSid={reference} />
        </Suspense>
      ) : isLeadOnlinePage(section) ? (
        <Suspense fallback={<p aria-busy="true">{s('account.common.loading')}</p>}>
          <LeadPages section={section} reference={reference} />
        </Suspense>
      ) : section === 'prescription-approvals' ? (
        <Suspense fallback={<p aria-busy="true">{s('account.common.loading')}</p>}>
          <PrescriptionApprovals />
        </Suspense>
      ) : section === 'add-lead' || section === 'pre-add-lead' ? (
        <Suspense fallback={<p aria-busy="true">{s('account.common.loading')}</p>}>
          <LeadCapture fromCamp={section === 'pre-add-lead'} />
        </Suspense>
      ) : CUSTOMER_PAGES.includes(section) ? (
        <CustomerPage section={section} selected={staff.isCustomerSelected} />
      ) : (
        <>
          <SelectedCustomerCard />
          <CommissionPanel />
          <CustomerSearch />
          {details.role !== 'ADVISER' && <RegisterCustomer />}
          <OpenElsewhere />
        </>
      )}
    </div>
  );
}

/**
 * The selected customer's orders (§2 my-menu/orders: status and who placed each), repeat order (their
 * orders, each with "Order again", minimum ₹250 as on the customer side) and quick order (what they buy
 * often, one tap to the cart): the customer's own account parts, through the delegated session.
 */
function CustomerPage({ section, selected }: { section: StaffSection; selected: boolean }) {
  const { s, href } = useStrings();
  if (!selected) {
    return (
      <p role="alert" className="notice-error">
        {s('staff.messages.selectCustomer')} <a href={href('/my-menu')}>{s('staff.customer.select')}</a>
      </p>
    );
  }
  return (
    <section>
      <p>{s(`staff.pages.${section === 'orders' ? 'orders' : section === 'repeat-order' ? 'repeat' : 'quick'}`)}</p>
      {section === 'quick-order' ? <BuyAgain /> : <OrderList />}
    </section>
  );
}
