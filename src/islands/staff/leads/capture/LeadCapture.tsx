import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatIst } from '../../../../../domain/time.ts';
import { $online } from '../../../../stores/network.ts';
import { loadCamps, openLeads } from '../../../../stores/staff/leads/capture.ts';
import { isWaiting } from '../../../../stores/staff/leads/kept-lead.ts';
import { $leadStore } from '../../../../stores/staff/leads/list.ts';
import { useStrings } from '../../../account/ui.tsx';
import { LeadForm } from './LeadForm.tsx';
import { LeadList } from './LeadList.tsx';

/**
 * /add-lead and /pre-add-lead (staff-tools.md §2; issue 17): the lead form and, below it, the leads on
 * this phone, newest first, each with where it stands. Everything is drawn from the phone's lead store
 * (src/stores/staff/leads/), so the page works, and reloads, with no network (the service worker keeps
 * its shell: src/offline/page-kinds.ts). Opening it online sends what waits.
 */
export default function LeadCapture({ fromCamp }: { fromCamp: boolean }) {
  const { s, message } = useStrings();
  const store = useStore($leadStore);
  const online = useStore($online);
  useEffect(() => {
    void openLeads().catch((error: unknown) => console.error('[leads] the leads on this phone could not be opened', error));
    void loadCamps().catch((error: unknown) => console.warn('[leads] camps not loaded', error));
  }, []);
  const waiting = store.data.filter(isWaiting).length;

  if (store.status === 'loading') return <p aria-busy="true">{s('leadForm.status.loading')}</p>;
  return (
    <div className="lead-capture">
      <div className="lead-status" role="status">
        {!online && <p className="lead-offline">{s('leadForm.status.offline')}</p>}
        {waiting > 0 ? (
          <p className="lead-waiting-count">{s('leads.messages.leadsWaiting', { count: waiting })}</p>
        ) : (
          store.data.length > 0 && <p>{s('leadForm.status.allSent')}</p>
        )}
        {store.lastSyncedOn && <p className="hint">{s('leadForm.status.lastSynced', { time: formatIst(store.lastSyncedOn) })}</p>}
      </div>
      {store.status === 'locked' || store.status === 'unsupported' ? (
        <div role="alert" className="notice-error">
          <p>{message(s(store.status === 'locked' ? 'leadForm.messages.locked' : 'leadForm.messages.unsupported'))}</p>
          {store.status === 'locked' && (
            <button type="button" className="button" onClick={() => void openLeads()}>
              {s('leadForm.actions.retry')}
            </button>
          )}
        </div>
      ) : (
        <LeadForm fromCamp={fromCamp} />
      )}
      <LeadList />
    </div>
  );
}
