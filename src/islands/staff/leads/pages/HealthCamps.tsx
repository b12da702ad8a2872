import { type FormEvent, useEffect, useState } from 'react';
import { CAMP_KINDS, CAMP_SLOT_NAMES, type CampKind, type CampSlot } from '../../../../../domain/lead.ts';
import type { KeyedMessage } from '../../../../i18n/island.ts';
import type { UserFacingError } from '../../../../lib/graphql-errors.ts';
import {
  type CampDraft,
  campDraftOf,
  campIsOver,
  checkCamp,
  EMPTY_CAMP,
  type HealthCamp,
  type PagedList,
  withPage,
} from '../../../../stores/staff/lead-pages.ts';
import { addHealthCamp, loadHealthCampLeads, loadHealthCamps, loadLatestHealthCamps, updateHealthCamp } from '../../../../stores/staff/lead-pages-calls.ts';
import { Field, Loadable, Notice, useAction, useLoad, useStrings } from '../../../account/ui.tsx';
import { dayText, LeadLine, lmsLeadPath, PagedLeads } from './lead-ui.tsx';

/**
 * The shop's health camps and pre-awareness drives (/lms?tab=camps; staff-tools.md §7 getHealthCampList,
 * getLatestHealthCamps, addHealthCamp, updateHealthCamp): the latest (the last 7 days and the coming 30,
 * what the lead form offers), a new one, and all of them, latest first, a page at a time; each with its
 * leads. A camp whose day is over is shown, not changed.
 */
export function HealthCamps() {
  const { s } = useStrings();
  const [round, setRound] = useState(0);
  const [adding, setAdding] = useState(false);
  const latest = useLoad(loadLatestHealthCamps, [round]);
  return (
    <section aria-labelledby="camps-title">
      <h2 id="camps-title">{s('leadPages.campsTitle')}</h2>
      {adding ? (
        <CampForm
          onDone={(saved) => {
            setAdding(false);
            if (saved) setRound((n) => n + 1);
          }}
        />
      ) : (
        <button type="button" className="button" onClick={() => setAdding(true)}>
          {s('leadPages.newCamp')}
        </button>
      )}
      <h3>{s('leadPages.latestCamps')}</h3>
      <Loadable state={latest.state} retry={latest.reload}>
        {(camps) =>
          camps.length === 0 ? (
            <p role="status">{s('leadPages.noLatestCamps')}</p>
          ) : (
            <ul className="camp-list">
              {camps.map((camp) => (
                <CampItem key={camp.sid} camp={camp} onSaved={() => setRound((n) => n + 1)} />
              ))}
            </ul>
          )
        }
      </Loadable>
      <h3>{s('leadPages.allCamps')}</h3>
      <AllCamps key={round} onSaved={() => setRound((n) => n + 1)} />
    </section>
  );
}

