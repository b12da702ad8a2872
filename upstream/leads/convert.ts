import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { estimationTotals } from '../../domain/estimation-totals.ts';
import { LEAD_MESSAGES as L } from '../../domain/lead-messages.ts';
import { paiseToDecimal } from '../../domain/money.ts';
import { STAFF_MESSAGES as STAFF } from '../../domain/staff-messages.ts';
import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { newCusSid } from '../session/repository.ts';
import { type Actor, shopOfCustomer } from '../staff/acting.ts';
import { recordAudit } from '../staff/audit.ts';
import type { LeadRow } from './wire.ts';

/** The customer of the shop with this mobile (upstream/staff/acting.ts: registered by it, or served at their home pin), if any. */
export function shopCustomerByMobile(db: Db, shopId: number, mobile: string) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.cus_sid', 'users.name', 'users.mobile'])
    .where('users.mobile', '=', mobile)
    .where('users.role', '=', 'customer')
    .where(shopOfCustomer('users'), '=', shopId)
    .executeTakeFirst();
}

/**
 * addGenericConversion: the lead becomes a customer of the shop, as the staff "register customer" flow
 * registers one (upstream/staff/customer-routes.ts): a new customer registered by the shop, or the
 * customer who already has the mobile, when they are not another shop's (a customer nobody registered
 * becomes the shop's). The lead keeps the customer; the write is audited in the same transaction
 * ('customer.register': the staff user registered the customer for the shop). A lead converts once:
 * the lead's own row decides (a conditional UPDATE), so two conversions at once convert it once.
 */
export async function convertLead(db: Db, actor: Actor & { franchiseId: number }, lead: LeadRow, now: Date) {
  if (lead.status === 'CONVERTED') throw new Refusal(409, L.alreadyConverted);
  const at = now.toISOString();
  return inTransaction(db, async (tx) => {
    const inserted = await tx
      .insertInto('users')
      .values({
        cus_sid: newCusSid(),
        mobile: lead.mobile,
        name: lead.name,
        role: 'customer',
        registered_by_franchise_id: actor.franchiseId,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('mobile').doNothing())
      .returning(['id', 'cus_sid', 'name', 'mobile'])
      .executeTakeFirst();
    let customer = inserted;
    if (!customer) {
      const existing = await tx
        .selectFrom('users')
        .select(['id', 'cus_sid', 'name', 'mobile', 'role', 'blocked', 'registered_by_franchise_id'])
        .where('mobile', '=', lead.mobile)
        .executeTakeFirstOrThrow();
      if (existing.role !== 'customer') throw new Refusal(409, STAFF.staffNumber);
      if (existing.blocked === 1) throw new Refusal(403, M.userBlocked);
      if (existing.registered_by_franchise_id !== null && existing.registered_by_franchise_id !== actor.franchiseId)
        throw new Refusal(409, STAFF.otherShopCustomer);
      if (existing.registered_by_franchise_id === null)
        await tx.updateTable('users').set({ registered_by_franchise_id: actor.franchiseId, updated_at: at }).where('id', '=', existing.id).execute();
      customer = existing;
    }
    const converted = await tx
      .updateTable('leads')
      .set({ status: 'CONVERTED', customer_id: customer.id, converted_at: at, updated_at: at })
      .where('id', '=', lead.id)
      .where('status', '!=', 'CONVERTED')
      .executeTakeFirst();
    if (Number(converted.numUpdatedRows) !== 1) throw new Refusal(409, L.alreadyConverted);
    await recordAudit(tx, actor, customer.id, 'customer.register', { type: 'customer', id: customer.cus_sid }, now);
    return { customer: { cus_sid: customer.cus_sid, name: customer.name, mobile: customer.mobile }, new_customer: inserted !== undefined };
  });
}

/** getLeadEstimation: estimations of the customer the lead became, made by the lead's shop since the conversion, newest first. */
export async function leadEstimations(db: Db, lead: LeadRow) {
  if (lead.customer_id === null || lead.converted_at === null) return [];
  const rows = await db
    .selectFrom('estimations')
    .select(['id', 'estimate_id', 'status', 'created_at'])
    .where('customer_id', '=', lead.customer_id)
    .where('franchise_id', '=', lead.franchise_id)
    .where('created_at', '>=', lead.converted_at)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  if (rows.length === 0) return [];
  const items = await db
    .selectFrom('estimation_items')
    .select(['estimation_id', 'qty', 'choice', 'price_paise', 'pack_size_label', 'suggested_sku', 'suggested_price_paise', 'suggested_pack_size_label'])
    .where(
      'estimation_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  return rows.map((row) => {
    const lines = items.filter((i) => i.estimation_id === row.id);
    const totals = estimationTotals(
      lines.map((i) => ({
        qty: i.qty,
        choice: i.choice,
        requested: { pricePaise: i.price_paise, packSizeLabel: i.pack_size_label },
        suggested: i.suggested_sku === null ? null : { pricePaise: i.suggested_price_paise ?? 0, packSizeLabel: i.suggested_pack_size_label ?? '' },
      })),
    );
    return {
      estimate_id: row.estimate_id,
      status: row.status,
      created_at: row.created_at,
      lines: lines.length,
      requested_total: paiseToDecimal(totals.requested),
      suggested_total: paiseToDecimal(totals.suggested),
    };
  });
}
