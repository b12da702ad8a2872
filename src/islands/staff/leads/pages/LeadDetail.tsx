import { type FormEvent, useState } from 'react';
import { formatRupees } from '../../../../../domain/money.ts';
import { checkMobile, type LeadDetail } from '../../../../stores/staff/lead-pages.ts';
import { actForCustomer, changeLeadMobile, convertLead, loadLead, loadLeadEstimations, removeLead } from '../../../../stores/staff/lead-pages-calls.ts';
import { Field, Loadable, Notice, useAction, useLoad, useStrings } from '../../../account/ui.tsx';
import { ActivityForm, ActivityList } from './LeadActivity.tsx';
import { LeadFacts } from './LeadFacts.tsx';
import { followUpPath, When } from './lead-ui.tsx';

/**
 * One lead on /lms (/lms?lead={sid}): everything known of it, its activity (newest first) and a new
 * activity, its estimations, a new mobile number, conversion to a customer (and acting for them), and
 * removing it. Another shop's lead, or one that does not exist, is 'Lead not found'.
 */
export function LeadDetailPage({ sid }: { sid: string }) {
  const { s, href } = useStrings();
  const { state, reload, set } = useLoad(() => loadLead(sid), [sid]);
  const [removed, setRemoved] = useState(false);
  if (removed)
    return (
      <section className="lead-pages">
        <p role="status" className="notice-success">
          {s('leadPages.removed')}
        </p>
        <a href={href('/lms')}>{s('leadPages.backToLeads')}</a>
      </section>
    );
  return (
    <section className="lead-pages lead-detail">
      <p>
        <a href={href('/lms')}>{s('leadPages.backToLeads')}</a>
      </p>
      <Loadable state={state} retry={reload}>
        {(lead) => (
          <>
            <h2>{lead.name}</h2>
            <LeadFacts lead={lead} />
            <p>
              <a href={href(followUpPath(lead.sid))}>{s('leadPages.openFollowUp')}</a>
            </p>
            <h3>{s('leadPages.activityTitle')}</h3>
            <ActivityList activity={lead.activity} />
            <ActivityForm lead={lead} onSaved={set} />
            <Estimations sid={lead.sid} converted={lead.customer !== null} />
            <Conversion lead={lead} onConverted={set} />
            <MobileChange lead={lead} onChanged={set} />
            {lead.status !== 'CONVERTED' && <Removal sid={lead.sid} onRemoved={() => setRemoved(true)} />}
          </>
        )}
      </Loadable>
    </section>
  );
}

