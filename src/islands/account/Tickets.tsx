import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TICKET_ISSUE_TYPES, type TicketIssueType } from '../../../domain/order-rules.ts';
import { formatIst } from '../../../domain/time.ts';
import { TicketSchema } from '../../lib/account-forms.ts';
import { loadOrders } from '../../stores/orders.ts';
import { attachTicketFile, commentOnTicket, createTicket, loadTicket, loadTickets, type Ticket } from '../../stores/tickets.ts';
import { OpenFile } from './Records.tsx';
import { UploadForm } from './UploadForm.tsx';
import { Field, Loadable, Notice, useAction, useLoad, useStrings } from './ui.tsx';

const ISSUE_TYPES = Object.keys(TICKET_ISSUE_TYPES) as TicketIssueType[];

/** /my-account/tickets: the customer's tickets, a new one, and one ticket's conversation (?ticket=id). */
export function Tickets({ openId }: { openId: string | null }) {
  const { s, href } = useStrings();
  const { state, reload } = useLoad(loadTickets);
  if (openId) return <TicketThread id={openId} />;
  return (
    <>
      <Loadable state={state} retry={reload}>
        {(tickets) =>
          tickets.length === 0 ? (
            <p>{s('account.common.empty')}</p>
          ) : (
            <ul className="ticket-list">
              {tickets.map((t) => (
                <li key={t.id}>
                  <a href={href(`/my-account/tickets?ticket=${encodeURIComponent(t.id)}`)}>{t.subject}</a> · {s(`account.tickets.statuses.${t.status}`)} ·{' '}
                  {s('account.tickets.opened', { date: formatIst(t.createdAt) })}
                </li>
              ))}
            </ul>
          )
        }
      </Loadable>
      <NewTicket onCreated={(ticket) => window.location.assign(href(`/my-account/tickets?ticket=${encodeURIComponent(ticket.id)}`))} />
    </>
  );
}

function NewTicket({ onCreated }: { onCreated: (ticket: Ticket) => void }) {
  const { s } = useStrings();
  const orders = useLoad(() => loadOrders(1));
  const action = useAction();
  const form = useForm({ resolver: zodResolver(TicketSchema), defaultValues: { issueType: '', subject: '', body: '', orderId: '' } });
  const errors = form.formState.errors;
  return (
    <form
      className="ticket-form"
      noValidate
      onSubmit={form.handleSubmit(async ({ issueType, subject, body, orderId }) => {
        const ticket = await action.act(() => createTicket({ issueType, subject, body, orderId: orderId || null }));
        if (ticket) onCreated(ticket);
      })}
    >
      <h3>{s('account.tickets.new')}</h3>
      <Field id="ticket-type" label={s('account.tickets.issueType')} error={errors.issueType?.message}>
        <select id="ticket-type" {...form.register('issueType')}>
          <option value="">—</option>
          {ISSUE_TYPES.map((type) => (
            <option key={type} value={type}>
              {s(`account.tickets.issueTypes.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="ticket-order" label={s('account.tickets.order')}>
        <select id="ticket-order" {...form.register('orderId')}>
          <option value="">{s('account.tickets.noOrder')}</option>
          {orders.state.status === 'done' &&
            orders.state.data.items.map((order) => (
              <option key={order.id} value={order.id}>
                {s('account.orders.number', { number: order.number })}
              </option>
            ))}
        </select>
      </Field>
      <Field id="ticket-subject" label={s('account.tickets.subject')} error={errors.subject?.message}>
        <input id="ticket-subject" maxLength={120} {...form.register('subject')} />
      </Field>
      <Field id="ticket-body" label={s('account.tickets.body')} error={errors.body?.message}>
        <textarea id="ticket-body" rows={4} maxLength={2000} {...form.register('body')} />
      </Field>
      <Notice notice={action.notice} />
      <button type="submit" className="button" disabled={action.busy}>
        {s('account.tickets.create')}
      </button>
    </form>
  );
}

/** One ticket: its messages, a reply, and a file attached to it (the same page serves /uta/{ticketid}). */
export function TicketThread({ id }: { id: string }) {
  const { s } = useStrings();
  const { state, reload, set } = useLoad(() => loadTicket(id), [id]);
  const reply = useAction();
  const [body, setBody] = useState('');
  return (
    <Loadable state={state} retry={reload}>
      {(ticket) => (
        <article className="ticket">
          <h2>
            {ticket.subject} · {s(`account.tickets.statuses.${ticket.status}`)}
          </h2>
          <ol className="ticket-comments">
            {ticket.comments.map((c) => (
              <li key={c.id} className={c.mine ? 'mine' : 'theirs'}>
                <strong>{c.mine ? s('account.tickets.you') : s('account.tickets.support')}</strong> <small>{formatIst(c.createdAt)}</small>
                <p>{c.body}</p>
              </li>
            ))}
          </ol>
          {ticket.files.length > 0 && (
            <ul className="ticket-files">
              {ticket.files.map((f) => (
                <li key={f.id}>
                  <OpenFile path={f.path} label={f.fileName} />
                </li>
              ))}
            </ul>
          )}
          <form
            onSubmit={async (event) => {
              event.preventDefault();
              const updated = await reply.act(() => commentOnTicket(ticket.id, body));
              if (updated) {
                set(updated);
                setBody('');
              }
            }}
          >
            <Field id="ticket-reply" label={s('account.tickets.comment')}>
              <textarea id="ticket-reply" rows={3} maxLength={2000} value={body} onChange={(e) => setBody(e.target.value)} />
            </Field>
            <Notice notice={reply.notice} />
            <button type="submit" className="button" disabled={reply.busy || body.trim() === ''}>
              {s('account.tickets.send')}
            </button>
          </form>
          <UploadForm
            id="ticket-file"
            label={s('account.tickets.attach')}
            buttonLabel={s('account.tickets.attach')}
            upload={async (file) => {
              const updated = await attachTicketFile(ticket.id, file);
              if (updated.ok) set(updated.data);
              return updated;
            }}
          />
        </article>
      )}
    </Loadable>
  );
}
