import { z } from 'zod';
import { parseResult, type UpstreamFetch } from './http.ts';

const STAFF_ROLES = ['franchise', 'assistant', 'admin', 'adviser', 'editor'] as const;
const ALL_ROLES = ['customer', ...STAFF_ROLES] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const RawShopSchema = z.object({
  sid: z.string(),
  name: z.string(),
  address: z.string(),
  pin_code: z.string(),
  warehouse_id: z.string(),
  blocked: z.boolean(),
  service_pincodes: z.array(z.string()),
});

const RawDetailsSchema = z.object({
  user_id: z.number().int(),
  role: z.enum(STAFF_ROLES),
  subrole: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string(),
  demo: z.boolean(),
  shop: RawShopSchema.nullable(),
  commission_percent: z.number(),
  generic_commission_percent: z.number(),
  sku_commission: z.array(z.object({ sku: z.string(), percent: z.number() })),
  show_commission: z.boolean(),
  wallet_on: z.boolean(),
  prepaid_enabled: z.boolean(),
  default_lang: z.string(),
  warehouse_id: z.string(),
  session_ends_at: z.string().nullable().optional(),
});

const RawStaffSessionSchema = z.object({
  accessToken: z.string().min(1),
  expiresIn: z.number().int(),
  refreshToken: z.string().min(1),
  sessionEndsAt: z.string().nullable(),
  staff: RawDetailsSchema,
});

const RawSessionSchema = z.object({
  accessToken: z.string().min(1),
  expiresIn: z.number().int(),
  refreshToken: z.string().min(1),
  sessionEndsAt: z.string().nullable(),
});
const RawOtpRequestedSchema = z.object({ mobile: z.string(), expiresIn: z.number().int(), resendAfter: z.number().int() });

const RawCustomerSchema = z.object({
  cus_sid: z.string(),
  name: z.string().nullable(),
  mobile: z.string(),
  email: z.string().nullable(),
  created_at: z.string(),
  shop_name: z.string().nullable(),
  home_pin: z.string().nullable(),
});
const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int(), start: z.number().int(), size: z.number().int() });

const RawActingSchema = z.object({
  accessToken: z.string().min(1),
  expiresIn: z.number().int(),
  refreshToken: z.string().min(1),
  customer: z.object({ cus_sid: z.string(), name: z.string().nullable(), mobile: z.string(), email: z.string().nullable() }),
});

/** An event of the customer's own activity list: what the audit trail shows everyone, and more to staff. */
const RawActivitySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  actor_role: z.enum(ALL_ROLES),
  shop_name: z.string().nullable(),
});
const RawAuditSchema = RawActivitySchema.extend({
  client_address: z.string().nullable(),
  actor_id: z.number().int(),
  actor_name: z.string().nullable(),
  customer_sid: z.string(),
  customer_name: z.string().nullable(),
  shop_sid: z.string().nullable(),
});
const activityOf = (e: z.infer<typeof RawActivitySchema>) => ({
  id: String(e.id),
  at: e.at,
  action: e.action,
  targetType: e.target_type,
  targetId: e.target_id,
  actorRole: e.actor_role,
  shopName: e.shop_name,
});
const RawMissSchema = z.object({ query: z.string(), count: z.number().int(), first_seen: z.string(), last_seen: z.string() });

/** The staff session details as the gateway serves them (staff-tools.md §3). */
export function reshapeDetails(raw: z.infer<typeof RawDetailsSchema>) {
  return {
    userId: String(raw.user_id),
    role: raw.role,
    subrole: raw.subrole,
    name: raw.name,
    email: raw.email,
    mobile: raw.mobile,
    demo: raw.demo,
    shop: raw.shop && {
      sid: raw.shop.sid,
      name: raw.shop.name,
      address: raw.shop.address,
      pinCode: raw.shop.pin_code,
      warehouseId: raw.shop.warehouse_id,
      blocked: raw.shop.blocked,
      servicePincodes: raw.shop.service_pincodes,
    },
    commissionPercent: raw.commission_percent,
    genericCommissionPercent: raw.generic_commission_percent,
    skuCommission: raw.sku_commission,
    showCommission: raw.show_commission,
    walletOn: raw.wallet_on,
    prepaidEnabled: raw.prepaid_enabled,
    defaultLang: raw.default_lang,
    warehouseId: raw.warehouse_id,
    sessionEndsAt: raw.session_ends_at ?? null,
  };
}
export type StaffDetails = ReturnType<typeof reshapeDetails>;

function reshapeStaffSession(result: unknown) {
  const raw = parseResult(RawStaffSessionSchema, result);
  return {
    accessToken: raw.accessToken,
    expiresIn: raw.expiresIn,
    refreshToken: raw.refreshToken,
    sessionEndsAt: raw.sessionEndsAt,
    staff: { ...reshapeDetails(raw.staff), sessionEndsAt: raw.sessionEndsAt },
  };
}
export type StaffSessionSnapshot = ReturnType<typeof reshapeStaffSession>;

/** Filters of the audit trail, as the upstream's query string names them. */
export interface AuditQuery {
  customer?: string | undefined;
  actor?: string | undefined;
  shop?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  start?: number | undefined;
  size?: number | undefined;
}

const definedOnly = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined));

/**
 * The staff adapter (staff-tools.md §7 login, franchiseAssistantLogin, refreshFranchiseAssistantOTP,
 * customerList / getUserForFranchise / getUserForAdmin / get-assistant-user, generate-otp-for-customer,
 * add-customer-data; the audit trail; the no-result searches). Refusals come back as UpstreamRejection.
 */
