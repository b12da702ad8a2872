import { useEffect, useRef, useState } from 'react';
import { formatIst } from '../../../domain/time.ts';
import { loadWishes, saveNotifyMe, skuAsked, stopNotifyMe } from '../../stores/notify-me.ts';
import { Loadable, Notice, useAction, useLoad, useStrings } from './ui.tsx';

/**
 * /my-account/notify-me (issue 20): saves the wish a product page's "Notify me" link asks for
 * (`?sku=`, once, then the address loses it so a reload does not ask again), and lists the customer's
 * wishes: those waiting, each with a way to stop, and those already told, with the time (IST).
 */
export function NotifyMe() {
  const { s, href } = useStrings();
  const { state, reload, set } = useLoad(loadWishes);
  const saving = useAction();
  const stopping = useAction();
  const [asked, setAsked] = useState<string | null>(null);
  const once = useRef(false);

  useEffect(() => {
    if (once.current) return;
    once.current = true;
    const sku = skuAsked(window.location.search);
    if (!sku) return;
    setAsked(sku);
    const url = new URL(window.location.href);
    url.searchParams.delete('sku');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    void saving
      .act(() => saveNotifyMe(sku))
      .then((saved) => {
        if (!saved) return;
        saving.setNotice({
          tone: 'success',
          message: s(saved.alreadyWaiting ? 'account.notifyMe.alreadyWaiting' : 'account.notifyMe.saved', { name: saved.wish.name }),
        });
        reload();
      });
  }, [saving, s, reload]);

  return (
    <>
      <p>{s('account.notifyMe.intro')}</p>
      {asked && saving.busy && <p aria-busy="true">{s('account.notifyMe.saving')}</p>}
      <Notice notice={saving.notice} />
      <Notice notice={stopping.notice} />
      <Loadable state={state} retry={reload}>
        {(wishes) => {
          const waiting = wishes.filter((w) => w.notifiedAt === null);
          const told = wishes.filter((w) => w.notifiedAt !== null);
          if (wishes.length === 0) return <p className="notify-me-empty">{s('account.notifyMe.empty')}</p>;
          return (
            <>
              {waiting.length > 0 && (
                <section aria-labelledby="notify-waiting">
                  <h2 id="notify-waiting">{s('account.notifyMe.waitingTitle')}</h2>
                  <ul className="notify-me-list" data-testid="notify-waiting">
                    {waiting.map((w) => (
                      <li key={w.id}>
                        <a href={href(w.path)}>{w.name}</a> <small>{s('account.notifyMe.askedAt', { time: formatIst(w.createdAt) })}</small>{' '}
                        <button
                          type="button"
                          className="button secondary"
                          disabled={stopping.busy}
                          onClick={async () => {
                            if ((await stopping.act(() => stopNotifyMe(w.id))) === null) return;
                            stopping.setNotice({ tone: 'success', message: s('account.notifyMe.stopped', { name: w.name }) });
                            set(wishes.filter((item) => item.id !== w.id));
                          }}
                        >
                          {s('account.notifyMe.stop')}
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {told.length > 0 && (
                <section aria-labelledby="notify-told">
                  <h2 id="notify-told">{s('account.notifyMe.notifiedTitle')}</h2>
                  <ul className="notify-me-list" data-testid="notify-told">
                    {told.map((w) => (
                      <li key={w.id}>
                        <a href={href(w.path)}>{w.name}</a> <small>{s('account.notifyMe.notifiedAt', { time: formatIst(w.notifiedAt ?? w.createdAt) })}</small>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          );
        }}
      </Loadable>
    </>
  );
}
