import { useState } from 'react';
import { campIsOver, telHref } from '../../../../stores/staff/lead-pages.ts';
import { loadAbsentees, loadHealthCamps } from '../../../../stores/staff/lead-pages-calls.ts';
import { Field, useLoad, useStrings } from '../../../account/ui.tsx';
import { dayText, followUpPath, LeadLine, lmsLeadPath, PagedLeads } from './lead-ui.tsx';

/**
 * Pre-awareness absentees (staff-tools.md §2 /pre-awareness-absentees): people who said at a
 * pre-awareness drive that they would attend a health camp (source PA_AIHC, naming the camp) and did not
 * come, for camps whose day is over; all of them, or one camp's. Each with a call button and the way to
 * record the follow-up.
 */
export function Absentees() {
  const { s, href } = useStrings();
  const [camp, setCamp] = useState('');
  // The camps to choose from: those of the first page (the latest) whose day is over.
  const camps = useLoad(() => loadHealthCamps(0));
  const over = camps.state.status === 'done' ? camps.state.data.items.filter((item) => campIsOver(item)) : [];
  return (
    <section className="lead-pages">
      <p className="hint">{s('leadPages.absenteesIntro')}</p>
      <Field id="absentees-camp" label={s('leadPages.camp')}>
        <select id="absentees-camp" value={camp} onChange={(e) => setCamp(e.target.value)}>
          <option value="">{s('leadPages.allCampsOption')}</option>
          {over.map((item) => (
            <option key={item.sid} value={item.sid}>
              {item.name} · {dayText(item.date)}
            </option>
          ))}
        </select>
      </Field>
      {camps.state.status === 'error' && (
        <p role="alert" className="notice-error">
          {s('leadPages.campsUnavailable')}
        </p>
      )}
      <PagedLeads
        deps={[camp]}
        load={(start) => loadAbsentees(camp || null, start)}
        empty={s('leadPages.noAbsentees')}
        line={(lead) => (
          <LeadLine
            key={lead.sid}
            lead={lead}
            href={lmsLeadPath(lead.sid)}
            actions={
              <>
                <a className="button secondary" href={telHref(lead.mobile)}>
                  {s('leadPages.call')}
                </a>
                <a className="button secondary" href={href(followUpPath(lead.sid))}>
                  {s('leadPages.recordFollowUp')}
                </a>
              </>
            }
          />
        )}
      />
    </section>
  );
}
