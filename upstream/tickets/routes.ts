import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { TICKET_ISSUE_TYPES, type TicketIssueType } from '../../domain/order-rules.ts';
import type { ServiceDeps } from '../http/deps.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { formOf, uploadBodyLimit } from '../http/multipart.ts';
import { Refusal } from '../http/refusal.ts';
import { signedInRouter } from '../http/router.ts';
import { findOrder, orderMismatch } from '../orders/repository.ts';
import { readUploadedFile } from '../prescriptions/uploads.ts';
import { addTicketComment, addTicketFile, createTicket, listTickets, ownTicket } from './repository.ts';
import { ticketToWire } from './wire.ts';

const text = (max: number) => z.string({ error: M.fieldRequired }).trim().min(1, M.fieldRequired).max(max, M.fieldRequired);

const TicketSchema = z.object({
  issueType: z.enum(Object.keys(TICKET_ISSUE_TYPES) as [TicketIssueType, ...TicketIssueType[]], { error: M.issueTypeInvalid }),
  subject: text(120),
  body: text(2000),
  orderId: z.string().max(64).nullish(),
});

const CommentSchema = z.object({ body: text(2000) });

/** Support tickets (staff-tools.md §7 getCustomersTickets, createNewTicket, addNewComment, uploadTicketFile). */
export function ticketRoutes(deps: ServiceDeps) {
  const { db, now, uploadDir } = deps;
  const app = signedInRouter();
  app.get('/', async (c) => ok(c, await Promise.all((await listTickets(db, c.get('user').id)).map((t) => ticketToWire(db, t)))));
  app.get('/:id', async (c) => ok(c, await ticketToWire(db, await ownTicket(db, c.get('user').id, c.req.param('id')))));
  app.post('/', async (c) => {
    const user = c.get('user');
    const input = await jsonBody(c, TicketSchema);
    const order = input.orderId ? await findOrder(db, user.id, input.orderId) : undefined;
    if (input.orderId && !order) throw orderMismatch();
    return ok(c, await ticketToWire(db, await createTicket(db, user.id, c.get('session').actor, { ...input, orderId: order?.id ?? null }, now())));
  });
  app.post('/:id/comments', async (c) => {
    const { body } = await jsonBody(c, CommentSchema);
    return ok(c, await ticketToWire(db, await addTicketComment(db, c.get('user').id, c.get('session').actor, c.req.param('id'), body, now())));
  });
  app.post('/:id/files', uploadBodyLimit, async (c) => {
    const user = c.get('user');
    // Refused before the file is read; checked again, with the write, once it has been.
    const ticket = await ownTicket(db, user.id, c.req.param('id'));
    if (ticket.status === 'CLOSED') throw new Refusal(409, M.ticketClosed);
    const form = await formOf(c.req);
    if (!form) throw new Refusal(400, M.uploadFailed);
    const file = await readUploadedFile(form['file']);
    return ok(c, await ticketToWire(db, await addTicketFile(db, uploadDir, user.id, c.get('session').actor, ticket.id, file, now())));
  });
  return app;
}
