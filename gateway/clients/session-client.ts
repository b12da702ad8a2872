import { z } from 'zod';
import { parseResult, type UpstreamFetch } from './http.ts';

const USER_ROLES = ['customer', 'franchise', 'assistant', 'admin', 'adviser', 'editor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

const RawUserSchema = z.object({
  id: z.number().int(),
  cus_sid: z.string(),
  mobile: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(USER_ROLES),
  blocked: z.boolean(),
  default_lang: z.string(),
  warehouse_id: z.string(),
  wallet_enabled: z.boolean(),
  has_password: z.boolean(),
});

const RawSessionSchema = z.object({
  accessToken: z.string().min(1),
  expiresIn: z.number().int(),
  refreshToken: z.string().min(1),
  user: RawUserSchema,
});

const RawOtpRequestedSchema = z.object({ mobile: z.string(), expiresIn: z.number().int(), resendAfter: z.number().int() });

/** The signed-in user (storefront.md §3 user session). */
export interface SessionUser {
  id: string;
  cusSid: string;
  mobile: string;
  name: string | null;
  email: string | null;
  role: UserRole;
  blocked: boolean;
  defaultLang: string;
  warehouseId: string;
  walletEnabled: boolean;
  hasPassword: boolean;
}

export interface SessionSnapshot {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  user: SessionUser;
}

function reshapeUser(raw: z.infer<typeof RawUserSchema>): SessionUser {
  return {
    id: String(raw.id),
    cusSid: raw.cus_sid,
    mobile: raw.mobile,
    name: raw.name,
    email: raw.email,
    role: raw.role,
    blocked: raw.blocked,
    defaultLang: raw.default_lang,
    warehouseId: raw.warehouse_id,
    walletEnabled: raw.wallet_enabled,
    hasPassword: raw.has_password,
  };
}

export const reshapeSession = (result: unknown): SessionSnapshot => {
  const raw = parseResult(RawSessionSchema, result);
  return { accessToken: raw.accessToken, expiresIn: raw.expiresIn, refreshToken: raw.refreshToken, user: reshapeUser(raw.user) };
};

/**
 * The session adapter (storefront.md §7 User): sign-in by one-time password, refresh, logout, app
 * sign-in, the signed-in user's profile and password. Refusals come back as
 * UpstreamRejection (gateway/upstream-errors.ts turns them into domain errors).
 */
export function sessionClient(call: UpstreamFetch) {
  const post = (path: string, body: unknown, extra: { token?: string; clientAddress?: string | null } = {}) => call(path, { method: 'POST', body, ...extra });
  return {
    requestOtp: async (mobile: string, clientAddress: string | null) =>
      parseResult(RawOtpRequestedSchema, await post('/api/users/otp/request', { mobile }, { clientAddress })),
    verifyOtp: async (mobile: string, otp: string, clientAddress: string | null, checkKey?: string) =>
      reshapeSession(await post('/api/users/otp/verify', { mobile, otp, checkKey }, { clientAddress })),
    refresh: async (refreshToken: string) => reshapeSession(await post('/api/users/refresh', { refreshToken })),
    logout: async (refreshToken: string) => {
      await post('/api/users/logout', { refreshToken });
    },
    appLogin: async (appToken: string) => reshapeSession(await post('/api/users/app-login', { appToken })),
    me: async (token: string) => reshapeUser(parseResult(RawUserSchema, await call('/api/account/me', { token }))),
    updateProfile: async (token: string, profile: { name: string; email: string | null }) =>
      reshapeUser(parseResult(RawUserSchema, await post('/api/account/me', profile, { token }))),
    changePassword: async (token: string, currentPassword: string | null, newPassword: string) => {
      parseResult(z.literal(true), await post('/api/account/password', { currentPassword, newPassword }, { token }));
    },
  };
}
export type SessionClient = ReturnType<typeof sessionClient>;