/** Every camp of the shop, latest first, paged. */
function AllCamps({ onSaved }: { onSaved: () => void }) {
  const { s, message } = useStrings();
  const [list, setList] = useState<PagedList<HealthCamp> | null>(null);
  const [error, setError] = useState<UserFacingError | null>(null);
  const [busy, setBusy] = useState(false);
  async function more(from: PagedList<HealthCamp>) {
    if (from.next === null) return;
    setBusy(true);
    setError(null);
    const reply = await loadHealthCamps(from.next);
    setBusy(false);
    if (reply.ok) setList(withPage(from, reply.data));
    else setError(reply.error);
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page once; a saved camp remounts the list (its key)
  useEffect(() => {
    void more({ items: [], total: 0, next: 0 });
  }, []);
  return (
    <div aria-busy={busy || undefined}>
      {list && list.items.length === 0 && <p role="status">{s('leadPages.noCamps')}</p>}
      {list && list.items.length > 0 && (
        <ul className="camp-list">
          {list.items.map((camp) => (
            <CampItem key={camp.sid} camp={camp} onSaved={onSaved} />
          ))}
        </ul>
      )}
      {busy && <p aria-busy="true">{s('account.common.loading')}</p>}
      {error && (
        <div role="alert" className="account-error">
          <p>{message(error)}</p>
          <button type="button" className="button" onClick={() => void more(list ?? { items: [], total: 0, next: 0 })}>
            {s('account.common.retry')}
          </button>
        </div>
      )}
      {list && list.next !== null && !busy && (
        <button type="button" className="button secondary" onClick={() => void more(list)}>
          {s('leadPages.moreCamps')}
        </button>
      )}
    </div>
  );
}

/** One camp: what, when (its slot's hours), where, how many leads; change it while its day is not over; its leads. */
function CampItem({ camp, onSaved }: { camp: HealthCamp; onSaved: () => void }) {
  const { s } = useStrings();
  const [editing, setEditing] = useState(false);
  const [showLeads, setShowLeads] = useState(false);
  const over = campIsOver(camp);
  return (
    <li className="camp-item">
      <strong className="camp-name">{camp.name}</strong>
      <span className="hint">{s(`leads.campKind.${camp.kind}`)}</span>
      <span>
        {dayText(camp.date)} · {s(`leads.slot.${camp.slot}`)}
      </span>
      <span>
        {camp.place}
        {camp.pinCode ? ` ${camp.pinCode}` : ''}
      </span>
      {camp.notes && <span className="hint">{camp.notes}</span>}
      <span>{s('leadPages.campLeads', { n: camp.leadCount })}</span>
      {over && <span className="hint camp-over">{s('leadPages.campOver')}</span>}
      <span className="actions">
        {!over && !editing && (
          <button type="button" className="button secondary" onClick={() => setEditing(true)}>
            {s('leadPages.editCamp')}
          </button>
        )}
        <button type="button" className="button secondary" aria-expanded={showLeads} onClick={() => setShowLeads(!showLeads)}>
          {s(showLeads ? 'leadPages.hideCampLeads' : 'leadPages.showCampLeads')}
        </button>
      </span>
      {editing && (
        <CampForm
          camp={camp}
          onDone={(saved) => {
            setEditing(false);
            if (saved) onSaved();
          }}
        />
      )}
      {showLeads && (
        <PagedLeads
          deps={[camp.sid]}
          load={(start) => loadHealthCampLeads(camp.sid, start)}
          empty={s('leadPages.noCampLeads')}
          label={s('leadPages.campLeadsOf', { name: camp.name })}
          line={(lead) => <LeadLine key={lead.sid} lead={lead} href={lmsLeadPath(lead.sid)} />}
        />
      )}
    </li>
  );
}

/** A new camp, or changes to one: name, kind, day, one of §9's slots (shown with its hours), place, pin code, notes. */
function CampForm({ camp, onDone }: { camp?: HealthCamp; onDone: (saved: boolean) => void }) {
  const { s } = useStrings();
  const [draft, setDraft] = useState<CampDraft>(camp ? campDraftOf(camp) : EMPTY_CAMP);
  const [problems, setProblems] = useState<Partial<Record<keyof CampDraft, KeyedMessage>>>({});
  const { busy, notice, act } = useAction();
  const id = (name: string) => `camp-${camp?.sid ?? 'new'}-${name}`;
  const field = (name: keyof CampDraft) => ({
    id: id(name),
    value: draft[name],
    'aria-invalid': problems[name] ? true : undefined,
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
  });
  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkCamp(draft);
    if (!checked.ok) return setProblems(checked.problems);
    setProblems({});
    const saved = await act(() => (camp ? updateHealthCamp(camp.sid, checked.input) : addHealthCamp(checked.input)));
    if (saved) onDone(true);
  }
  return (
    <form className="lead-form camp-form" noValidate onSubmit={(event) => void save(event)} aria-labelledby={id('title')}>
      <h4 id={id('title')}>{s(camp ? 'leadPages.editCampTitle' : 'leadPages.newCampTitle')}</h4>
      <Field id={id('name')} label={s('leadPages.campName')} error={problems.name?.message}>
        <input {...field('name')} maxLength={120} />
      </Field>
      <Field id={id('kind')} label={s('leadPages.campKind')} error={problems.kind?.message}>
        <select {...field('kind')} onChange={(e) => setDraft({ ...draft, kind: e.target.value as CampKind })}>
          {CAMP_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {s(`leads.campKind.${kind}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('date')} label={s('leadPages.campDate')} error={problems.date?.message}>
        <input {...field('date')} type="date" />
      </Field>
      <fieldset className="camp-slots" aria-invalid={problems.slot ? true : undefined}>
        <legend>{s('leadPages.campSlot')}</legend>
        {CAMP_SLOT_NAMES.map((slot) => (
          <label key={slot} className="choice">
            <input type="radio" name={id('slot')} value={slot} checked={draft.slot === slot} onChange={() => setDraft({ ...draft, slot: slot as CampSlot })} />
            {s(`leads.slot.${slot}`)}
          </label>
        ))}
        {problems.slot && (
          <small role="alert" className="field-error">
            {s('leads.messages.campSlotRequired')}
          </small>
        )}
      </fieldset>
      <Field id={id('place')} label={s('leadPages.campPlace')} error={problems.place?.message}>
        <input {...field('place')} maxLength={120} />
      </Field>
      <Field id={id('pinCode')} label={s('leadPages.campPinCode')} error={problems.pinCode?.message}>
        <input {...field('pinCode')} inputMode="numeric" maxLength={7} />
      </Field>
      <Field id={id('notes')} label={s('leadPages.campNotes')} error={problems.notes?.message}>
        <textarea {...field('notes')} rows={2} />
      </Field>
      <div className="actions">
        <button type="submit" className="button" disabled={busy}>
          {s('leadPages.saveCamp')}
        </button>
        <button type="button" className="button secondary" onClick={() => onDone(false)}>
          {s('leadPages.cancel')}
        </button>
      </div>
      <Notice notice={notice} />
    </form>
  );
}
