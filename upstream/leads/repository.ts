import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { LEAD_MESSAGES as L } from '../../domain/lead-messages.ts';
import type { Db } from '../db/open.ts';
import type { Tables } from '../db/tables.ts';
import { Refusal } from '../http/refusal.ts';
import { type CampRow, type LeadRow, leadsWire } from './wire.ts';

/** Another shop's lead or camp is not found, exactly like one that does not exist. */
export const leadNotFound = () => new Refusal(404, L.leadNotFound);
export const campNotFound = () => new Refusal(404, L.campNotFound);
/** The mobile is already another lead of the shop: its sid goes with the refusal, so the phone can offer it. */
export const leadExists = (sid: string | undefined) =>
  new Refusal(409, L.leadExists, { field: 'mobile', ...(sid ? { messageKey: 'leads.messages.leadExists', params: { sid } } : {}) });

/** A lead of the shop by its sid, or NOT_FOUND. */
export async function findLead(db: Db, shopId: number, sid: string): Promise<LeadRow> {
  const row = await db.selectFrom('leads').selectAll().where('sid', '=', sid).where('franchise_id', '=', shopId).executeTakeFirst();
  if (!row) throw leadNotFound();
  return row;
}

/** A camp of the shop by its sid, or NOT_FOUND. */
export async function findCamp(db: Db, shopId: number, sid: string): Promise<CampRow> {
  const row = await db.selectFrom('health_camps').selectAll().where('sid', '=', sid).where('franchise_id', '=', shopId).executeTakeFirst();
  if (!row) throw campNotFound();
  return row;
}

/** Another lead of the shop with this mobile, if any. */
export function leadByMobile(db: Db, shopId: number, mobile: string) {
  return db.selectFrom('leads').select(['id', 'sid']).where('franchise_id', '=', shopId).where('mobile', '=', mobile).executeTakeFirst();
}

export type LeadQuery = SelectQueryBuilder<Tables, 'leads', object>;
/** How a page of leads is sorted: the newest first, or by follow-up date (the most overdue first, none last). */
export type LeadOrder = 'newest' | 'follow-up';

export interface PageArgs {
  start: number;
  size: number;
}

/** A page of the leads `base` finds, whole, with their count. */
export async function leadPage(db: Db, base: LeadQuery, order: LeadOrder, { start, size }: PageArgs, today: string) {
  let ids = base.select('leads.id');
  ids =
    order === 'newest'
      ? ids.orderBy('leads.created_at', 'desc').orderBy('leads.id', 'desc')
      : ids.orderBy(sql`leads.follow_up_date IS NULL`).orderBy('leads.follow_up_date').orderBy('leads.id');
  const [rows, count] = await Promise.all([
    ids.limit(size).offset(start).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: await leadsWire(
      db,
      rows.map((r) => r.id),
      today,
    ),
    total: Number(count.n),
    start,
    size,
  };
}

/** The last character there is: every text that starts with a prefix sorts before the prefix followed by it (byte order). */
const LAST = '\u{10FFFF}';

/**
 * getSearchList's condition: a mobile number starting with the digits typed (a range of the shop's
 * mobile index), or a name whose first word, or any other, starts with the text typed (case ignored;
 * the first as a range of the shop's name index). `%`, `_` and `\` match themselves.
 */
export function searchCondition(eb: ExpressionBuilder<Tables, 'leads'>, term: string) {
  const digits = term.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits)) {
    // Digit strings sort digit by digit on every collation: those starting with 6129 are from 6129 up to 613.
    const rest = digits.replace(/9+$/, '');
    if (rest === '') return eb('leads.mobile', '>=', digits);
    return eb.and([eb('leads.mobile', '>=', digits), eb('leads.mobile', '<', `${rest.slice(0, -1)}${Number(rest.slice(-1)) + 1}`)]);
  }
  const text = term.trim().replace(/\s+/g, ' ').toLowerCase();
  const escaped = text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return eb.or([
    eb.and([eb('leads.name_key', '>=', text), eb('leads.name_key', '<', `${text}${LAST}`)]),
    sql<boolean>`leads.name_key LIKE ${`% ${escaped}%`} ESCAPE '\\'`,
  ]);
}
