import { type FormEvent, useState } from 'react';
import { LEAD_ACTIVITY_KINDS, type LeadActivityKind } from '../../../../../domain/lead.ts';
import type { KeyedMessage } from '../../../../i18n/island.ts';
import { type ActivityDraft, checkActivity, type LeadDetail, today } from '../../../../stores/staff/lead-pages.ts';
import { addLeadActivity } from '../../../../stores/staff/lead-pages-calls.ts';
import { Field, Notice, useAction, useStrings } from '../../../account/ui.tsx';
import { When } from './lead-ui.tsx';

/** A lead's activity, newest first: what was done, by whom, when (in India's time, and how long ago), the notes. */
export function ActivityList({ activity }: { activity: LeadDetail['activity'] }) {
  const { s } = useStrings();
  if (activity.length === 0) return <p className="hint">{s('leadPages.noActivity')}</p>;
  const newestFirst = [...activity].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <ol className="lead-activity">
      {newestFirst.map((entry) => (
        <li key={entry.id}>
          <strong>{s(`leads.activity.${entry.kind}`)}</strong> <When iso={entry.at} />
          <span className="hint"> · {entry.by.name}</span>
          {entry.notes && <p>{entry.notes}</p>}
        </li>
      ))}
    </ol>
  );
}

/**
 * Records what was done with a lead (addLeadActivity): a call, a visit, a note or a follow-up done, with
 * notes and the next follow-up date (not in the past; a follow-up done without one clears the date).
 * `only` fixes the kind (the follow-up page records follow-ups). The lead as the server now has it goes
 * to `onSaved`.
 */
export function ActivityForm({ lead, onSaved, only }: { lead: LeadDetail; onSaved: (lead: LeadDetail) => void; only?: LeadActivityKind }) {
  const { s } = useStrings();
  const empty: ActivityDraft = { kind: only ?? 'CALL', notes: '', nextFollowUpDate: '' };
  const [draft, setDraft] = useState<ActivityDraft>(empty);
  const [problems, setProblems] = useState<Partial<Record<keyof ActivityDraft, KeyedMessage>>>({});
  const { busy, notice, act } = useAction();
  const id = (name: string) => `activity-${name}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkActivity(draft);
    if (!checked.ok) return setProblems(checked.problems);
    setProblems({});
    const saved = await act(() => addLeadActivity(lead.sid, checked.input), s('leadPages.activitySaved'));
    if (saved) {
      setDraft(empty);
      onSaved(saved);
    }
  }

  return (
    <form className="lead-form" noValidate onSubmit={(event) => void save(event)} aria-labelledby={id('title')}>
      <h3 id={id('title')}>{s(only === 'FOLLOW_UP_DONE' ? 'leadPages.recordFollowUp' : 'leadPages.addActivity')}</h3>
      {!only && (
        <Field id={id('kind')} label={s('leadPages.activityKind')}>
          <select id={id('kind')} value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.target.value as LeadActivityKind })}>
            {LEAD_ACTIVITY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {s(`leads.activity.${kind}`)}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field id={id('notes')} label={s('leadPages.notes')} error={problems.notes?.message}>
        <textarea id={id('notes')} rows={3} maxLength={600} value={draft.notes} onChange={(e) => setDraft({ ...draft, notes: e.target.value })} />
      </Field>
      <Field id={id('next')} label={s('leadPages.nextFollowUp')} hint={s('leadPages.nextFollowUpHint')} error={problems.nextFollowUpDate?.message}>
        <input
          id={id('next')}
          type="date"
          min={today()}
          value={draft.nextFollowUpDate}
          aria-describedby={id('next-hint')}
          onChange={(e) => setDraft({ ...draft, nextFollowUpDate: e.target.value })}
        />
      </Field>
      <button type="submit" className="button" disabled={busy}>
        {s('leadPages.saveActivity')}
      </button>
      <Notice notice={notice} />
    </form>
  );
}
