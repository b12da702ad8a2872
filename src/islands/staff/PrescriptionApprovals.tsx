import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { PendingPrescriptionApprovalsQuery } from '../../gql/graphql.ts';
import { staffPath } from '../../routing/routes.ts';
import { loadPrescriptions, type Prescription } from '../../stores/prescriptions.ts';
import { selectCustomer } from '../../stores/staff/acting.ts';
import { APPROVALS_PAGE, approveOrder, loadPendingApprovals } from '../../stores/staff/approvals.ts';
import { decodeLinkRef, fetchPrescriptionFile } from '../../stores/staff/decoding.ts';
import { $staffSession } from '../../stores/staff/state.ts';
import { Loadable, Notice, useAction, useLoad, useStrings } from '../account/ui.tsx';
import { PrescriptionViewer } from './PrescriptionViewer.tsx';

type Pending = PendingPrescriptionApprovalsQuery['pendingPrescriptionApprovals']['items'][number];
const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const rupees = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

/**
 * Orders waiting for a prescription (PENDING_APPROVAL), for admins: each with its customer; "Check the
 * prescriptions" acts for that customer and shows their prescriptions in the viewer, one of which approves
 * the order (it is placed and the customer told), or opens the decoding page for them.
 */
export function PrescriptionApprovals() {
  const { s } = useStrings();
  const [start, setStart] = useState(0);
  const { state, reload } = useLoad(() => loadPendingApprovals(start), [start]);
  const [open, setOpen] = useState<string | null>(null);
  const [approved, setApproved] = useState<string | null>(null);
  return (
    <section aria-label={s('staff.nav.prescription-approvals')}>
      <p id="rx-approvals-title">{s('staff.approval.intro')}</p>
      {approved && (
        <p role="status" className="notice-success">
          {s('staff.approval.approved', { number: approved })}
        </p>
      )}
      <Loadable state={state} retry={reload}>
        {(page) =>
          page.items.length === 0 ? (
            <p role="status">{s('staff.approval.empty')}</p>
          ) : (
            <>
              <ul className="rx-approvals">
                {page.items.map((order) => (
                  <li key={order.id}>
                    <PendingOrder
                      order={order}
                      open={open === order.id}
                      onToggle={() => setOpen(open === order.id ? null : order.id)}
                      onApproved={() => {
                        setApproved(order.number);
                        setOpen(null);
                        reload();
                      }}
                    />
                  </li>
                ))}
              </ul>
              <div className="actions">
                {page.start > 0 && (
                  <button type="button" className="button secondary" onClick={() => setStart(Math.max(0, page.start - APPROVALS_PAGE))}>
                    {s('staff.common.previous')}
                  </button>
                )}
                {page.start + page.items.length < page.total && (
                  <button type="button" className="button secondary" onClick={() => setStart(page.start + APPROVALS_PAGE)}>
                    {s('staff.common.next')}
                  </button>
                )}
              </div>
            </>
          )
        }
      </Loadable>
    </section>
  );
}

function PendingOrder({ order, open, onToggle, onApproved }: { order: Pending; open: boolean; onToggle: () => void; onApproved: () => void }) {
  const { s, href } = useStrings();
  const staff = useStore($staffSession);
  const adminId = staff.details?.userId ?? '';
  return (
    <article className="rx-approval">
      <h3>{s('staff.approval.order', { number: order.number })}</h3>
      <p>
        {s('staff.approval.placed', { date: when(order.placedAt) })} · {s('staff.approval.total', { amount: rupees(order.grandTotal.paise) })}
      </p>
      <p>
        {order.customerName ?? '—'} · {order.customerMobile} · {s('staff.approval.prescriptions', { count: order.customerPrescriptions })}
      </p>
      <div className="actions">
        <button type="button" className="button" aria-expanded={open} onClick={onToggle}>
          {open ? s('staff.approval.close') : s('staff.approval.review')}
        </button>
        <a className="button secondary" href={href(staffPath('dpfc', decodeLinkRef(order.customerCusSid, adminId)))}>
          {s('staff.approval.decode')}
        </a>
      </div>
      {open && <ReviewPrescriptions order={order} onApproved={onApproved} />}
    </article>
  );
}

/** Acts for the order's customer, lists their prescriptions, shows one, and approves the order with it. */
function ReviewPrescriptions({ order, onApproved }: { order: Pending; onApproved: () => void }) {
  const { s } = useStrings();
  const { state, reload } = useLoad(async () => {
    const staff = $staffSession.get();
    if (!(staff.isCustomerSelected && staff.selectedCustomer?.cusSid === order.customerCusSid)) {
      const selected = await selectCustomer(order.customerCusSid);
      if (!selected.ok) return selected;
    }
    return loadPrescriptions();
  }, [order.customerCusSid]);
  const [shown, setShown] = useState<Prescription | null>(null);
  const approve = useAction();
  return (
    <Loadable state={state} retry={reload}>
      {(list) =>
        list.length === 0 ? (
          <p role="status">{s('staff.approval.noPrescription')}</p>
        ) : (
          <div className="rx-review">
            <ul className="rx-list">
              {list.map((p) => (
                <li key={p.id}>
                  <span className="rx-file">
                    <strong>{p.fileName}</strong>
                    <small>{s('staff.decode.uploaded', { date: when(p.uploadedAt) })}</small>
                  </span>
                  <button type="button" className="button secondary" aria-pressed={shown?.id === p.id} onClick={() => setShown(p)}>
                    {s('account.prescriptions.open')}
                  </button>
                </li>
              ))}
            </ul>
            {shown && (
              <>
                <ShownFile prescription={shown} />
                <Notice notice={approve.notice} />
                <button
                  type="button"
                  className="button"
                  disabled={approve.busy}
                  onClick={async () => {
                    if (await approve.act(() => approveOrder(order.id, shown.id))) onApproved();
                  }}
                >
                  {s('staff.approval.approveWith')}
                </button>
              </>
            )}
          </div>
        )
      }
    </Loadable>
  );
}

function ShownFile({ prescription }: { prescription: Prescription }) {
  const file = useLoad(() => fetchPrescriptionFile(prescription.path), [prescription.path]);
  return (
    <Loadable state={file.state} retry={file.reload}>
      {(data) => <PrescriptionViewer bytes={data.bytes} type={data.type} name={prescription.fileName} />}
    </Loadable>
  );
}
