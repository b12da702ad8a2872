import type { Context } from 'hono';
import { z } from 'zod';
import { CALL_KINDS, type CallKind, EngagementMessageSchema, feedbackSchema, istDay } from '../../domain/retention.ts';
import { RETENTION_MESSAGES as M } from '../../domain/retention-messages.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import type { EngagementService } from '../engagement/service.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody, jsonObjectBody } from '../http/json-body.ts';
import { Refusal } from '../http/refusal.ts';
import { refusalRouter } from '../http/router.ts';
import type { Actor } from '../staff/acting.ts';
import { recordAudit } from '../staff/audit.ts';
import type { StaffEnv } from '../staff/require-staff.ts';
import { findCalls, findCallsWhenDue, lastLook, type RetentionSettings } from './find-calls.ts';
import { type CallReader, callsQuery, callWire, visibleCall, visibleTo } from './repository.ts';
import { customerDetail, summaryOf } from './summary.ts';

export interface RetentionDeps {
  db: Db;
  now: () => Date;
  settings: RetentionSettings;
  engagement: EngagementService;
}

const ListSchema = z.object({
  kind: z.enum(CALL_KINDS).optional().catch(undefined),
  status: z.enum(['PENDING', 'DONE']).catch('PENDING'),
  /** An adviser's sid, or `none` for the calls nobody has (admins only). */
  adviser: z.string().trim().min(1).max(64).optional().catch(undefined),
  /** 1: only pending calls with a next call's day (get-all-pending-followup). */
  follow_ups: z.enum(['0', '1']).catch('0'),
  start: z.coerce.number().int().min(0).max(1_000_000).catch(0),
  size: z.coerce.number().int().min(1).max(100).catch(20),
});
const AssignSchema = z.object({ adviser: z.string().trim().min(1).max(64).nullable() });

/**
 * Migration and retention calls (issue 17; staff-tools.md §7 Migration and retention), behind
 * requireStaff(['admin', 'adviser']) at /api/staff/retention: a franchise, an assistant or a customer is
 * 'not authorized' before anything here runs. An adviser sees and changes only the calls assigned to
 * them (another adviser's call is 404 'Call not found', and nothing changes); an admin sees every call,
 * assigns them, and looks for new ones at once. The spec's calls:
 *
 * - get-cio-migration, cio-pending-calls, get-all-pending-followup: GET /calls (kind, status, adviser,
 *   follow_ups=1: pending calls with a next call's day), which looks for new calls first when the last
 *   look is RETENTION_FIND_EVERY_MINUTES old;
 * - get-fh-migration-call-count, cio-fh-migration-summary, cio-retention-summary, cio-total-summary:
 *   GET /summary; cio-agents: GET /advisers (admins);
 * - retention-order-details, migration-last-order-details: GET /customers/:cusSid;
 * - cio-migration-feedback/{id}, cio-retention-feedback/{id}: PUT, audited for the customer;
 * - send-clevertap-message: POST /calls/:sid/message, through the engagement service, audited;
 * - assigning (admins): PUT /calls/:sid/adviser; finding now (admins): POST /find.
 */
