import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { MobileSchema } from '../../domain/fields.ts';
import { followUpDateRule, istDay, LEAD_ACTIVITY_KINDS } from '../../domain/lead.ts';
import { LEAD_MESSAGES as L } from '../../domain/lead-messages.ts';
import { inTransaction, isUniqueViolation } from '../db/database.ts';
import { fail, ok } from '../http/envelope.ts';
import { jsonObjectBody, parsedOrRefused } from '../http/json-body.ts';
import { formOf, uploadBodyLimit } from '../http/multipart.ts';
import { Refusal } from '../http/refusal.ts';
import { refusalRouter } from '../http/router.ts';
import { publicId } from '../ids.ts';
import { storedFileReply } from '../prescriptions/routes.ts';
import { readUploadedFile } from '../prescriptions/uploads.ts';
import type { StaffEnv } from '../staff/require-staff.ts';
import { convertLead, leadEstimations, shopCustomerByMobile } from './convert.ts';
import { actorOf, type LeadDeps, PageSchema, shopStaff, todayOf } from './deps.ts';
import { findLeadFile, removeFiles, storeLeadPrescription } from './files.ts';
import { findLead, leadByMobile, leadExists, leadPage, searchCondition } from './repository.ts';
import { createLead, parseLeadChange, type SaveOutcome, updateLead } from './save-lead.ts';
import { leadSummary } from './summary.ts';
import { leadsWire } from './wire.ts';

/**
 * Saving leads is limited per staff user, never per client address: a camp registers many people from
 * one phone on one network. 120 saves a minute is two a second, more than a person types, and lets a
 * phone send a morning's queue in a few minutes (the sync queue waits out Retry-After).
 */
export const LEAD_SAVE_LIMITS = [{ limit: 120, windowSeconds: 60 }] as const;

const ActivitySchema = (today: string) =>
  z.object({
    kind: z.enum(LEAD_ACTIVITY_KINDS, { error: M.fieldRequired }),
    notes: z
      .string({ error: L.textTooLong })
      .nullish()
      .transform((v) => v?.trim() || null)
      .refine((v) => v === null || v.length <= 500, L.textTooLong),
    nextFollowUpDate: followUpDateRule(today),
  });
const MobileBodySchema = z.object({ mobile: MobileSchema });

/**
 * Leads of the staff user's shop (issue 17; gateway/schema/leads.graphql), under /api/staff/leads behind
 * requireStaff(['franchise', 'assistant']): a staff user's own token, never a delegated one.
 */