export function staffClient(call: UpstreamFetch) {
  const post = (path: string, body: unknown, extra: { token?: string; clientAddress?: string | null } = {}) => call(path, { method: 'POST', body, ...extra });
  const me = async (token: string) => reshapeDetails(parseResult(RawDetailsSchema, await call('/api/staff/me', { token })));
  return {
    login: async (email: string, password: string, clientAddress: string | null) =>
      reshapeStaffSession(await post('/api/staff/login', { email, password }, { clientAddress })),
    requestAssistantOtp: async (mobile: string, clientAddress: string | null) =>
      parseResult(RawOtpRequestedSchema, await post('/api/staff/assistant/otp', { mobile }, { clientAddress })),
    verifyAssistantOtp: async (mobile: string, otp: string, clientAddress: string | null, checkKey?: string) =>
      reshapeStaffSession(await post('/api/staff/assistant/verify', { mobile, otp, checkKey }, { clientAddress })),
    /** A refresh (the session's refresh, /api/users/refresh) with the staff details read again with the new token. */
    refresh: async (refreshToken: string) => {
      const session = parseResult(RawSessionSchema, await post('/api/users/refresh', { refreshToken }));
      const staff = await me(session.accessToken);
      return { ...session, staff: { ...staff, sessionEndsAt: session.sessionEndsAt } };
    },
    me,
    customers: async (token: string, q: string, start: number, size: number) => {
      const raw = parseResult(
        page(RawCustomerSchema).extend({ total_capped: z.boolean() }),
        await call('/api/staff/customers', { token, query: { q, start: String(start), size: String(size) } }),
      );
      return {
        total: raw.total,
        totalCapped: raw.total_capped,
        start: raw.start,
        size: raw.size,
        items: raw.items.map((c) => ({
          cusSid: c.cus_sid,
          name: c.name,
          mobile: c.mobile,
          email: c.email,
          homePin: c.home_pin,
          registeredBy: c.shop_name,
          createdAt: c.created_at,
        })),
      };
    },
    appLoginToken: async (token: string) =>
      parseResult(z.object({ appToken: z.string(), expiresIn: z.number().int() }), await post('/api/staff/app-login-token', {}, { token })),
    appLogin: async (appToken: string) => reshapeStaffSession(await post('/api/staff/app-login', { appToken })),
    requestCustomerOtp: async (token: string, mobile: string) =>
      parseResult(RawOtpRequestedSchema, await post('/api/staff/customers/otp', { mobile }, { token })),
    registerCustomer: async (token: string, input: { mobile: string; otp: string; name?: string | undefined; checkKey?: string | undefined }) => {
      const raw = parseResult(
        z.object({ cus_sid: z.string(), name: z.string().nullable(), mobile: z.string(), created: z.boolean() }),
        await post('/api/staff/customers', input, { token }),
      );
      return { cusSid: raw.cus_sid, name: raw.name, mobile: raw.mobile, created: raw.created };
    },
    actFor: async (token: string, cusSid: string) => {
      const raw = parseResult(RawActingSchema, await post('/api/staff/acting', { cusSid }, { token }));
      const { customer } = raw;
      return {
        accessToken: raw.accessToken,
        expiresIn: raw.expiresIn,
        refreshToken: raw.refreshToken,
        customer: { cusSid: customer.cus_sid, name: customer.name, mobile: customer.mobile, email: customer.email },
      };
    },
    auditTrail: async (token: string, filter: AuditQuery) => {
      const raw = parseResult(page(RawAuditSchema), await call('/api/staff/audit', { token, query: definedOnly({ ...filter }) }));
      return {
        ...raw,
        items: raw.items.map((e) => ({
          ...activityOf(e),
          clientAddress: e.client_address,
          actorId: String(e.actor_id),
          actorName: e.actor_name,
          customerSid: e.customer_sid,
          customerName: e.customer_name,
          shopSid: e.shop_sid,
        })),
      };
    },
    accountActivity: async (token: string, start: number, size: number) => {
      const raw = parseResult(page(RawActivitySchema), await call('/api/account/activity', { token, query: { start: String(start), size: String(size) } }));
      return { ...raw, items: raw.items.map(activityOf) };
    },
    /** Who is at work: a staff user's own token, or one acting for a customer (actingFor, their cus_sid); a customer's token is refused. */
    caller: async (token: string) => {
      const raw = parseResult(z.object({ role: z.enum(STAFF_ROLES), acting_for: z.string().nullable() }), await call('/api/staff/caller', { token }));
      return { role: raw.role, actingFor: raw.acting_for };
    },
    searchMisses: async (token: string, start: number, size: number) => {
      const raw = parseResult(
        z.object({ items: z.array(RawMissSchema), total: z.number().int() }),
        await call('/api/search/misses', { token, query: { start: String(start), size: String(size) } }),
      );
      return { total: raw.total, items: raw.items.map((m) => ({ query: m.query, count: m.count, firstSeen: m.first_seen, lastSeen: m.last_seen })) };
    },
  };
}
export type StaffClient = ReturnType<typeof staffClient>;
export type AuditEventRecord = Awaited<ReturnType<StaffClient['auditTrail']>>['items'][number];
export type AccountActivityRecord = Awaited<ReturnType<StaffClient['accountActivity']>>['items'][number];
