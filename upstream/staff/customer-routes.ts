import { type Context, Hono } from 'hono';
import { type Expression, type ExpressionBuilder, expressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { firstMessage, MobileSchema, NameSchema, OtpCheckKeySchema, OtpSchema } from '../../domain/fields.ts';
import { CUSTOMER_MESSAGES } from '../../domain/messages.ts';
import { STAFF_MESSAGES as STAFF } from '../../domain/staff-messages.ts';
import { engineOf, inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import type { Tables } from '../db/tables.ts';
import { fail, ok, tooMany } from '../http/envelope.ts';
import { jsonObjectBody } from '../http/json-body.ts';
import { findUserByMobile, newCusSid } from '../session/repository.ts';
import type { SessionServices } from '../session/services.ts';
import type { TokenService } from '../session/tokens.ts';
import { type Actor, actableBy, actableParts } from './acting.ts';
import { recordAudit } from './audit.ts';
import { staffDetails } from './details.ts';
import type { StaffEnv } from './require-staff.ts';
import type { StaffUser } from './staff-user.ts';

/** A page of the customer list: at most this many. */
export const CUSTOMER_PAGE_MAX = 50;

const ListSchema = z.object({
  q: z.string().trim().max(80).default(''),
  start: z.coerce.number().int().min(0).max(1_000_000).catch(0),
  size: z.coerce.number().int().min(1).max(CUSTOMER_PAGE_MAX).catch(20),
});
const OtpRequestSchema = z.object({ mobile: MobileSchema });
const RegisterSchema = z.object({ mobile: MobileSchema, otp: OtpSchema, name: NameSchema.optional(), checkKey: OtpCheckKeySchema.optional() });
const ActingSchema = z.object({ cusSid: z.string().trim().min(1).max(40) });

const actorOf = (c: Context<StaffEnv>): Actor => {
  const staff = c.get('staff');
  return { userId: staff.id, role: staff.role, franchiseId: staff.franchiseId, clientAddress: c.get('clientAddress') };
};

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * The mobile numbers that start with `digits`: LIKE keeps the match exact, and the range beside it lets
 * the unique index on users.mobile find them on both engines (a LIKE prefix alone uses no index: SQLite's
 * LIKE ignores case, so its binary index does not serve it, and PostgreSQL's needs the C collation).
 * Digit strings sort digit by digit, so the numbers starting with 6129 are those from 6129 up to 613.
 */
function mobileStartsWith(eb: ExpressionBuilder<Tables, 'users'>, digits: string) {
  const like = eb('users.mobile', 'like', `${digits}%`);
  const rest = digits.replace(/9+$/, '');
  if (rest === '') return eb.and([like, eb('users.mobile', '>=', digits)]);
  const above = `${rest.slice(0, -1)}${Number(rest.slice(-1)) + 1}`;
  return eb.and([like, eb('users.mobile', '>=', digits), eb('users.mobile', '<', above)]);
}

/**
 * Past this many customers found, an admin's search stops counting: `total` is then this many and
 * `totalCapped` says there are more (the list shows "1000+"). An admin searches every customer, and an
 * exact count of a name most of them share reads them all, however it is indexed; a shop searches its
 * own customers, whom its few pin codes bound, and gets the exact count.
 */
export const CUSTOMER_TOTAL_CAP = 1000;

type Search = { kind: 'name'; text: string } | { kind: 'mobile'; digits: string } | { kind: 'whole mobile'; mobile: string };

/** What a staff user typed, as a search: an adviser's whole mobile number, a mobile-number prefix, or a part of a name. */
function searchOf(staff: StaffUser, term: string): Search {
  const digits = term.replace(/[\s-]/g, '');
  if (staff.role === 'adviser') return { kind: 'whole mobile', mobile: digits.slice(-10) };
  if (/^\d+$/.test(digits)) return { kind: 'mobile', digits };
  return { kind: 'name', text: term.toLowerCase() };
}

/** The condition of `search` on users. */
function matching(eb: ExpressionBuilder<Tables, 'users'>, search: Search) {
  if (search.kind === 'whole mobile') return eb('users.mobile', '=', search.mobile);
  if (search.kind === 'mobile') return mobileStartsWith(eb, search.digits);
  return sql<SqlBool>`lower(users.name) LIKE ${`%${likeEscaped(search.text)}%`} ESCAPE '\\'`;
}

/**
 * SQLite's trigram index of names (migration 0007) finds the names holding `text` when it has 3
 * characters in a row that are not LIKE wildcards; its pattern may find more (`%` and `_` match
 * anything there, the case of any letter is ignored), never fewer: the search's own condition decides.
 */
const trigramPattern = (text: string) => (/[^%_]{3}/u.test(text) ? `%${text}%` : null);

/**
 * The customers a staff user may act for (staff-tools.md §7 customerList, getUserForFranchise,
 * getUserForAdmin, get-assistant-user; design.md's roles table; upstream/staff/acting.ts actableParts),
 * searched by name or mobile (3 characters at least), a page at a time in name order, with their count:
 * a shop and its assistants see only their own customers; an admin sees all; an adviser finds a
 * customer by their whole mobile number (the call lists come later).
 *
 * The page is found by id and name first, then read (20 rows, not every match). A shop's search reads
 * each part of its customers (registered by it, served at their home pin; for a name, each from its own
 * index range, users_shop_search) and sorts the matches once, their count beside the page; a mobile search is a range of the mobile index, the staff user's rule checked row
 * by row. A shop's count is exact; an admin's stops past CUSTOMER_TOTAL_CAP. On SQLite, an admin's name
 * search starts from the trigram index when few names hold the text, and from the names in list order
 * (users_name_order) when many do; PostgreSQL makes that choice itself.
 */
/** What the customer list shows of each customer (the shop that registered them, if any, joined as `franchises`). */
const LISTED = ['users.cus_sid', 'users.name', 'users.mobile', 'users.email', 'users.created_at', 'franchises.name as shop_name', 'users.home_pin'] as const;

async function findCustomers(db: Db, staff: StaffUser, search: Search, start: number, size: number) {
  const eb = expressionBuilder<Tables, 'users'>();
  const parts = search.kind === 'name' ? actableParts(eb, staff) : [actableBy(eb, staff)];
  const condition = matching(eb, search);
  const found = (part: Expression<SqlBool>) => db.selectFrom('users').where(part).where(condition);
  const page = <DB, TB extends keyof DB>(ids: SelectQueryBuilder<DB, TB, { id: number }>) =>
    db
      .selectFrom('users')
      .leftJoin('franchises', 'franchises.id', 'users.registered_by_franchise_id')
      .select(LISTED)
      .where('users.id', 'in', ids)
      .orderBy('users.name')
      .orderBy('users.id')
      .execute();
  const pageIds = (q: ReturnType<typeof found>) => q.select('users.id').orderBy('users.name').orderBy('users.id').limit(size).offset(start);

  if (staff.role !== 'admin' && staff.role !== 'adviser') {
    // A shop's customers, counted exactly, in one statement: each part read from its own index range,
    // the matches sorted once, and their count beside the page (a window over every match), so neither
    // a second pass for the count nor a list of ids sent back and forth.
    const union = parts.map((part) => found(part).select(['users.id', 'users.name'])).reduce((all, q) => all.unionAll(q));
    const paged = db
      .selectFrom(union.as('found'))
      .select(['found.id', 'found.name', (qb) => qb.fn.countAll<number>().over().as('n')])
      .orderBy('found.name')
      .orderBy('found.id')
      .limit(size)
      .offset(start);
    const rows = await db
      .selectFrom(paged.as('paged'))
      .innerJoin('users', 'users.id', 'paged.id')
      .leftJoin('franchises', 'franchises.id', 'users.registered_by_franchise_id')
      .select([...LISTED, 'paged.n'])
      .orderBy('paged.name')
      .orderBy('paged.id')
      .execute();
    const first = rows[0];
    // A page past the last match holds no row to carry the count: count the matches alone (rare).
    const total =
      first !== undefined
        ? Number(first.n)
        : start === 0
          ? 0
          : Number(
              (
                await db
                  .selectFrom(union.as('found'))
                  .select((qb) => qb.fn.countAll<number>().as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            );
    return { rows: rows.map(({ n: _n, ...row }) => row), total, totalCapped: false };
  }

  // Every customer (parts holds the one condition): counted up to one past the cap.
  const rule = parts[0] ?? eb.lit(false);
  const everyone = found(rule);
  const countUpTo = (q: ReturnType<typeof found>) =>
    db
      .selectFrom(
        q
          .select(sql.lit(1).as('one'))
          .limit(CUSTOMER_TOTAL_CAP + 1)
          .as('found'),
      )
      .select((qb) => qb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
  const totalOf = (n: number) => ({ total: Math.min(n, CUSTOMER_TOTAL_CAP), totalCapped: n > CUSTOMER_TOTAL_CAP });
  const pattern = search.kind === 'name' && engineOf(db) === 'sqlite' ? trigramPattern(search.text) : null;
  if (pattern === null) {
    // A mobile search; a name on PostgreSQL, which reads its trigram index or the names in list order as
    // its estimate of how many hold the text says; a name without 3 letters in a row on SQLite.
    const [rows, count] = await Promise.all([page(pageIds(everyone)), countUpTo(everyone)]);
    return { rows, ...totalOf(Number(count.n)) };
  }
  const trigrams = sql<{ rowid: number; name: string | null }>`users_name_trigrams`.as('t');
  const count = await db
    .selectFrom(
      db
        .selectFrom(trigrams)
        .innerJoin('users', 'users.id', 't.rowid')
        .where('t.name', 'like', pattern)
        .where(rule)
        .where(condition)
        .select(sql.lit(1).as('one'))
        .limit(CUSTOMER_TOTAL_CAP + 1)
        .as('found'),
    )
    .select((qb) => qb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const n = Number(count.n);
  // Few: sort those the trigram index found. Many: the first names in list order hold the page.
  const fromTrigrams = everyone.where('users.id', 'in', sql<number>`(SELECT rowid FROM users_name_trigrams WHERE name LIKE ${pattern})`);
  const rows = await page(pageIds(n > CUSTOMER_TOTAL_CAP ? everyone : fromTrigrams));
  return { rows, ...totalOf(n) };
}

export function staffCustomerRoutes(db: Db, session: SessionServices, tokens: TokenService) {
  const app = new Hono<StaffEnv>();

  /** The staff session details (./details.ts) again, and when the session ends. */
  app.get('/me', async (c) => {
    const staff = c.get('staff');
    return ok(c, { ...(await staffDetails(db, staff.id)), session_ends_at: staff.endsAt === null ? null : new Date(staff.endsAt * 1000).toISOString() });
  });

  /**
   * A one-time token that opens this staff session on another device (/appLoginToken), for 2 minutes.
   * It carries the session's sign-in time: the session it starts ends when this one does.
   */
  app.post('/app-login-token', async (c) => {
    const staff = c.get('staff');
    return ok(c, await session.appLogin.issue(staff.id, new Date(staff.authTime * 1000).toISOString()));
  });

  app.get('/customers', async (c) => {
    const { q, start, size } = ListSchema.parse(c.req.query());
    const staff = c.get('staff');
    if (q.length < 3) return fail(c, 400, CUSTOMER_MESSAGES.searchTooShort, { field: 'q' });
    if (staff.role === 'adviser' && !/^\d{10}$/.test(q.replace(/[\s-]/g, '').slice(-10))) return fail(c, 400, M.invalidMobile, { field: 'q' });
    const found = await findCustomers(db, staff, searchOf(staff, q), start, size);
    return ok(c, { items: found.rows, total: found.total, total_capped: found.totalCapped, start, size });
  });

  /** generate-otp-for-customer: a code to the customer's mobile, so that they agree to be registered here. */
  app.post('/customers/otp', async (c) => {
    const parsed = OtpRequestSchema.safeParse(await jsonObjectBody(c));
    if (!parsed.success) return fail(c, 400, firstMessage(parsed.error, M.invalidMobile));
    const { mobile } = parsed.data;
    const refused = await registrationRefused(db, c.get('staff'), mobile);
    if (refused) return fail(c, 409, refused);
    const sent = await session.otp.request(mobile, { staffUserId: c.get('staff').id }, 'register');
    if (!sent.ok) return tooMany(c, sent.retryAfter);
    return ok(c, { mobile, expiresIn: sent.expiresIn, resendAfter: sent.resendAfter });
  });

  /** Registers the customer of that mobile for the staff user's shop (or finds them), with the code they were sent. */
  app.post('/customers', async (c) => {
    const parsed = RegisterSchema.safeParse(await jsonObjectBody(c));
    if (!parsed.success) return fail(c, 400, firstMessage(parsed.error));
    const { mobile, otp, name, checkKey } = parsed.data;
    const staff = c.get('staff');
    const refused = await registrationRefused(db, staff, mobile);
    if (refused) return fail(c, 409, refused);
    const checked = await session.otp.verify(mobile, otp, 'register', checkKey);
    if (!checked.ok) {
      if (checked.reason === 'limited') return tooMany(c, checked.retryAfter);
      return fail(c, 400, checked.reason === 'wrong' ? M.otpWrong : M.otpInvalid);
    }
    const at = session.now();
    const customer = await inTransaction(db, async (tx) => {
      const existing = await findUserByMobile(tx, mobile);
      const row =
        existing ??
        (await tx
          .insertInto('users')
          .values({ cus_sid: newCusSid(), mobile, name: name ?? null, role: 'customer', created_at: at.toISOString(), updated_at: at.toISOString() })
          .returningAll()
          .executeTakeFirstOrThrow());
      // A customer nobody registered becomes the shop's once they gave its staff their code.
      if (staff.franchiseId !== null && row.registered_by_franchise_id === null) {
        await tx.updateTable('users').set({ registered_by_franchise_id: staff.franchiseId, updated_at: at.toISOString() }).where('id', '=', row.id).execute();
      }
      await recordAudit(tx, actorOf(c), row.id, 'customer.register', { type: 'customer', id: row.cus_sid }, at);
      return row;
    });
    return ok(c, { cus_sid: customer.cus_sid, name: customer.name, mobile: customer.mobile, created: customer.created_at === at.toISOString() });
  });

  /**
   * A delegated token to act for the customer `cusSid` (OAuth token exchange's idea: its subject is the
   * customer, its `act` the staff user): 15 minutes at most, never past the staff session's own end,
   * with a refresh token of its own that the customer's pages refresh as they refresh any session, and
   * that stops when the staff session is logged out or over (upstream/session/routes.ts /refresh). A
   * customer the staff user may not act for is not found, exactly like one that does not exist.
   */
  app.post('/acting', async (c) => {
    const parsed = ActingSchema.safeParse(await jsonObjectBody(c));
    if (!parsed.success) return fail(c, 404, STAFF.customerNotFound);
    const staff = c.get('staff');
    const customer = await db
      .selectFrom('users')
      .select(['users.id', 'users.cus_sid', 'users.name', 'users.mobile', 'users.email', 'users.blocked'])
      .where('users.cus_sid', '=', parsed.data.cusSid)
      .where((eb) => actableBy(eb, staff))
      .executeTakeFirst();
    if (!customer) return fail(c, 404, STAFF.customerNotFound);
    if (customer.blocked === 1) return fail(c, 403, M.userBlocked);
    if (!staff.sessionId) return fail(c, 401, M.sessionTimeout);
    const family = await session.refresh.issueActing(customer.id, new Date(staff.authTime * 1000).toISOString(), {
      actorUserId: staff.id,
      parentFamilyId: staff.sessionId,
    });
    const access = await tokens.issueAccess(
      { userId: customer.id, role: 'customer', authTime: staff.authTime, sessionId: family.familyId, actor: { userId: staff.id, role: staff.role } },
      staff.endsAt ?? undefined,
    );
    return ok(c, {
      accessToken: access.token,
      expiresIn: access.expiresIn,
      refreshToken: family.token,
      customer: { cus_sid: customer.cus_sid, name: customer.name, mobile: customer.mobile, email: customer.email },
    });
  });

  return app;
}

/** Why `staff` may not register the customer of `mobile`: a staff number, or another shop's customer. */
async function registrationRefused(db: Db, staff: StaffUser, mobile: string): Promise<string | null> {
  const existing = await findUserByMobile(db, mobile);
  if (!existing) return null;
  if (existing.role !== 'customer') return STAFF.staffNumber;
  if (existing.blocked === 1) return M.userBlocked;
  const otherShop = existing.registered_by_franchise_id !== null && existing.registered_by_franchise_id !== staff.franchiseId;
  return staff.franchiseId !== null && otherShop ? STAFF.otherShopCustomer : null;
}
