import type { Db } from '../db/open.ts';

/** Basis points (500) as the percent the session shows (5). */
const percent = (bp: number) => bp / 100;

/**
 * The staff session details the staff pages need (staff-tools.md §3): who the user is, their shop
 * (name, the pin codes it serves, its warehouse, whether it is blocked), commission (default 5 %,
 * generics 20 %, per-SKU overrides of the shop; §9) and whether to show it, wallet and prepaid, the
 * default language. Sent with a sign-in and by /api/staff/me; the browser keeps them to draw its pages,
 * but the server decides every call from the token, never from these.
 */
export async function staffDetails(db: Db, userId: number) {
  const user = await db
    .selectFrom('users')
    .leftJoin('franchises', 'franchises.id', 'users.franchise_id')
    .select([
      'users.id',
      'users.role',
      'users.subrole',
      'users.name',
      'users.email',
      'users.mobile',
      'users.commission_bp',
      'users.generic_commission_bp',
      'users.show_commission',
      'users.wallet_enabled',
      'users.prepaid_enabled',
      'users.default_lang',
      'users.warehouse_id',
      'users.demo',
      'users.franchise_id',
      'franchises.sid as shop_sid',
      'franchises.name as shop_name',
      'franchises.address as shop_address',
      'franchises.pin_code as shop_pin',
      'franchises.warehouse_id as shop_warehouse',
      'franchises.blocked as shop_blocked',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const shopId = user.franchise_id;
  const [pins, skus] =
    shopId === null
      ? [[], []]
      : await Promise.all([
          db.selectFrom('franchise_pincodes').select('pin').where('franchise_id', '=', shopId).orderBy('pin').execute(),
          db.selectFrom('sku_commissions').select(['sku', 'commission_bp']).where('franchise_id', '=', shopId).orderBy('sku').execute(),
        ]);
  return {
    user_id: user.id,
    role: user.role,
    subrole: user.subrole,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    demo: user.demo === 1,
    shop:
      shopId === null || user.shop_sid === null
        ? null
        : {
            sid: user.shop_sid,
            name: user.shop_name,
            address: user.shop_address,
            pin_code: user.shop_pin,
            warehouse_id: user.shop_warehouse,
            blocked: user.shop_blocked === 1,
            service_pincodes: pins.map((p) => p.pin),
          },
    commission_percent: percent(user.commission_bp),
    generic_commission_percent: percent(user.generic_commission_bp),
    sku_commission: skus.map((s) => ({ sku: s.sku, percent: percent(s.commission_bp) })),
    show_commission: user.show_commission === 1,
    wallet_on: user.wallet_enabled === 1,
    prepaid_enabled: user.prepaid_enabled === 1,
    default_lang: user.default_lang,
    warehouse_id: user.shop_warehouse ?? user.warehouse_id,
  };
}
export type StaffDetails = Awaited<ReturnType<typeof staffDetails>>;
