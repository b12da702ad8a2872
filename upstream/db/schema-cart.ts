import type BetterSqlite3 from 'better-sqlite3';
import { DEMO_COUPONS } from '../../domain/coupons.ts';

type Db = BetterSqlite3.Database;

/**
 * FROZEN: the SQLite schema before the migrations (upstream/db/migrations/), kept only to bring a
 * file of schema 2 or 3 to schema 4 before it is adopted (upstream/db/migrate.ts).
 *
 * Cart, coupons, checkout and payments (schema 4). Columns added to tables of earlier schemas are
 * added in place (ALTER TABLE ... ADD COLUMN when missing), so a schema-2 or -3 database upgrades.
 */
const ADDED_COLUMNS: readonly [table: string, column: string, definition: string][] = [
  ['products', 'qty_multiple', 'INTEGER NOT NULL DEFAULT 1 CHECK (qty_multiple >= 1)'],
  ['products', 'is_virtual', 'INTEGER NOT NULL DEFAULT 0'],
  ['carts', 'version', 'INTEGER NOT NULL DEFAULT 0'],
  ['carts', 'closed_at', 'TEXT'],
  ['carts', 'merged_into', 'TEXT'],
  ['carts', 'coupon_code', 'TEXT'],
  ['carts', 'address_id', 'TEXT'],
  ['orders', 'coupon_code', 'TEXT'],
  ['orders', 'reminder', 'TEXT'],
  ['orders', 'repeat_of', 'TEXT'],
  ['orders', 'paid_at', 'TEXT'],
];

const CART_SQL = `
-- A signed-in customer has one open cart.
CREATE UNIQUE INDEX IF NOT EXISTS carts_customer_open ON carts (customer_id) WHERE customer_id IS NOT NULL AND closed_at IS NULL;
-- Adds carrying a request id are applied once (a retried or re-sent add does not double a line).
CREATE TABLE IF NOT EXISTS cart_requests (
  cart_token TEXT NOT NULL REFERENCES carts (token) ON DELETE CASCADE,
  request_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (cart_token, request_id)
);
CREATE TABLE IF NOT EXISTS coupons (
  code TEXT PRIMARY KEY,
  rule_id INTEGER NOT NULL UNIQUE,
  rule_name TEXT NOT NULL,
  coupon_type TEXT NOT NULL CHECK (coupon_type IN ('PERCENT', 'FIXED', 'FREE_SHIPPING')),
  percent INTEGER CHECK (percent BETWEEN 1 AND 100),
  amount_paise INTEGER CHECK (amount_paise > 0),
  max_discount_paise INTEGER,
  min_subtotal_paise INTEGER NOT NULL DEFAULT 0,
  free_shipping INTEGER NOT NULL DEFAULT 0,
  pin_codes TEXT NOT NULL DEFAULT '',
  expires_at TEXT,
  demo INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS payments (
  id INTEGER PRIMARY KEY,
  session_id TEXT NOT NULL UNIQUE,
  order_id INTEGER NOT NULL REFERENCES orders (id),
  provider TEXT NOT NULL,
  amount_paise INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('INITIATED', 'SUCCESSFUL', 'PENDING', 'FAILED')),
  created_at TEXT NOT NULL,
  completed_at TEXT
);
CREATE INDEX IF NOT EXISTS payments_order ON payments (order_id, id);
`;

function addColumns(db: Db): void {
  for (const [table, column, definition] of ADDED_COLUMNS) {
    const has = db
      .prepare<[], { name: string }>(`PRAGMA table_info(${table})`)
      .all()
      .some((c) => c.name === column);
    if (!has) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }
}

/** Adds the schema-4 columns and tables, and the demo and generated data (each write idempotent). */
export function migrateCartSchema(db: Db): void {
  db.transaction(() => {
    addColumns(db);
    db.exec(CART_SQL);
    const coupon = db.prepare(
      `INSERT OR IGNORE INTO coupons (code, rule_id, rule_name, coupon_type, percent, amount_paise, max_discount_paise, min_subtotal_paise,
         free_shipping, pin_codes, expires_at, demo) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
    );
    for (const c of DEMO_COUPONS) {
      coupon.run(
        c.code,
        c.ruleId,
        c.ruleName,
        c.type,
        c.percent,
        c.amountPaise,
        c.maxDiscountPaise,
        c.minSubtotalPaise,
        c.freeShipping ? 1 : 0,
        c.pinCodes.join(','),
        c.expiresAt,
      );
    }
  })();
}
