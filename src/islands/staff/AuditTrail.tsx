import { type FormEvent, useState } from 'react';
import { AUDIT_ACTIONS } from '../../../domain/audit-actions.ts';
import { formatIst } from '../../../domain/time.ts';
import type { AuditFilter } from '../../gql/graphql.ts';
import { loadAuditTrail } from '../../stores/staff/trail.ts';
import { Field, Loadable, useLoad, useStrings } from '../account/ui.tsx';
import { actionText } from './audit-actions.ts';

const PAGE = 50;

/**
 * The audit trail (issue 15): every write made for a customer by someone else, newest first. Admins
 * read all of it with the person who acted; a franchise owner reads the shop's. Filters by customer id,
 * action and days (IST).
 */
export function AuditTrail() {
  const { s } = useStrings();
  const [filter, setFilter] = useState<AuditFilter>({ start: 0, size: PAGE });
  const [draft, setDraft] = useState({ customer: '', action: '', from: '', to: '' });
  const { state, reload } = useLoad(() => loadAuditTrail(filter), [JSON.stringify(filter)]);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter({
      start: 0,
      size: PAGE,
      ...(draft.customer.trim() ? { customer: draft.customer.trim() } : {}),
      ...(draft.action ? { action: draft.action } : {}),
      ...(draft.from ? { from: draft.from } : {}),
      ...(draft.to ? { to: draft.to } : {}),
    });
  };
  return (
    <section className="staff-audit">
      <form className="staff-filters" noValidate onSubmit={apply}>
        <Field id="audit-customer" label={s('staff.audit.customer')}>
          <input id="audit-customer" value={draft.customer} onChange={(e) => setDraft({ ...draft, customer: e.target.value })} />
        </Field>
        <Field id="audit-action" label={s('staff.audit.action')}>
          <select id="audit-action" value={draft.action} onChange={(e) => setDraft({ ...draft, action: e.target.value })}>
            <option value="">{s('staff.audit.any')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {actionText(action, s)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="audit-from" label={s('staff.audit.from')}>
          <input id="audit-from" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </Field>
        <Field id="audit-to" label={s('staff.audit.to')}>
          <input id="audit-to" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </Field>
        <button type="submit" className="button">
          {s('staff.audit.apply')}
        </button>
      </form>
      <Loadable state={state} retry={reload}>
        {(page) =>
          page.items.length === 0 ? (
            <p role="status">{s('staff.audit.empty')}</p>
          ) : (
            <>
              <p role="status">{s('staff.audit.count', { count: page.total })}</p>
              <ol className="staff-trail">
                {page.items.map((event) => (
                  <li key={event.id}>
                    <strong>{actionText(event.action, s)}</strong> <span className="staff-target">{event.targetId}</span>
                    <br />
                    <small>
                      {formatIst(event.at)} · {event.actorName ?? event.actorId} ({s(`staff.roles.${event.actorRole}`)})
                      {event.shopName ? ` · ${event.shopName}` : ''}
                    </small>
                    <br />
                    <small>
                      {s('staff.audit.forCustomer', { name: event.customerName ?? event.customerSid, id: event.customerSid })}
                      {event.clientAddress ? ` · ${s('staff.audit.address', { address: event.clientAddress })}` : ''}
                    </small>
                  </li>
                ))}
              </ol>
              <div className="actions">
                {page.start > 0 && (
                  <button type="button" className="button secondary" onClick={() => setFilter({ ...filter, start: Math.max(page.start - PAGE, 0) })}>
                    {s('staff.common.previous')}
                  </button>
                )}
                {page.start + page.items.length < page.total && (
                  <button type="button" className="button secondary" onClick={() => setFilter({ ...filter, start: page.start + PAGE })}>
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
