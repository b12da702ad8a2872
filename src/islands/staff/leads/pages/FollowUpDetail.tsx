import { loadLead } from '../../../../stores/staff/lead-pages-calls.ts';
import { Loadable, useLoad, useStrings } from '../../../account/ui.tsx';
import { ActivityForm, ActivityList } from './LeadActivity.tsx';
import { LeadFacts } from './LeadFacts.tsx';
import { lmsLeadPath } from './lead-ui.tsx';

/**
 * One follow-up (staff-tools.md §2 /lead-follow-up/{followUpSid}, the lead's sid): the lead, what was
 * done so far, and recording the follow-up (a follow-up done, with notes and the next date, or none to
 * close it); the lead's full page on /lms is a link away.
 */
export function FollowUpDetail({ sid }: { sid: string }) {
  const { s, href } = useStrings();
  const { state, reload, set } = useLoad(() => loadLead(sid), [sid]);
  return (
    <section className="lead-pages lead-detail">
      <p className="actions">
        <a href={href('/lead-follow-up')}>{s('leadPages.backToFollowUps')}</a>
        <a href={href(lmsLeadPath(sid))}>{s('leadPages.openInLms')}</a>
      </p>
      <Loadable state={state} retry={reload}>
        {(lead) => (
          <>
            <h2>{lead.name}</h2>
            <ActivityForm lead={lead} onSaved={set} only="FOLLOW_UP_DONE" />
            <h3>{s('leadPages.activityTitle')}</h3>
            <ActivityList activity={lead.activity} />
            <h3>{s('leadPages.detailsTitle')}</h3>
            <LeadFacts lead={lead} />
          </>
        )}
      </Loadable>
    </section>
  );
}
