import { type FormEvent, useEffect, useMemo, useState } from 'react';
import {
  DEV_AUTHORIZE_CALLER_ID,
  DEV_AUTHORIZE_SOCIAL,
  DEV_CALLER_ID_INSTALLED,
  DEV_SET_CALLER_ID_INSTALLED,
  DEV_SOCIAL_ACCOUNTS,
} from '../graphql/external-sign-in.ts';
import type { IslandStrings, KeyedMessage } from '../i18n/island.ts';
import type { Outcome } from '../stores/outcome.ts';
import { runPublic } from '../stores/session/calls.ts';
import { type ExternalReturn, finishExternalSignIn, linkExternalSignIn } from '../stores/session/external-sign-in.ts';
import { requestOtp } from '../stores/session/sign-in.ts';
import { Notice, UiContext, useAction, useStrings } from './account/ui.tsx';

type Page = 'return' | 'caller-id' | 'social';

/**
 * Caller-id and social sign-in's pages (issue 20): /external-sign-in, where the provider sends the browser
 * back (the session starts, or a Google account is linked by the mobile's OTP once), and the development
 * providers (DEV_TOOLS only): /dev/caller-id plays the caller-id app, /dev/social-sign-in Google's consent.
 */
export default function ExternalSignInPages({ page, strings, prefix }: { page: Page; strings: IslandStrings; prefix: string }) {
  const ui = useMemo(() => ({ strings, prefix }), [strings, prefix]);
  return <UiContext.Provider value={ui}>{page === 'return' ? <Return /> : page === 'caller-id' ? <DevCallerId /> : <DevSocial />}</UiContext.Provider>;
}

function Return() {
  const { s, href, message } = useStrings();
  const [outcome, setOutcome] = useState<Outcome<ExternalReturn> | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    // The code is single-use: out of the address bar and history at once.
    window.history.replaceState(null, '', window.location.pathname);
    void finishExternalSignIn(params).then((done) => {
      if (done.ok && 'signedIn' in done.data) window.location.replace(href('/my-account'));
      else setOutcome(done);
    });
  }, [href]);
  if (outcome === null) return <p aria-busy="true">{s('externalSignIn.finishing')}</p>;
  if (!outcome.ok)
    return (
      <>
        <p role="alert" className="notice-error">
          {message(outcome.error)}
        </p>
        <p>
          <a href={href('/my-account')}>{s('externalSignIn.backToSignIn')}</a>
        </p>
      </>
    );
  return 'linkTicket' in outcome.data ? <LinkByOtp ticket={outcome.data.linkTicket} email={outcome.data.email} /> : null;
}

/** Links a Google account not linked yet: the mobile number, then its code. */
function LinkByOtp({ ticket, email }: { ticket: string; email: string }) {
  const { s, href } = useStrings();
  const [mobile, setMobile] = useState<string | null>(null);
  const action = useAction();
  const field = (event: FormEvent<HTMLFormElement>, name: string) => String(new FormData(event.currentTarget).get(name) ?? '');
  return (
    <form
      className="login-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (mobile === null) {
          const number = field(event, 'mobile');
          void action.act(() => requestOtp(number)).then((sent) => sent && setMobile(number));
        } else {
          const otp = field(event, 'otp');
          void action.act(() => linkExternalSignIn(ticket, mobile, otp)).then((user) => user && window.location.replace(href('/my-account')));
        }
      }}
    >
      <h2>{s('externalSignIn.linkTitle')}</h2>
      <p>{s('externalSignIn.linkIntro', { email })}</p>
      {mobile === null ? (
        <div className="field">
          <label htmlFor="link-mobile">{s('account.login.mobile')}</label>
          <input id="link-mobile" name="mobile" type="tel" inputMode="numeric" autoComplete="tel-national" />
        </div>
      ) : (
        <div className="field">
          <label htmlFor="link-otp">{s('account.login.otp')}</label>
          <input id="link-otp" name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
        </div>
      )}
      <Notice notice={action.notice} />
      <button type="submit" className="button" disabled={action.busy}>
        {mobile === null ? s('account.login.sendOtp') : s('account.login.verify')}
      </button>
    </form>
  );
}

/** Where a development provider sends the browser back: the code, or the refusal. */
function backTo(href: (path: string) => string, provider: 'caller-id' | 'social', state: string, answer: { code: string } | { error: string }) {
  const query = new URLSearchParams({ provider, state, ...answer });
  window.location.assign(href(`/external-sign-in?${query}`));
}

