import type { Db } from '../db/open.ts';

/**
 * The customer-engagement service (staff-tools.md §7 send-clevertap-message: a message to a customer
 * through a customer-engagement platform). A platform's client implements this and is chosen by
 * ENGAGEMENT_SERVICE; `outbox` (the only one here: this machine reaches no such platform) keeps every
 * message in the engagement_outbox table, which developers and browser tests read at
 * /api/dev/engagement-outbox and on the page /dev/engagement-outbox.
 *
 * `send` runs in the caller's transaction (`db`), so the message and the audit record of it commit
 * together; a real platform's client would queue the message there and deliver it after the commit.
 */
export interface EngagementMessage {
  customerId: number;
  mobile: string;
  body: string;
  /** The call it was sent for (migration and retention calls). */
  callId: number | null;
  sentByUserId: number;
}

export interface EngagementService {
  send(db: Db, message: EngagementMessage, at: Date): Promise<{ id: number }>;
}

export type EngagementServiceName = 'outbox';

export interface OutboxEngagement {
  id: number;
  mobile: string;
  body: string;
  customer_sid: string;
  sent_by: string | null;
  created_at: string;
}

/** The development service: every message is a row of engagement_outbox. */
export const outboxEngagement: EngagementService = {
  async send(db, message, at) {
    return db
      .insertInto('engagement_outbox')
      .values({
        customer_id: message.customerId,
        mobile: message.mobile,
        body: message.body,
        call_id: message.callId,
        sent_by_user_id: message.sentByUserId,
        created_at: at.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  },
};

export function createEngagementService(name: EngagementServiceName): EngagementService {
  switch (name) {
    case 'outbox':
      return outboxEngagement;
  }
}

/** The outbox, newest first, of one number or of all; at most `limit` messages. */
export function listEngagementOutbox(db: Db, mobile: string | null, limit = 50): Promise<OutboxEngagement[]> {
  const all = db
    .selectFrom('engagement_outbox as e')
    .innerJoin('users as c', 'c.id', 'e.customer_id')
    .innerJoin('users as s', 's.id', 'e.sent_by_user_id')
    .select(['e.id', 'e.mobile', 'e.body', 'c.cus_sid as customer_sid', 's.name as sent_by', 'e.created_at'])
    .orderBy('e.id', 'desc')
    .limit(limit);
  return (mobile === null ? all : all.where('e.mobile', '=', mobile)).execute();
}
