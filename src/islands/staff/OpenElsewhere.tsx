import { useEffect, useState } from 'react';
import { appLoginLink } from '../../stores/staff/sign-in.ts';
import { Notice, useAction, useStrings } from '../account/ui.tsx';

/**
 * /appLoginToken for staff (staff-tools.md §2): a one-time link that opens this staff session on
 * another device (a counter's second phone, the staff app's web view) for 2 minutes. The session it
 * opens ends when this one does; the link is shown, with a copy button, until it runs out.
 */
export function OpenElsewhere() {
  const { s } = useStrings();
  const make = useAction();
  const [link, setLink] = useState<{ href: string; until: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!link) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [link]);

  const left = link ? Math.max(Math.ceil((link.until - now) / 1000), 0) : 0;
  const create = async () => {
    setCopied(false);
    const made = await make.act(() => appLoginLink(window.location.origin));
    if (made) {
      setNow(Date.now());
      setLink({ href: made.href, until: Date.now() + made.expiresIn * 1000 });
    }
  };
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link.href).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <section className="staff-elsewhere" aria-labelledby="staff-elsewhere-title">
      <h2 id="staff-elsewhere-title">{s('staff.elsewhere.title')}</h2>
      <p className="hint">{s('staff.elsewhere.hint')}</p>
      <Notice notice={make.notice} />
      {link && left > 0 ? (
        <>
          <p>
            <a href={link.href} className="staff-elsewhere-link" data-testid="app-login-link">
              {link.href}
            </a>
          </p>
          <p className="hint" role="status">
            {s('staff.elsewhere.left', { seconds: left })}
          </p>
          <button type="button" className="button secondary" onClick={() => void copy()}>
            {copied ? s('staff.elsewhere.copied') : s('staff.elsewhere.copy')}
          </button>
        </>
      ) : (
        <>
          {link && <p role="status">{s('staff.elsewhere.expired')}</p>}
          <button type="button" className="button secondary" disabled={make.busy} onClick={() => void create()}>
            {s('staff.elsewhere.create')}
          </button>
        </>
      )}
    </section>
  );
}
