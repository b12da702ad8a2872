import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { SESSION_MESSAGES } from '../../domain/session-messages.ts';
import type { IslandStrings } from '../i18n/island.ts';
import type { EditorSection } from '../routing/routes.ts';
import { $sessionNotice } from '../stores/session.ts';
import { SESSION_ENDED_PARAM, staffLogout, watchStaffSession } from '../stores/staff/sign-in.ts';
import { $staffSession } from '../stores/staff/state.ts';
import { UiContext, useStrings } from './account/ui.tsx';
import { StaffLogin } from './staff/StaffLogin.tsx';
import { useMounted } from './useMounted.ts';

interface Props {
  section: EditorSection;
  /** The entry's or block's id, or 'new'. */
  reference?: string | undefined;
  strings: IslandStrings;
  prefix: string;
}

/** The roles the desk is for (design.md's roles table); the gateway refuses everyone else's calls anyway. */
const EDITOR_ROLES = ['EDITOR', 'ADMIN'];

/**
 * The desk's screens (lists, the entry editor with TipTap, the block editor): a chunk of their own,
 * fetched only once an editor or an admin is signed in on /editor, so TipTap never lands in another
 * page's JavaScript.
 */
const EditorScreens = lazy(() => import('./editor/EditorScreens.tsx'));

/**
 * The editor's desk (issue 18) at /editor, /editor/entry/{id|new}, /editor/block/{id|new}. Signed out:
 * the staff sign-in (an editor signs in with e-mail and password). Signed in with another role: the
 * desk is not theirs. An editor or an admin: who is signed in, sign out, and the screens.
 */
export default function EditorApp({ section, reference, strings, prefix }: Props) {
  const ui = useMemo(() => ({ strings, prefix }), [strings, prefix]);
  return (
    <UiContext.Provider value={ui}>
      <Desk section={section} reference={reference} />
    </UiContext.Provider>
  );
}

function Desk({ section, reference }: { section: EditorSection; reference?: string | undefined }) {
  const { s, href, message } = useStrings();
  const mounted = useMounted();
  const staff = useStore($staffSession);
  const notice = useStore($sessionNotice);
  useEffect(() => {
    if (staff.isUserLoggedIn) watchStaffSession();
  }, [staff.isUserLoggedIn]);

  if (!mounted) return <p aria-busy="true">{s('account.common.loading')}</p>;
  const here = href('/editor');
  if (!staff.isUserLoggedIn || !staff.details) {
    const ended = new URLSearchParams(window.location.search).has(SESSION_ENDED_PARAM);
    return (
      <div className="editor-signin">
        <p role="alert" className="notice-error">
          {message(notice ?? (ended ? SESSION_MESSAGES.sessionTimeout : SESSION_MESSAGES.loginRequired))}
        </p>
        <p>{s('editor.signIn.intro')}</p>
        <StaffLogin passwordOnly />
      </div>
    );
  }
  const { details } = staff;
  const signOut = () => void staffLogout(here);
  if (!EDITOR_ROLES.includes(details.role)) {
    return (
      <div className="editor-refused">
        <p role="alert" className="notice-error">
          {s('editor.notForRole')}
        </p>
        <p>
          <a href={href('/')}>{s('editor.home')}</a>
        </p>
        <button type="button" className="button secondary" onClick={signOut}>
          {s('editor.signOut')}
        </button>
      </div>
    );
  }
  return (
    <div className="editor-app">
      <section className="editor-me" aria-label={s('editor.me')}>
        <p>
          <strong>{details.name ?? details.email ?? details.mobile}</strong> · {s(details.role === 'ADMIN' ? 'editor.role.ADMIN' : 'editor.role.EDITOR')}
        </p>
        {details.demo && <p className="hint">{s('editor.demo')}</p>}
        <button type="button" className="button secondary" onClick={signOut}>
          {s('editor.signOut')}
        </button>
      </section>
      <Suspense fallback={<p aria-busy="true">{s('account.common.loading')}</p>}>
        <EditorScreens section={section} reference={reference} />
      </Suspense>
    </div>
  );
}
