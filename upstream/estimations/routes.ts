import type { Context } from 'hono';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { estimationTotals } from '../../domain/estimation-totals.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { paiseToDecimal } from '../../domain/money.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import type { ServiceDeps } from '../http/deps.ts';
import { fail, ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { Refusal } from '../http/refusal.ts';
import { refusalRouter, signedInRouter } from '../http/router.ts';
import { publicId } from '../ids.ts';
import type { AuthEnv } from '../session/require-user.ts';
import type { SmsSender } from '../sms/sender.ts';
import type { Actor } from '../staff/acting.ts';
import { putIntoCart } from './order-now.ts';
import {
  auditEstimation,
  changeableEstimation,
  type EstimationItemRow,
  type EstimationRow,
  estimationNotFound,
  findEstimation,
  itemsOf,
  type LineInput,
  linesOf,
  replaceItems,
  setStatus,
} from './repository.ts';
import { mintSavingsToken, savingsLinkUrl, savingsSms, verifySavingsToken } from './savings-links.ts';
import { estimationToWire, itemsToWire } from './wire.ts';

export interface EstimationDeps extends ServiceDeps {
  sms: SmsSender;
  /** stock.synchronize, as the cart has it. */
  synchronized: boolean;
}

const Sku = z.string().trim().min(1).max(64);
const LineSchema = z.object({
  sku: Sku,
  qty: z.unknown(),
  suggested_sku: Sku.nullish().transform((v) => v ?? null),
  suggested_auto: z.boolean().nullish(),
  choice: z
    .enum(['REQUESTED', 'SUGGESTED'])
    .nullish()
    .transform((v) => v ?? null),
});
const Lines = z.array(LineSchema).max(100);
/** New Estimation: the cart's lines, and the press's request id (the same press sent again makes nothing new). */
const CreateSchema = z.object({
  lines: Lines,
  request_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .nullish()
    .transform((v) => v ?? null),
});
const UpdateSchema = z.object({ lines: Lines, remove_skus: z.array(Sku).max(100).nullish() });
const ReEstimateSchema = z.object({ suggestions: z.array(z.object({ sku: Sku, suggested_sku: Sku.nullish() })).max(100) });
const OrderSchema = z.object({ confirm_partial: z.boolean().nullish() });
const DecodeSchema = z.object({ prescription_id: z.string().trim().min(1).max(64) });
const DecodedSchema = z.object({ lines: Lines, to_cart: z.boolean().nullish() });
const PageSchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).catch(0),
  size: z.coerce.number().int().min(1).max(50).catch(20),
});

const toInputs = (lines: z.infer<typeof Lines>): LineInput[] =>
  lines.map((l) => ({ sku: l.sku, qty: l.qty, suggestedSku: l.suggested_sku, suggestedAuto: l.suggested_auto === true, choice: l.choice }));

const factsOf = (items: readonly EstimationItemRow[]) =>
  items.map((i) => ({
    qty: i.qty,
    choice: i.choice,
    requested: { pricePaise: i.price_paise, packSizeLabel: i.pack_size_label },
    suggested: i.suggested_sku === null ? null : { pricePaise: i.suggested_price_paise ?? 0, packSizeLabel: i.suggested_pack_size_label ?? '' },
  }));

/** The actor of a delegated token; a customer's own token may not use estimations (403 'not authorized'). */
function actorOf(c: Context<AuthEnv>): Actor {
  const actor = c.get('session').actor;
  if (!actor) throw new Refusal(403, STAFF_MESSAGES.notAuthorized);
  return actor;
}

/**
 * The selected customer's estimations (issue 16; staff-tools.md §2 order-estimation, §4, §7 the
 * Estimation calls), under /api/account/estimations with a delegated token: a staff user acting for the
 * customer (`c.get('user')`). Every write is recorded in the audit trail in its own transaction. An
 * estimate of another customer is 404, like one that does not exist.
 *
 * The gateway chooses each line's suggested alternative (its alternatives index) and sends the requested
 * and suggested SKUs; this service reads the prices, stock and packs from its own products and refuses a
 * pair that is not a cheaper alternative (repository.ts isCheaperAlternative).
 */