export function leadRoutes(deps: LeadDeps) {
  const { db, now } = deps;
  const app = refusalRouter<StaffEnv>();
  const reply = async (c: Context, id: number, extra: Record<string, unknown> = {}) => {
    const [lead] = await leadsWire(db, [id], todayOf(now));
    return ok(c, { lead, ...extra });
  };
  const saved = (c: Context, outcome: SaveOutcome) => reply(c, outcome.id, { applied: outcome.applied, repeated: outcome.repeated });
  const limited = async (c: Context<StaffEnv>) => {
    const taken = await deps.limiter.take([{ bucket: 'lead_save_staff', key: String(c.get('staff').id), rules: LEAD_SAVE_LIMITS }]);
    if (taken.ok) return null;
    c.header('Retry-After', String(taken.retryAfter));
    return fail(c, 429, L.tooManyLeads, { retryAfter: taken.retryAfter });
  };

  /** leadVaultKey: HMAC-SHA256 of the server's secret and the staff user's id, never stored. */
  app.get('/vault-key', (c) =>
    ok(c, {
      key: createHmac('sha256', deps.secret)
        .update(`lead-vault:v1:${c.get('staff').id}`)
        .digest('base64url'),
    }),
  );

  app.get('/check', async (c) => {
    const { shopId } = shopStaff(c);
    const { mobile } = parsedOrRefused(MobileBodySchema, { mobile: c.req.query('mobile') ?? '' });
    const [lead, customer] = await Promise.all([leadByMobile(db, shopId, mobile), shopCustomerByMobile(db, shopId, mobile)]);
    const [wire] = lead ? await leadsWire(db, [lead.id], todayOf(now)) : [];
    return ok(c, { lead: wire ?? null, customer: customer ? { cus_sid: customer.cus_sid, name: customer.name, mobile: customer.mobile } : null });
  });

  app.get('/search', async (c) => {
    const { shopId } = shopStaff(c);
    const term = (c.req.query('term') ?? '').trim().slice(0, 80);
    const digits = /^[\d\s-]+$/.test(term);
    if (term.replace(/[\s-]/g, '').length < (digits ? 1 : 3)) return fail(c, 400, L.searchTooShort, { field: 'term' });
    const base = db
      .selectFrom('leads')
      .where('leads.franchise_id', '=', shopId)
      .where((eb) => searchCondition(eb, term));
    return ok(c, await leadPage(db, base, 'newest', PageSchema.parse(c.req.query()), todayOf(now)));
  });

  app.get('/summary', async (c) => ok(c, await leadSummary(db, shopStaff(c).shopId, now())));

  app.post('/', async (c) => {
    const staff = shopStaff(c);
    const change = await parseLeadChange(db, staff.shopId, await jsonObjectBody(c), now());
    return (await limited(c)) ?? saved(c, await createLead(db, staff, change, now()));
  });

  app.get('/:sid', async (c) => reply(c, (await findLead(db, shopStaff(c).shopId, c.req.param('sid'))).id));

  app.put('/:sid', async (c) => {
    const { shopId } = shopStaff(c);
    const lead = await findLead(db, shopId, c.req.param('sid'));
    const change = await parseLeadChange(db, shopId, await jsonObjectBody(c), now());
    return (await limited(c)) ?? saved(c, await updateLead(db, shopId, lead.id, change, now()));
  });

  /** A converted lead stays (it links the customer); any other goes with its activity and photo. */
  app.delete('/:sid', async (c) => {
    const { shopId } = shopStaff(c);
    const lead = await findLead(db, shopId, c.req.param('sid'));
    if (lead.status === 'CONVERTED') throw new Refusal(409, L.alreadyConverted);
    const files = await inTransaction(db, async (tx) => {
      await tx.deleteFrom('lead_activities').where('lead_id', '=', lead.id).execute();
      const gone = await tx.deleteFrom('lead_prescriptions').where('lead_id', '=', lead.id).returning('stored_name').execute();
      const removed = await tx.deleteFrom('leads').where('id', '=', lead.id).where('status', '!=', 'CONVERTED').executeTakeFirst();
      if (Number(removed.numDeletedRows) !== 1) throw new Refusal(409, L.alreadyConverted);
      return gone;
    });
    removeFiles(deps.uploadDir, files);
    return ok(c, true);
  });

  app.get('/:sid/estimations', async (c) => ok(c, await leadEstimations(db, await findLead(db, shopStaff(c).shopId, c.req.param('sid')))));

  /**
   * addLeadActivity: a call, visit, note or follow-up done; a next follow-up date sets the lead's, a
   * follow-up done without one clears it. A change made now: the lead's change time moves to now (a
   * phone's older copy then loses to it, domain/lead-sync.ts).
   */
  app.post('/:sid/activity', async (c) => {
    const staff = shopStaff(c);
    const lead = await findLead(db, staff.shopId, c.req.param('sid'));
    const at = now();
    const input = parsedOrRefused(ActivitySchema(istDay(at.getTime())), await jsonObjectBody(c));
    const followUp =
      input.nextFollowUpDate !== null ? { follow_up_date: input.nextFollowUpDate } : input.kind === 'FOLLOW_UP_DONE' ? { follow_up_date: null } : {};
    await inTransaction(db, async (tx) => {
      await tx
        .insertInto('lead_activities')
        .values({ sid: publicId(), lead_id: lead.id, kind: input.kind, notes: input.notes, at: at.toISOString(), by_user_id: staff.id })
        .execute();
      await tx
        .updateTable('leads')
        .set({ ...followUp, ...changedNow(lead, at) })
        .where('id', '=', lead.id)
        .execute();
    });
    return reply(c, lead.id);
  });

  /** updateLeadMobileNumber: refused when the number is the lead's already, another lead's or a customer's of the shop. */
  app.post('/:sid/mobile', async (c) => {
    const { shopId } = shopStaff(c);
    const lead = await findLead(db, shopId, c.req.param('sid'));
    const { mobile } = parsedOrRefused(MobileBodySchema, await jsonObjectBody(c));
    if (lead.status === 'CONVERTED') throw new Refusal(409, L.alreadyConverted);
    if (mobile === lead.mobile) throw new Refusal(400, L.sameMobile, { field: 'mobile' });
    const other = await leadByMobile(db, shopId, mobile);
    if (other) throw leadExists(other.sid);
    if (await shopCustomerByMobile(db, shopId, mobile)) throw new Refusal(409, L.customerExists, { field: 'mobile' });
    const at = now();
    try {
      await db
        .updateTable('leads')
        .set({ mobile, ...changedNow(lead, at) })
        .where('id', '=', lead.id)
        .execute();
    } catch (error) {
      // Another lead took the number meanwhile (the shop's unique mobile).
      if (!isUniqueViolation(error)) throw error;
      throw leadExists((await leadByMobile(db, shopId, mobile))?.sid);
    }
    return reply(c, lead.id);
  });

  app.post('/:sid/prescription', uploadBodyLimit, async (c) => {
    const staff = shopStaff(c);
    const lead = await findLead(db, staff.shopId, c.req.param('sid'));
    const form = await formOf(c.req);
    if (!form) throw new Refusal(400, M.uploadFailed);
    await storeLeadPrescription(db, deps.uploadDir, await readUploadedFile(form['file']), lead, staff.id, now());
    return reply(c, lead.id);
  });

  app.post('/:sid/convert', async (c) => {
    const actor = actorOf(c);
    const lead = await findLead(db, actor.franchiseId, c.req.param('sid'));
    const converted = await convertLead(db, actor, lead, now());
    return reply(c, lead.id, converted);
  });

  return app;
}

/** The lead's change time after a change made on the server at `at` (never earlier than the one it holds). */
function changedNow(lead: { client_updated_at: string }, at: Date) {
  const iso = at.toISOString();
  const newest = [iso, lead.client_updated_at].sort().at(-1) ?? iso;
  return { client_updated_at: newest, updated_at: iso };
}

/** The lead prescription files of the staff user's shop (/api/staff/lead-files/{id}); another shop's file is not found. */
export function leadFileRoutes(deps: LeadDeps) {
  const app = refusalRouter<StaffEnv>();
  app.get('/:id', async (c) => {
    const row = await findLeadFile(deps.db, shopStaff(c).shopId, c.req.param('id'));
    if (!row) throw new Refusal(404, M.fileNotFound);
    return storedFileReply(c, deps.uploadDir, row);
  });
  return app;
}
