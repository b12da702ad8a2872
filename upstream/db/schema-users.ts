// FROZEN: the SQLite schema before the migrations (upstream/db/migrations/); used only to adopt a file made then (upstream/db/migrate.ts).
/**
 * Users and sign-in (storefront.md §3 user session, §6): customers and staff, one-time passwords,
 * refresh tokens and the development SMS outbox. Times are ISO-8601 UTC strings.
 */
export const USERS_SQL = `
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  cus_sid TEXT NOT NULL UNIQUE,
  mobile TEXT NOT NULL UNIQUE,
  name TEXT,
  email TEXT,
  role TEXT NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'franchise', 'assistant', 'admin', 'adviser', 'editor')),
  blocked INTEGER NOT NULL DEFAULT 0,
  shop_blocked INTEGER NOT NULL DEFAULT 0,
  wallet_enabled INTEGER NOT NULL DEFAULT 0,
  default_lang TEXT NOT NULL DEFAULT 'en-US',
  warehouse_id TEXT NOT NULL DEFAULT 'WB-01',
  password_hash TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS otp_codes (
  id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  purpose TEXT NOT NULL DEFAULT 'login',
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at TEXT,
  requester TEXT
);
CREATE INDEX IF NOT EXISTS otp_codes_mobile ON otp_codes (mobile, created_at);
-- The numbers that signed in with codes asked from an address (the per-address budget, auth/otp.ts).
CREATE INDEX IF NOT EXISTS otp_codes_requester ON otp_codes (requester, used_at, mobile);
CREATE TABLE IF NOT EXISTS refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  family_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT,
  replaced_by TEXT
);
CREATE INDEX IF NOT EXISTS refresh_tokens_family ON refresh_tokens (family_id);
CREATE TABLE IF NOT EXISTS sms_outbox (
  id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS rate_events (
  bucket TEXT NOT NULL,
  key TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_events_key ON rate_events (bucket, key, at);
-- One-time app sign-in tokens (/appLoginToken?token=...): hashed, 2 minutes, single use.
CREATE TABLE IF NOT EXISTS app_login_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX IF NOT EXISTS sms_outbox_mobile ON sms_outbox (mobile, id);
CREATE INDEX IF NOT EXISTS refresh_tokens_user ON refresh_tokens (user_id);
`;
