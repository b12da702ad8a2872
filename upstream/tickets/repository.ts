import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import type { TicketIssueType } from '../../domain/order-rules.ts';
import { inTransaction } from '../db/database.ts';
import { lockCustomer } from '../db/lock-customer.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';
import { type CheckedFile, storeUpload } from '../prescriptions/uploads.ts';
import type { Actor } from '../staff/acting.ts';
import { recordAudit } from '../staff/audit.ts';

export interface TicketRow {
  id: string;
  user_id: number;
  issue_type: TicketIssueType;
  subject: string;
  status: 'OPEN' | 'IN_PROGRESS' | 'RESOLVED' | 'CLOSED';
  order_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface TicketCommentRow {
  id: string;
  author_user_id: number;
  by_staff: number;
  body: string;
  created_at: string;
}

export function findTicket(db: Db, userId: number, id: string): Promise<TicketRow | undefined> {
  return db
    .selectFrom('tickets')
    .select(['id', 'user_id', 'issue_type', 'subject', 'status', 'order_id', 'created_at', 'updated_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .$castTo<TicketRow>()
    .executeTakeFirst();
}

export async function ownTicket(db: Db, userId: number, id: string): Promise<TicketRow> {
  const ticket = await findTicket(db, userId, id);
  if (!ticket) throw new Refusal(404, ACCOUNT_MESSAGES.ticketNotFound);
  return ticket;
}

export function listTickets(db: Db, userId: number): Promise<TicketRow[]> {
  return db
    .selectFrom('tickets')
    .select(['id', 'user_id', 'issue_type', 'subject', 'status', 'order_id', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('seq', 'desc')
    .$castTo<TicketRow>()
    .execute();
}

/** The comments in the order they were written (`seq` breaks ties of the same millisecond). */
export function ticketComments(db: Db, ticketId: string): Promise<TicketCommentRow[]> {
  return db
    .selectFrom('ticket_comments')
    .select(['id', 'author_user_id', 'by_staff', 'body', 'created_at'])
    .where('ticket_id', '=', ticketId)
    .orderBy('created_at')
    .orderBy('seq')
    .execute();
}

/** A comment on the customer's ticket: theirs, or when a staff user writes it for them, the staff user's (by_staff). */
async function insertComment(db: Db, ticketId: string, userId: number, actor: Actor | null, body: string, at: string) {
  await db
    .insertInto('ticket_comments')
    .values({ id: publicId(), ticket_id: ticketId, author_user_id: actor?.userId ?? userId, by_staff: actor ? 1 : 0, body, created_at: at })
    .execute();
}

/*
 * The writes below take `actor`, the staff user writing for the customer (null: the customer): the
 * ticket stays the customer's, the comment is the staff user's, and the audit trail records it in the
 * same transaction.
 */

/** How long a ticket sent again counts as the same ticket (its first answer lost on the way). */
export const SAME_TICKET_SECONDS = 30 * 60;

/** A new ticket: its first comment is the description. */
export function createTicket(
  db: Db,
  userId: number,
  actor: Actor | null,
  t: { issueType: TicketIssueType; subject: string; body: string; orderId: number | null },
  now: Date,
): Promise<TicketRow> {
  return inTransaction(db, async (tx) => {
    const at = now.toISOString();
    // The same ticket sent again (its answer lost on the way): the open one of the last 30 minutes with
    // the same kind, subject, order and description.
    await lockCustomer(tx, userId);
    const same = await tx
      .selectFrom('tickets as t')
      .innerJoin('ticket_comments as c', 'c.ticket_id', 't.id')
      .select('t.id')
      .where('t.user_id', '=', userId)
      .where('t.status', '=', 'OPEN')
      .where('t.issue_type', '=', t.issueType)
      .where('t.subject', '=', t.subject)
      .where('t.order_id', t.orderId === null ? 'is' : '=', t.orderId)
      .where('t.created_at', '>', new Date(now.getTime() - SAME_TICKET_SECONDS * 1000).toISOString())
      .whereRef('c.created_at', '=', 't.created_at')
      .where('c.body', '=', t.body)
      .executeTakeFirst();
    if (same) return ownTicket(tx, userId, same.id);
    const id = publicId();
    await tx
      .insertInto('tickets')
      .values({ id, user_id: userId, issue_type: t.issueType, subject: t.subject, status: 'OPEN', order_id: t.orderId, created_at: at, updated_at: at })
      .execute();
    await insertComment(tx, id, userId, actor, t.body, at);
    await recordAudit(tx, actor, userId, 'ticket.create', { type: 'ticket', id }, now);
    return ownTicket(tx, userId, id);
  });
}

/**
 * Marks the customer's ticket as written to at `at` unless it is closed, and answers it as it is now;
 * `reopen` opens a resolved ticket again. One conditional update: a ticket closed since the customer
 * looked refuses (409), another customer's is not found (404), and on PostgreSQL the row stays locked
 * until the caller's transaction ends, so the ticket cannot close before the comment or file is in.
 */
export async function touchOpenTicket(db: Db, userId: number, id: string, at: string, reopen: boolean): Promise<TicketRow> {
  const touched = await db
    .updateTable('tickets')
    .set((eb) => ({
      updated_at: at,
      status: reopen ? eb.case('status').when('RESOLVED').then(eb.val<TicketRow['status']>('OPEN')).else(eb.ref('status')).end() : eb.ref('status'),
    }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '<>', 'CLOSED')
    .returning(['id', 'user_id', 'issue_type', 'subject', 'status', 'order_id', 'created_at', 'updated_at'])
    .$castTo<TicketRow>()
    .executeTakeFirst();
  if (touched) return touched;
  await ownTicket(db, userId, id);
  throw new Refusal(409, ACCOUNT_MESSAGES.ticketClosed);
}

/** The customer writes again: a closed ticket refuses; a resolved one opens again. */
export function addTicketComment(db: Db, userId: number, actor: Actor | null, id: string, body: string, now: Date): Promise<TicketRow> {
  return inTransaction(db, async (tx) => {
    const at = now.toISOString();
    const ticket = await touchOpenTicket(tx, userId, id, at, true);
    await insertComment(tx, id, userId, actor, body, at);
    await recordAudit(tx, actor, userId, 'ticket.comment', { type: 'ticket', id }, now);
    return ticket;
  });
}

/**
 * A file added to the customer's open ticket (a closed one refuses), as part of its conversation: the
 * audit trail calls it a comment on the ticket (it is no prescription, whatever the file).
 */
export function addTicketFile(db: Db, uploadDir: string, userId: number, actor: Actor | null, id: string, file: CheckedFile, now: Date): Promise<TicketRow> {
  return inTransaction(db, async (tx) => {
    const ticket = await touchOpenTicket(tx, userId, id, now.toISOString(), false);
    await storeUpload(tx, uploadDir, file, { userId, kind: 'ticket', ticketId: id }, now);
    await recordAudit(tx, actor, userId, 'ticket.comment', { type: 'ticket', id }, now);
    return ticket;
  });
}