export function estimationRoutes(deps: EstimationDeps) {
  const { db, now } = deps;
  const app = signedInRouter();
  app.use('*', async (c, next) => {
    if (!c.get('session').actor) return fail(c, 403, STAFF_MESSAGES.notAuthorized);
    return next();
  });
  const reply = async (c: Context, estimateId: string, customerId: number, meta?: Record<string, unknown>) =>
    ok(c, await estimationToWire(db, await findEstimation(db, customerId, estimateId)), meta);

  /** getcartOriginalItems: the customer's open cart's lines, for a new estimation. */
  app.get('/cart-lines', async (c) => {
    const rows = await db
      .selectFrom('carts')
      .innerJoin('cart_items', 'cart_items.cart_token', 'carts.token')
      .select(['cart_items.sku', 'cart_items.qty'])
      .where('carts.customer_id', '=', c.get('user').id)
      .where('carts.closed_at', 'is', null)
      .orderBy('cart_items.item_id')
      .execute();
    return ok(c, rows);
  });

  app.get('/', async (c) => {
    const { start, size } = PageSchema.parse(c.req.query());
    const customerId = c.get('user').id;
    const [rows, count] = await Promise.all([
      db.selectFrom('estimations').selectAll().where('customer_id', '=', customerId).orderBy('id', 'desc').offset(start).limit(size).execute(),
      db
        .selectFrom('estimations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow(),
    ]);
    const items = [];
    for (const row of rows) items.push(await estimationToWire(db, row));
    return ok(c, { items, total: Number(count.n), start, size });
  });

  /** Fetch Previous: the newest estimation not yet ordered. */
  app.get('/previous', async (c) => {
    const row = await db
      .selectFrom('estimations')
      .selectAll()
      .where('customer_id', '=', c.get('user').id)
      .where('status', '!=', 'ORDERED')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return fail(c, 404, STAFF_MESSAGES.noPreviousData);
    return ok(c, await estimationToWire(db, row));
  });

  /** New Estimation (add-update-estimation-cart): the lines the gateway read from the cart, each with its suggestion. */
  app.post('/', async (c) => {
    const actor = actorOf(c);
    const { lines, request_id: requestId } = await jsonBody(c, CreateSchema);
    const customerId = c.get('user').id;
    /** The estimation the press `requestId` made for this customer, if it did. */
    const madeBy = async () =>
      requestId === null
        ? undefined
        : await db.selectFrom('estimations').select('estimate_id').where('customer_id', '=', customerId).where('request_id', '=', requestId).executeTakeFirst();
    // The same press sent again because its answer was lost: the estimation it made, nothing new.
    const made = await madeBy();
    if (made) return reply(c, made.estimate_id, customerId);
    if (lines.length === 0) throw new Refusal(400, MESSAGES.noProducts);
    const at = now();
    const items = await linesOf(db, toInputs(lines), at);
    const estimateId = publicId();
    const created = await inTransaction(db, async (tx) => {
      const row = await tx
        .insertInto('estimations')
        .values({ ...newEstimation(estimateId, customerId, actor, 'CART', 'CREATED', at), request_id: requestId })
        .onConflict((oc) => oc.columns(['customer_id', 'request_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      // Sent twice at once: the other send made it.
      if (!row) return false;
      await tx.insertInto('estimation_status_history').values({ estimation_id: row.id, status: 'CREATED', at: at.toISOString() }).execute();
      await replaceItems(tx, row.id, items);
      await auditEstimation(tx, actor, customerId, 'estimation.create', estimateId, at);
      return true;
    });
    const other = created ? undefined : await madeBy();
    return reply(c, other?.estimate_id ?? estimateId, customerId);
  });

  app.get('/:id', async (c) => reply(c, c.req.param('id'), c.get('user').id));

  /** add-update-estimation-cart on an existing estimate: the lines given replace those of their SKU; others stay as they were. */
  app.post('/:id/lines', async (c) => {
    const actor = actorOf(c);
    const { lines, remove_skus } = await jsonBody(c, UpdateSchema);
    const customerId = c.get('user').id;
    const at = now();
    await inTransaction(db, async (tx) => {
      const row = await changeableEstimation(tx, customerId, c.req.param('id'));
      const kept = await itemsOf(tx, row.id);
      const changed = new Map((await linesOf(tx, toInputs(lines), at)).map((item) => [item.sku, item]));
      const removed = new Set(remove_skus ?? []);
      const merged = [
        ...kept.filter((k) => !removed.has(k.sku)).map(({ estimation_id: _, ...k }) => changed.get(k.sku) ?? k),
        ...[...changed.values()].filter((item) => !kept.some((k) => k.sku === item.sku) && !removed.has(item.sku)),
      ].map((item, index) => ({ ...item, item_no: index + 1 }));
      await replaceItems(tx, row.id, merged);
      await tx.updateTable('estimations').set({ updated_at: at.toISOString() }).where('id', '=', row.id).execute();
      await auditEstimation(tx, actor, customerId, 'estimation.update', row.estimate_id, at);
    });
    return reply(c, c.req.param('id'), customerId);
  });

  /** re-estimate-cart: today's prices and stock for every line, the suggestions the gateway picked today; the same estimate id. */
  app.post('/:id/re-estimate', async (c) => {
    const actor = actorOf(c);
    const { suggestions } = await jsonBody(c, ReEstimateSchema);
    const customerId = c.get('user').id;
    const at = now();
    await inTransaction(db, async (tx) => {
      const row = await changeableEstimation(tx, customerId, c.req.param('id'));
      const kept = await itemsOf(tx, row.id);
      const picked = new Map(suggestions.map((s) => [s.sku, s.suggested_sku ?? null]));
      const items = await linesOf(
        tx,
        kept.map((k) => ({ sku: k.sku, qty: k.qty, suggestedSku: picked.get(k.sku) ?? null, suggestedAuto: true, choice: k.choice })),
        at,
      );
      await replaceItems(tx, row.id, items);
      await tx.updateTable('estimations').set({ estimated_at: at.toISOString(), updated_at: at.toISOString() }).where('id', '=', row.id).execute();
      await auditEstimation(tx, actor, customerId, 'estimation.reestimate', row.estimate_id, at);
    });
    return reply(c, c.req.param('id'), customerId);
  });

  /** Share: an SMS with the signed savings link; only when the estimation saves the customer something. */
  app.post('/:id/share', async (c) => {
    const actor = actorOf(c);
    const user = c.get('user');
    const at = now();
    const { token, expiresAt, saving, shop } = await inTransaction(db, async (tx) => {
      const row = await findEstimation(tx, user.id, c.req.param('id'));
      const totals = estimationTotals(factsOf(await itemsOf(tx, row.id)));
      if (totals.saving <= 0) throw new Refusal(400, STAFF_MESSAGES.notEnoughSavings);
      const link = mintSavingsToken(deps.secret, row.estimate_id, at);
      await setStatus(tx, row, row.status === 'ORDERED' ? 'ORDERED' : 'SHARED', at, { shared_until: link.expiresAt.toISOString() });
      await auditEstimation(tx, actor, user.id, 'estimation.share', row.estimate_id, at);
      const shopRow =
        row.franchise_id === null ? undefined : await tx.selectFrom('franchises').select('name').where('id', '=', row.franchise_id).executeTakeFirst();
      return { ...link, saving: totals.saving, shop: shopRow?.name ?? null };
    });
    // After the commit: the SMS port may write with the database's own connection.
    await deps.sms.send(user.mobile, savingsSms(shop, paiseToDecimal(saving), savingsLinkUrl(deps.siteUrl, token)));
    return reply(c, c.req.param('id'), user.id, { expires_at: expiresAt.toISOString(), message: STAFF_MESSAGES.smsSent });
  });

  /** Order Now: the chosen products into the customer's cart (order-now.ts). */
  app.post('/:id/order', async (c) => {
    const actor = actorOf(c);
    const { confirm_partial } = await jsonBody(c, OrderSchema);
    const customerId = c.get('user').id;
    const at = now();
    const put = await inTransaction(db, async (tx) => {
      const row = await changeableEstimation(tx, customerId, c.req.param('id'));
      const items = await itemsOf(tx, row.id);
      if (items.length === 0) throw new Refusal(400, MESSAGES.noProducts);
      const result = await putIntoCart(tx, customerId, actor, row.estimate_id, items, {
        confirmPartial: confirm_partial === true,
        synchronized: deps.synchronized,
        now: at,
      });
      await auditEstimation(tx, actor, customerId, 'estimation.order', row.estimate_id, at);
      return result;
    });
    return ok(c, { estimation: await estimationToWire(db, await findEstimation(db, customerId, c.req.param('id'))), ...put });
  });

  /** setDecodePrescriptionStartTime: an estimation in DECODING for the customer's own prescription; the same one again when started before. */
  app.post('/decode', async (c) => {
    const actor = actorOf(c);
    const { prescription_id } = await jsonBody(c, DecodeSchema);
    const customerId = c.get('user').id;
    const at = now();
    const upload = await db
      .selectFrom('uploads')
      .select('id')
      .where('id', '=', prescription_id)
      .where('user_id', '=', customerId)
      .where('kind', '=', 'prescription')
      .executeTakeFirst();
    if (!upload) throw new Refusal(404, ACCOUNT_MESSAGES.prescriptionNotFound);
    const estimateId = await inTransaction(db, async (tx) => {
      const inserted = await tx
        .insertInto('estimations')
        .values({
          ...newEstimation(publicId(), customerId, actor, 'PRESCRIPTION', 'DECODING', at),
          prescription_id: upload.id,
          decode_started_at: at.toISOString(),
        })
        .onConflict((oc) => oc.columns(['customer_id', 'prescription_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!inserted) {
        const existing = await tx
          .selectFrom('estimations')
          .select('estimate_id')
          .where('customer_id', '=', customerId)
          .where('prescription_id', '=', upload.id)
          .executeTakeFirstOrThrow();
        return existing.estimate_id;
      }
      await tx.insertInto('estimation_status_history').values({ estimation_id: inserted.id, status: 'DECODING', at: at.toISOString() }).execute();
      await auditEstimation(tx, actor, customerId, 'estimation.decode', inserted.estimate_id, at);
      return inserted.estimate_id;
    });
    return reply(c, estimateId, customerId);
  });

  /** addProductUsingPrescriptionData: the products picked become the lines (CREATED), and with to_cart go into the cart too. */
  app.post('/:id/decoded', async (c) => {
    const actor = actorOf(c);
    const { lines, to_cart } = await jsonBody(c, DecodedSchema);
    if (lines.length === 0) throw new Refusal(400, MESSAGES.noProducts);
    const customerId = c.get('user').id;
    const at = now();
    await inTransaction(db, async (tx) => {
      const row = await changeableEstimation(tx, customerId, c.req.param('id'));
      if (row.source !== 'PRESCRIPTION') throw estimationNotFound();
      const items = await linesOf(tx, toInputs(lines), at);
      await replaceItems(tx, row.id, items);
      await setStatus(tx, row, row.status === 'DECODING' ? 'CREATED' : row.status, at, { estimated_at: at.toISOString() });
      await auditEstimation(tx, actor, customerId, 'estimation.decoded', row.estimate_id, at);
      if (to_cart) {
        await putIntoCart(tx, customerId, actor, row.estimate_id, await itemsOf(tx, row.id), {
          confirmPartial: false,
          synchronized: deps.synchronized,
          now: at,
        });
        await auditEstimation(tx, actor, customerId, 'estimation.order', row.estimate_id, at);
      }
    });
    return reply(c, c.req.param('id'), customerId, { message: STAFF_MESSAGES.prescriptionSubmitted });
  });

  return app;
}

function newEstimation(estimateId: string, customerId: number, actor: Actor, source: EstimationRow['source'], status: EstimationRow['status'], at: Date) {
  const iso = at.toISOString();
  return {
    estimate_id: estimateId,
    customer_id: customerId,
    franchise_id: actor.franchiseId,
    created_by_user_id: actor.userId,
    created_by_role: actor.role,
    source,
    status,
    created_at: iso,
    estimated_at: iso,
    updated_at: iso,
  };
}

/**
 * Public: the savings link sent by SMS (/customer-order-savings?token=…). GET shows the estimation's
 * requested and suggested lines and totals; POST /interested records that the customer is interested
 * (update-customer-saving-intrested: nobody acts, so no audit row). A bad, tampered or expired token is 404.
 */
export function savingsLinkRoutes(deps: Pick<ServiceDeps, 'db' | 'now' | 'secret'>) {
  const { db, now, secret } = deps;
  const app = refusalRouter();
  const estimationOf = async (token: string) => {
    const verified = verifySavingsToken(secret, token, now());
    const row = verified ? await db.selectFrom('estimations').selectAll().where('estimate_id', '=', verified.estimateId).executeTakeFirst() : undefined;
    if (!verified || !row) throw new Refusal(404, STAFF_MESSAGES.savingsLinkInvalid);
    return { row, expiresAt: verified.expiresAt };
  };
  const savings = async (db: Db, row: EstimationRow, expiresAt: Date) => {
    const customer = await db.selectFrom('users').select('name').where('id', '=', row.customer_id).executeTakeFirstOrThrow();
    const shop = row.franchise_id === null ? undefined : await db.selectFrom('franchises').select('name').where('id', '=', row.franchise_id).executeTakeFirst();
    return {
      estimate_id: row.estimate_id,
      customer_name: customer.name,
      shop_name: shop?.name ?? null,
      customer_interested: row.customer_interested === 1,
      expires_at: expiresAt.toISOString(),
      items: await itemsToWire(db, await itemsOf(db, row.id)),
    };
  };
  app.get('/:token', async (c) => {
    const { row, expiresAt } = await estimationOf(c.req.param('token'));
    return ok(c, await savings(db, row, expiresAt));
  });
  app.post('/:token/interested', async (c) => {
    const { row, expiresAt } = await estimationOf(c.req.param('token'));
    await db.updateTable('estimations').set({ customer_interested: 1, updated_at: now().toISOString() }).where('id', '=', row.id).execute();
    return ok(c, await savings(db, { ...row, customer_interested: 1 }, expiresAt));
  });
  return app;
}
