// FROZEN: the SQLite schema before the migrations (upstream/db/migrations/); used only to adopt a file made then (upstream/db/migrate.ts).
import { ACCOUNT_SQL } from './schema-account.ts';
import { USERS_SQL } from './schema-users.ts';

/** The reference upstream's tables. Money is integer paise; times are ISO-8601 UTC strings. */
export const SCHEMA_VERSION = 4;

/**
 * Versions a database may be upgraded from in place, because every change since only added tables
 * (CREATE ... IF NOT EXISTS) or columns (schema-cart.ts adds them when missing); any other version
 * must be re-created.
 */
export const UPGRADABLE_FROM: readonly number[] = [2, 3];

const CATALOGUE_SQL = `
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER NOT NULL,
  level INTEGER NOT NULL,
  name TEXT NOT NULL,
  url_key TEXT NOT NULL UNIQUE,
  url_path TEXT NOT NULL,
  position INTEGER NOT NULL,
  discount_line TEXT,
  is_active INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  parent_sku TEXT NOT NULL,
  type_id TEXT NOT NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  mrp_paise INTEGER NOT NULL CHECK (mrp_paise >= 0),
  price_paise INTEGER NOT NULL,
  special_price_paise INTEGER,
  special_from TEXT,
  special_to TEXT,
  manufacturer TEXT NOT NULL,
  brand_slug TEXT NOT NULL,
  saltinfo TEXT NOT NULL,
  pack_size_label TEXT NOT NULL,
  option_label TEXT,
  dosage_form TEXT NOT NULL,
  prescription_required INTEGER NOT NULL,
  visibility INTEGER NOT NULL,
  status INTEGER NOT NULL,
  qty INTEGER NOT NULL CHECK (qty >= 0),
  qty_max INTEGER NOT NULL,
  searchkey1 TEXT NOT NULL,
  meta_keyword TEXT NOT NULL,
  priority INTEGER NOT NULL,
  generated INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS products_parent_slug ON products (parent_sku, slug);
CREATE INDEX IF NOT EXISTS products_listing ON products (status, visibility, priority);
CREATE INDEX IF NOT EXISTS products_brand ON products (brand_slug);
CREATE INDEX IF NOT EXISTS products_newest ON products (created_at);
CREATE INDEX IF NOT EXISTS products_parent ON products (parent_sku);
CREATE TABLE IF NOT EXISTS product_categories (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  PRIMARY KEY (category_id, product_id)
);
-- A product's categories are read with every product: without this, each read scans the whole table.
CREATE INDEX IF NOT EXISTS product_categories_product ON product_categories (product_id, category_id);
CREATE TABLE IF NOT EXISTS carts (
  token TEXT PRIMARY KEY,
  customer_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS cart_items (
  item_id INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_token TEXT NOT NULL REFERENCES carts (token) ON DELETE CASCADE,
  sku TEXT NOT NULL REFERENCES products (sku),
  qty INTEGER NOT NULL CHECK (qty > 0),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (cart_token, sku)
);
-- Search: the change feed the gateway polls (every write to a product moves its updated_at), and the
-- searches that found nothing, for staff.
CREATE INDEX IF NOT EXISTS products_changes ON products (updated_at, id);
-- A product's categories by product: without it every product row read scans all of product_categories
-- (5.5 s per export page of 500 at 100k products).
CREATE INDEX IF NOT EXISTS product_categories_product ON product_categories (product_id, category_id);
CREATE TRIGGER IF NOT EXISTS products_touch
AFTER UPDATE OF name, slug, mrp_paise, price_paise, manufacturer, saltinfo, pack_size_label, dosage_form, prescription_required,
  visibility, status, qty, qty_max, searchkey1, meta_keyword, priority ON products
WHEN NEW.updated_at = OLD.updated_at
BEGIN
  UPDATE products SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id;
END;
CREATE TABLE IF NOT EXISTS search_misses (
  query TEXT PRIMARY KEY,
  count INTEGER NOT NULL CHECK (count > 0),
  first_seen TEXT NOT NULL,
  last_seen TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS search_misses_rank ON search_misses (count DESC, last_seen DESC);
`;

export const SCHEMA_SQL = CATALOGUE_SQL + USERS_SQL + ACCOUNT_SQL;