/** The estimations made for the customer the lead became (getLeadEstimation). */
function Estimations({ sid, converted }: { sid: string; converted: boolean }) {
  const { s } = useStrings();
  const { state, reload } = useLoad(() => loadLeadEstimations(sid), [sid, converted]);
  return (
    <section aria-labelledby="lead-estimations-title">
      <h3 id="lead-estimations-title">{s('leadPages.estimationsTitle')}</h3>
      <Loadable state={state} retry={reload}>
        {(estimations) =>
          estimations.length === 0 ? (
            <p className="hint">{s(converted ? 'leadPages.noEstimations' : 'leadPages.estimationsAfterConversion')}</p>
          ) : (
            <ul className="lead-list">
              {estimations.map((estimation) => (
                <li key={estimation.estimateId} className="lead-line">
                  <span>{s(`leadPages.estimationStatus.${estimation.status}`)}</span>
                  <When iso={estimation.createdAt} />
                  <span>
                    {s('leadPages.estimationLines', { n: estimation.lines })} · {formatRupees(estimation.requestedTotal.paise)} →{' '}
                    {formatRupees(estimation.suggestedTotal.paise)}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </Loadable>
    </section>
  );
}

/**
 * Conversion (addGenericConversion): the lead becomes a customer of the shop, or is linked to the
 * customer who already has its mobile; then the staff user may act for that customer (the staff menu's
 * acting flow: a delegated session) and goes to the staff menu with them selected.
 */
function Conversion({ lead, onConverted }: { lead: LeadDetail; onConverted: (lead: LeadDetail) => void }) {
  const { s, href } = useStrings();
  const { busy, notice, act } = useAction();
  const [linked, setLinked] = useState<boolean | null>(null);
  const customer = lead.customer;
  async function convert() {
    const done = await act(() => convertLead(lead.sid));
    if (!done) return;
    setLinked(!done.newCustomer);
    onConverted(done.lead);
  }
  async function actFor(cusSid: string) {
    if (await act(() => actForCustomer(cusSid))) window.location.assign(href('/my-menu'));
  }
  return (
    <section aria-labelledby="lead-conversion-title">
      <h3 id="lead-conversion-title">{s('leadPages.conversionTitle')}</h3>
      {customer ? (
        <>
          {linked !== null && (
            <p role="status" className="notice-success">
              {s(linked ? 'leadPages.linkedCustomer' : 'leadPages.newCustomer')}
            </p>
          )}
          <p className="lead-customer">{s('leadPages.customerIs', { name: customer.name ?? customer.mobile, mobile: customer.mobile })}</p>
          <button type="button" className="button" disabled={busy} onClick={() => void actFor(customer.cusSid)}>
            {s('leadPages.actForCustomer')}
          </button>
        </>
      ) : (
        <>
          <p className="hint">{s('leadPages.conversionHint')}</p>
          <button type="button" className="button" disabled={busy} onClick={() => void convert()}>
            {s('leadPages.convert')}
          </button>
        </>
      )}
      <Notice notice={notice} />
    </section>
  );
}

/** A new mobile number for the lead (updateLeadMobileNumber): refused when it is another lead's or a customer's of the shop. */
function MobileChange({ lead, onChanged }: { lead: LeadDetail; onChanged: (lead: LeadDetail) => void }) {
  const { s } = useStrings();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const { busy, notice, act } = useAction();
  async function change(event: FormEvent) {
    event.preventDefault();
    const checked = checkMobile(typed);
    if (!checked.ok) return setProblem(checked.problem.message);
    setProblem(undefined);
    const changed = await act(() => changeLeadMobile(lead.sid, checked.mobile), s('leadPages.mobileChanged'));
    if (changed) {
      setTyped('');
      onChanged(changed);
    }
  }
  return (
    <form className="lead-form" noValidate onSubmit={(event) => void change(event)} aria-labelledby="lead-mobile-title">
      <h3 id="lead-mobile-title">{s('leadPages.mobileTitle')}</h3>
      <Field id="lead-new-mobile" label={s('leadPages.newMobile')} error={problem}>
        <input id="lead-new-mobile" type="tel" inputMode="tel" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
      </Field>
      <button type="submit" className="button secondary" disabled={busy}>
        {s('leadPages.changeMobile')}
      </button>
      <Notice notice={notice} />
    </form>
  );
}

/** Removing a lead (its activity goes with it), asked twice; a converted lead stays. */
function Removal({ sid, onRemoved }: { sid: string; onRemoved: () => void }) {
  const { s } = useStrings();
  const [asking, setAsking] = useState(false);
  const { busy, notice, act } = useAction();
  return (
    <section aria-labelledby="lead-remove-title" className="lead-remove">
      <h3 id="lead-remove-title">{s('leadPages.removeTitle')}</h3>
      {asking ? (
        <div className="actions">
          <span>{s('leadPages.removeAsk')}</span>
          <button type="button" className="button" disabled={busy} onClick={async () => (await act(() => removeLead(sid))) && onRemoved()}>
            {s('leadPages.removeYes')}
          </button>
          <button type="button" className="button secondary" onClick={() => setAsking(false)}>
            {s('leadPages.removeNo')}
          </button>
        </div>
      ) : (
        <button type="button" className="button secondary" onClick={() => setAsking(true)}>
          {s('leadPages.remove')}
        </button>
      )}
      <Notice notice={notice} />
    </section>
  );
}