/** The sign-in's state the provider page was opened with (read in the browser only: the server renders the page without it). */
function usePageState(): string | null {
  const [state, setState] = useState<string | null>(null);
  useEffect(() => setState(new URLSearchParams(window.location.search).get('state')), []);
  return state;
}

function DevCallerId() {
  const { s, href, message } = useStrings();
  const [installed, setInstalled] = useState<boolean | null>(null);
  const state = usePageState();
  const [error, setError] = useState<KeyedMessage | null>(null);
  useEffect(() => {
    void runPublic(DEV_CALLER_ID_INSTALLED, {}).then((asked) => (asked.ok ? setInstalled(asked.data.devCallerIdInstalled) : setError(asked.error)));
  }, []);
  const toggle = async (next: boolean) => {
    const set = await runPublic(DEV_SET_CALLER_ID_INSTALLED, { installed: next });
    if (set.ok) setInstalled(set.data.devSetCallerIdInstalled);
    else setError(set.error);
  };
  const allow = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!state) return;
    const mobile = String(new FormData(event.currentTarget).get('mobile') ?? '');
    const signed = await runPublic(DEV_AUTHORIZE_CALLER_ID, { state, mobile });
    if (signed.ok) backTo(href, 'caller-id', state, { code: signed.data.devAuthorizeCallerId });
    else setError(signed.error);
  };
  return (
    <section className="dev-provider">
      <h2>{s('externalSignIn.dev.callerIdTitle')}</h2>
      <p>{s('externalSignIn.dev.callerIdIntro')}</p>
      {error && (
        <p role="alert" className="notice-error">
          {message(error)}
        </p>
      )}
      {installed !== null && (
        <p>
          <label>
            <input type="checkbox" checked={installed} onChange={(event) => void toggle(event.currentTarget.checked)} /> {s('externalSignIn.dev.installed')}
          </label>
        </p>
      )}
      {state ? (
        <form className="login-form" noValidate onSubmit={(event) => void allow(event)}>
          <div className="field">
            <label htmlFor="caller-id-mobile">{s('externalSignIn.dev.number')}</label>
            <input id="caller-id-mobile" name="mobile" type="tel" inputMode="numeric" defaultValue="9800000001" />
          </div>
          <p className="actions">
            <button type="submit" className="button">
              {s('externalSignIn.dev.allow')}
            </button>
            <button type="button" className="button secondary" onClick={() => backTo(href, 'caller-id', state, { error: 'access_denied' })}>
              {s('externalSignIn.dev.deny')}
            </button>
          </p>
        </form>
      ) : (
        <p>{s('externalSignIn.dev.noState')}</p>
      )}
    </section>
  );
}

type DemoAccount = { subject: string; name: string; email: string; emailVerified: boolean };

function DevSocial() {
  const { s, href, message } = useStrings();
  const [accounts, setAccounts] = useState<DemoAccount[]>([]);
  const state = usePageState();
  const [error, setError] = useState<KeyedMessage | null>(null);
  useEffect(() => {
    void runPublic(DEV_SOCIAL_ACCOUNTS, {}).then((asked) => (asked.ok ? setAccounts(asked.data.devSocialAccounts) : setError(asked.error)));
  }, []);
  const choose = async (subject: string) => {
    if (!state) return;
    const signed = await runPublic(DEV_AUTHORIZE_SOCIAL, { state, subject });
    if (signed.ok) backTo(href, 'social', state, { code: signed.data.devAuthorizeSocial });
    else setError(signed.error);
  };
  return (
    <section className="dev-provider">
      <h2>{s('externalSignIn.dev.socialTitle')}</h2>
      <p>{s('externalSignIn.dev.socialIntro')}</p>
      {error && (
        <p role="alert" className="notice-error">
          {message(error)}
        </p>
      )}
      {state ? (
        <>
          <ul className="dev-accounts">
            {accounts.map((account) => (
              <li key={account.subject}>
                <button type="button" className="button secondary" onClick={() => void choose(account.subject)}>
                  {account.name} ({account.email}) · {s('externalSignIn.dev.demo')}
                  {account.emailVerified ? '' : ` · ${s('externalSignIn.dev.unverified')}`}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="button secondary" onClick={() => backTo(href, 'social', state, { error: 'access_denied' })}>
            {s('externalSignIn.dev.cancel')}
          </button>
        </>
      ) : (
        <p>{s('externalSignIn.dev.noState')}</p>
      )}
    </section>
  );
}
