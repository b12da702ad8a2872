import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import type { TicketIssueType } from '../../domain/order-rules.ts';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';

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

export function findTicket(db: Db, userId: number, id: string): TicketRow | undefined {
  return legacy(db).prepare<[string, number], TicketRow>('SELECT * FROM tickets WHERE id = ? AND user_id = ?').get(id, userId);
}

export function ownTicket(db: Db, userId: number, id: string): TicketRow {
  const ticket = findTicket(db, userId, id);
  if (!ticket) throw new Refusal(404, ACCOUNT_MESSAGES.ticketNotFound);
  return ticket;
}

export function listTickets(db: Db, userId: number): TicketRow[] {
  return legacy(db).prepare<[number], TicketRow>('SELECT * FROM tickets WHERE user_id = ? ORDER BY updated_at DESC, rowid DESC').all(userId);
}

export function ticketComments(db: Db, ticketId: string): TicketCommentRow[] {
  return legacy(db)
    .prepare<[string], TicketCommentRow>(
      'SELECT id, author_user_id, by_staff, body, created_at FROM ticket_comments WHERE ticket_id = ? ORDER BY created_at, rowid',
    )
    .all(ticketId);
}

function insertComment(db: Db, ticketId: string, userId: number, body: string, at: string) {
  legacy(db)
    .prepare('INSERT INTO ticket_comments (id, ticket_id, author_user_id, by_staff, body, created_at) VALUES (?, ?, ?, 0, ?, ?)')
    .run(publicId(), ticketId, userId, body, at);
}

/** A new ticket: its first comment is the customer's description. */
export function createTicket(
  db: Db,
  userId: number,
  t: { issueType: TicketIssueType; subject: string; body: string; orderId: number | null },
  now: Date,
): TicketRow {
  return legacy(db).transaction(() => {
    const id = publicId();
    const at = now.toISOString();
    legacy(db)
      .prepare('INSERT INTO tickets (id, user_id, issue_type, subject, status, order_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(id, userId, t.issueType, t.subject, 'OPEN', t.orderId, at, at);
    insertComment(db, id, userId, t.body, at);
    return ownTicket(db, userId, id);
  })();
}

/** The customer writes again: a closed ticket refuses; a resolved one opens again. */
export function addTicketComment(db: Db, userId: number, id: string, body: string, now: Date): TicketRow {
  return legacy(db).transaction(() => {
    const ticket = ownTicket(db, userId, id);
    if (ticket.status === 'CLOSED') throw new Refusal(409, ACCOUNT_MESSAGES.ticketClosed);
    const at = now.toISOString();
    insertComment(db, id, userId, body, at);
    legacy(db)
      .prepare("UPDATE tickets SET updated_at = ?, status = CASE status WHEN 'RESOLVED' THEN 'OPEN' ELSE status END WHERE id = ? AND user_id = ?")
      .run(at, id, userId);
    return ownTicket(db, userId, id);
  })();
}

export function touchTicket(db: Db, id: string, now: Date): void {
  legacy(db).prepare('UPDATE tickets SET updated_at = ? WHERE id = ?').run(now.toISOString(), id);
}
