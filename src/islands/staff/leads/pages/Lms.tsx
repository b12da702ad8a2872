import { useStrings } from '../../../account/ui.tsx';
import { HealthCamps } from './HealthCamps.tsx';
import { LeadDetailPage } from './LeadDetail.tsx';
import { LeadSearch } from './LeadSearch.tsx';
import { LeadSummaryPanel } from './LeadSummary.tsx';

/** /lms's two tabs: the leads (search and summary) and the shop's health camps (?tab=camps). */
const CAMPS_TAB = 'camps';

/**
 * Lead management (staff-tools.md §2 /lms): search the shop's leads and see them counted; one lead's
 * page (/lms?lead={sid}); the shop's health camps (/lms?tab=camps), which is where leads come from, so
 * they sit beside the leads rather than on a page of their own (§2 has no camp route).
 */
export function Lms() {
  const { s, href } = useStrings();
  const params = new URLSearchParams(window.location.search);
  const lead = params.get('lead');
  if (lead) return <LeadDetailPage sid={lead} />;
  const camps = params.get('tab') === CAMPS_TAB;
  return (
    <section className="lead-pages">
      <nav className="lead-tabs" aria-label={s('leadPages.tabs')}>
        <a href={href('/lms')} aria-current={camps ? undefined : 'page'}>
          {s('leadPages.leadsTab')}
        </a>
        <a href={href(`/lms?tab=${CAMPS_TAB}`)} aria-current={camps ? 'page' : undefined}>
          {s('leadPages.campsTab')}
        </a>
        <a href={href('/add-lead')}>{s('leadPages.addLead')}</a>
      </nav>
      {camps ? (
        <HealthCamps />
      ) : (
        <>
          <LeadSearch />
          <LeadSummaryPanel />
        </>
      )}
    </section>
  );
}
