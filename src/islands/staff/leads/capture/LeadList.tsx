import { useStore } from '@nanostores/react';
import { formatIst } from '../../../../../domain/time.ts';
import { discardLead } from '../../../../stores/staff/leads/capture.ts';
import type { KeptLead } from '../../../../stores/staff/leads/kept-lead.ts';
import { $leadStore, selectLead } from '../../../../stores/staff/leads/list.ts';
import { useStrings } from '../../../account/ui.tsx';

/** The leads on this phone, newest first (§4), each with its state; tapping Change opens it in the form (an update). */
export function LeadList() {
  const { s } = useStrings();
  const { data } = useStore($leadStore);
  return (
    <section className="lead-list" aria-labelledby="lead-list-title">
      <h2 id="lead-list-title">{s('leadForm.list.title')}</h2>
      {data.length === 0 ? (
        <p className="staff-none">{s('leadForm.list.empty')}</p>
      ) : (
        <ul>
          {data.map((lead) => (
            <LeadRow key={lead.clientId} lead={lead} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LeadRow({ lead }: { lead: KeptLead }) {
  const { s, message } = useStrings();
  const edit = () => {
    selectLead(lead);
    document.getElementById('lead-form-title')?.scrollIntoView({ block: 'start' });
  };
  return (
    <li className={`lead-row lead-${lead.sync.state}`} aria-label={`${lead.name} · ${lead.mobile}`}>
      <div className="lead-who">
        <strong>{lead.name}</strong>
        <span>{lead.mobile}</span>
        <small>{s(`leads.source.${lead.source}`)}</small>
        <small>{s('leadForm.list.savedAt', { time: formatIst(lead.clientUpdatedAt) })}</small>
      </div>
      <p className="lead-state">
        <span className="lead-badge">{s(`leadForm.list.${lead.sync.state}`)}</span>
        {lead.photo?.state === 'waiting' && <small>{s('leadForm.list.photoWaiting')}</small>}
      </p>
      {lead.sync.state === 'refused' && (
        <p role="alert" className="field-error">
          {message(lead.sync.message)}
        </p>
      )}
      {lead.notice && <p className="notice-warning">{message(lead.notice)}</p>}
      <div className="lead-actions">
        <button type="button" className="button secondary" onClick={edit}>
          {s('leadForm.actions.edit')}
        </button>
        {lead.sync.state === 'refused' && (
          <button type="button" className="button secondary" onClick={() => void discardLead(lead)}>
            {s('leadForm.actions.discard')}
          </button>
        )}
      </div>
    </li>
  );
}