export function retentionRoutes({ db, now, settings, engagement }: RetentionDeps) {
  const app = refusalRouter<StaffEnv>();
  const readerOf = (staff: StaffEnv['Variables']['staff']): CallReader => {
    if (staff.role !== 'admin' && staff.role !== 'adviser') throw new Refusal(403, STAFF_MESSAGES.notAuthorized);
    return { id: staff.id, role: staff.role };
  };
  const adminOnly = (reader: CallReader) => {
    if (reader.role !== 'admin') throw new Refusal(403, STAFF_MESSAGES.notAuthorized);
  };
  const actorOf = (c: Context<StaffEnv>): Actor => {
    const staff = c.get('staff');
    return { userId: staff.id, role: staff.role, franchiseId: null, clientAddress: c.get('clientAddress') };
  };

  app.get('/calls', async (c) => {
    const reader = readerOf(c.get('staff'));
    const q = ListSchema.parse(c.req.query());
    await findCallsWhenDue(db, now(), settings);
    let query = visibleTo(callsQuery(db), reader).where('r.status', '=', q.status);
    if (q.kind) query = query.where('r.kind', '=', q.kind);
    if (q.follow_ups === '1') query = query.where('r.next_call_on', 'is not', null);
    if (q.adviser !== undefined) {
      adminOnly(reader);
      if (q.adviser === 'none') query = query.where('r.adviser_user_id', 'is', null);
      else {
        const adviser = await db.selectFrom('users').select('id').where('cus_sid', '=', q.adviser).where('role', '=', 'adviser').executeTakeFirst();
        if (!adviser) throw new Refusal(404, M.adviserNotFound);
        query = query.where('r.adviser_user_id', '=', adviser.id);
      }
    }
    const today = istDay(now());
    const [rows, count] = await Promise.all([
      (q.status === 'PENDING'
        ? // Due first (no next call, or its day has come), oldest found first; then the later ones by their day.
          query
            .orderBy((eb) =>
              eb
                .case()
                .when(eb.fn.coalesce('r.next_call_on', eb.val('')), '<=', today)
                .then(0)
                .else(1)
                .end(),
            )
            .orderBy((eb) => eb.fn.coalesce('r.next_call_on', eb.val('')))
            .orderBy('r.found_at')
        : query.orderBy('r.done_at', 'desc')
      )
        .orderBy('r.id')
        .offset(q.start)
        .limit(q.size)
        .execute(),
      query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return ok(c, { items: rows.map(callWire), total: Number(count.n), start: q.start, size: q.size, found_at: await lastLook(db) });
  });

  app.get('/summary', async (c) => ok(c, await summaryOf(db, readerOf(c.get('staff')), now())));

  app.get('/advisers', async (c) => {
    adminOnly(readerOf(c.get('staff')));
    const rows = await db
      .selectFrom('users as a')
      .select((eb) => [
        'a.cus_sid as sid',
        'a.name',
        'a.blocked',
        eb
          .selectFrom('retention_calls as r')
          .select(eb.fn.countAll<number | string>().as('n'))
          .whereRef('r.adviser_user_id', '=', 'a.id')
          .where('r.status', '=', 'PENDING')
          .as('pending'),
      ])
      .where('a.role', '=', 'adviser')
      .orderBy('a.name')
      .orderBy('a.id')
      .execute();
    return ok(
      c,
      rows.map((r) => ({ sid: r.sid, name: r.name, blocked: r.blocked === 1, pending: Number(r.pending ?? 0) })),
    );
  });

  app.post('/find', async (c) => {
    adminOnly(readerOf(c.get('staff')));
    const found = await findCalls(db, now(), settings);
    return ok(c, { ...found, found_at: await lastLook(db) });
  });

  app.get('/customers/:cusSid', async (c) => ok(c, await customerDetail(db, readerOf(c.get('staff')), c.req.param('cusSid'), now())));

  const feedbackRoute = (kind: CallKind) => async (c: Context<StaffEnv>) => {
    const reader = readerOf(c.get('staff'));
    const at = now();
    const body = await jsonObjectBody(c);
    const call = await inTransaction(db, async (tx) => {
      const found = await visibleCall(tx, reader, c.req.param('sid') ?? '', kind);
      if (!found) throw new Refusal(404, M.callNotFound);
      if (found.status === 'DONE') throw new Refusal(409, M.callDone);
      const parsed = feedbackSchema(at).safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') || undefined;
        throw new Refusal(400, issue?.message ?? M.feedbackRequired, field ? { field } : undefined);
      }
      const { feedback, notes, nextCallOn } = parsed.data;
      const done = nextCallOn === null;
      await tx
        .updateTable('retention_calls')
        .set({
          feedback,
          notes,
          next_call_on: nextCallOn,
          status: done ? 'DONE' : 'PENDING',
          done_at: done ? at.toISOString() : null,
          updated_by_user_id: reader.id,
          updated_at: at.toISOString(),
        })
        .where('id', '=', found.call_id)
        .execute();
      await recordAudit(tx, actorOf(c), found.customer_id, 'retention.feedback', { type: 'retention-call', id: found.sid }, at);
      return visibleCall(tx, reader, found.sid);
    });
    return ok(c, call && callWire(call));
  };
  app.put('/cio-migration-feedback/:sid', feedbackRoute('MIGRATION'));
  app.put('/cio-retention-feedback/:sid', feedbackRoute('RETENTION'));

  app.put('/calls/:sid/adviser', async (c) => {
    const reader = readerOf(c.get('staff'));
    adminOnly(reader);
    const { adviser } = await jsonBody(c, AssignSchema);
    const at = now().toISOString();
    const call = await inTransaction(db, async (tx) => {
      const found = await visibleCall(tx, reader, c.req.param('sid'));
      if (!found) throw new Refusal(404, M.callNotFound);
      if (found.status === 'DONE') throw new Refusal(409, M.callDone);
      const to =
        adviser === null
          ? null
          : await tx.selectFrom('users').select('id').where('cus_sid', '=', adviser).where('role', '=', 'adviser').where('blocked', '=', 0).executeTakeFirst();
      if (to === undefined) throw new Refusal(404, M.adviserNotFound);
      await tx
        .updateTable('retention_calls')
        .set({ adviser_user_id: to?.id ?? null, assigned_at: to ? at : null, updated_by_user_id: reader.id, updated_at: at })
        .where('id', '=', found.call_id)
        .execute();
      return visibleCall(tx, reader, found.sid);
    });
    return ok(c, call && callWire(call));
  });

  app.post('/calls/:sid/message', async (c) => {
    const reader = readerOf(c.get('staff'));
    const body = await jsonObjectBody(c);
    const at = now();
    const sent = await inTransaction(db, async (tx) => {
      const found = await visibleCall(tx, reader, c.req.param('sid'));
      if (!found) throw new Refusal(404, M.callNotFound);
      const parsed = EngagementMessageSchema.safeParse(body);
      if (!parsed.success) throw new Refusal(400, parsed.error.issues[0]?.message ?? M.messageRequired, { field: 'body' });
      const message = { customerId: found.customer_id, mobile: found.customer_mobile, body: parsed.data.body, callId: found.call_id, sentByUserId: reader.id };
      const { id } = await engagement.send(tx, message, at);
      await recordAudit(tx, actorOf(c), found.customer_id, 'retention.message', { type: 'retention-call', id: found.sid }, at);
      return { id, mobile: message.mobile, body: message.body, created_at: at.toISOString() };
    });
    return ok(c, sent);
  });
  return app;
}
