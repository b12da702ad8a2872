import { useState } from 'react';
import { formatIst } from '../../../domain/time.ts';
import { activityActor, activityLink, activityPages, activityText, loadActivity } from '../../stores/account-activity.ts';
import { Loadable, useLoad, useStrings } from './ui.tsx';

/**
 * /my-account/activity ("Activity on my account"): what a shop or the pharmacy's support did on the
 * customer's account for them, newest first, 20 a page: when (IST), who (the shop, never the person),
 * what, with a link to the order or ticket it was on.
 */
export function Activity() {
  const { s, href } = useStrings();
  const [page, setPage] = useState(1);
  const { state, reload } = useLoad(() => loadActivity(page), [page]);
  return (
    <Loadable state={state} retry={reload}>
      {(activity) => {
        if (activity.items.length === 0 && page === 1) return <p>{s('account.activity.empty')}</p>;
        const pages = activityPages(activity);
        return (
          <>
            <p>{s('account.activity.intro')}</p>
            <ul className="activity-list" aria-label={s('account.nav.activity')}>
              {activity.items.map((event) => {
                const link = activityLink(event);
                return (
                  <li key={event.id}>
                    <time dateTime={event.at}>{formatIst(event.at)}</time>
                    <strong className="activity-actor">{activityActor(event, s)}</strong>
                    <span className="activity-action">{activityText(event, s)}</span>
                    {link && <a href={href(link)}>{event.targetType === 'order' ? s('account.orders.details') : s('account.common.view')}</a>}
                  </li>
                );
              })}
            </ul>
            {pages > 1 && (
              <nav className="pager" aria-label={s('account.activity.page', { page, pages })}>
                <button type="button" className="button secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {s('account.activity.newer')}
                </button>
                <span>{s('account.activity.page', { page, pages })}</span>
                <button type="button" className="button secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {s('account.activity.older')}
                </button>
              </nav>
            )}
          </>
        );
      }}
    </Loadable>
  );
}
