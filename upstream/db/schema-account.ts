// FROZEN: the SQLite schema before the migrations (upstream/db/migrations/); used only to adopt a file made then (upstream/db/migrate.ts).
/**
 * The customer's own records (storefront.md §2 my-account): addresses, pin codes, patients, orders with
 * their timeline, returns and ratings, uploads (prescriptions, ticket files), tickets, notifications
 * and the wallet. Every row that belongs to a customer carries user_id, and every query filters on it.
 * Public ids (`id TEXT` / orders.sid) are random (upstream/ids.ts), never sequential.
 * Money is integer paise; times are ISO-8601 UTC strings.
 */
export const ACCOUNT_SQL = `
CREATE TABLE IF NOT EXISTS pincodes (
  pin TEXT PRIMARY KEY,
  city TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('BR', 'JH', 'OD', 'WB')),
  -- serviceable, or a demo refusal (upstream/db/seed-pincodes.ts DEMO_PIN_STATUS)
  status TEXT NOT NULL DEFAULT 'serviceable' CHECK (status IN ('serviceable', 'suspended', 'stopped', 'down'))
);
CREATE TABLE IF NOT EXISTS addresses (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  alternate_mobile TEXT,
  pin_code TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  street TEXT NOT NULL,
  apartment TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS addresses_user ON addresses (user_id, created_at);
CREATE TABLE IF NOT EXISTS patients (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  name TEXT NOT NULL,
  age INTEGER NOT NULL CHECK (age BETWEEN 0 AND 120),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS patients_user ON patients (user_id);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY,
  sid TEXT NOT NULL UNIQUE,
  number TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id),
  client_order_id TEXT NOT NULL,
  status TEXT NOT NULL,
  payment_method TEXT NOT NULL CHECK (payment_method IN ('COD', 'ONLINE', 'WALLET')),
  payment_status TEXT NOT NULL CHECK (payment_status IN ('NOT_DUE', 'PENDING', 'SUCCESSFUL', 'FAILED')),
  subtotal_paise INTEGER NOT NULL,
  shipping_paise INTEGER NOT NULL,
  discount_paise INTEGER NOT NULL DEFAULT 0,
  grand_total_paise INTEGER NOT NULL,
  prescription_required INTEGER NOT NULL,
  -- the delivery address as it was when the order was placed
  address_id TEXT NOT NULL,
  ship_name TEXT NOT NULL,
  ship_mobile TEXT NOT NULL,
  ship_alternate_mobile TEXT,
  ship_pin_code TEXT NOT NULL,
  ship_city TEXT NOT NULL,
  ship_state TEXT NOT NULL,
  ship_street TEXT NOT NULL,
  ship_apartment TEXT NOT NULL,
  patient_id TEXT,
  patient_name TEXT,
  patient_age INTEGER,
  cart_token TEXT NOT NULL,
  cancel_reason TEXT,
  placed_at TEXT NOT NULL,
  delivered_at TEXT,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, client_order_id)
);
CREATE INDEX IF NOT EXISTS orders_user ON orders (user_id, placed_at DESC, id DESC);
CREATE TABLE IF NOT EXISTS order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id),
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  price_paise INTEGER NOT NULL,
  mrp_paise INTEGER NOT NULL,
  prescription_required INTEGER NOT NULL,
  returnable INTEGER NOT NULL,
  returned_qty INTEGER NOT NULL DEFAULT 0 CHECK (returned_qty BETWEEN 0 AND qty),
  UNIQUE (order_id, sku)
);
-- The timeline, and the audit of who did what to an order (actor_user_id; NULL for the system).
CREATE TABLE IF NOT EXISTS order_events (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id),
  status TEXT NOT NULL,
  actor_user_id INTEGER,
  note TEXT,
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS order_events_order ON order_events (order_id, id);
CREATE TABLE IF NOT EXISTS returns (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  request_id TEXT NOT NULL,
  sku TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  reason TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS returns_order ON returns (order_id);
CREATE TABLE IF NOT EXISTS ratings (
  order_id INTEGER PRIMARY KEY REFERENCES orders (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
  reasons TEXT NOT NULL,
  remark TEXT,
  created_at TEXT NOT NULL
);
-- Prescriptions and ticket files. stored_name is random (never the client's name); file_name is the
-- client's name, sanitised, for display and Content-Disposition only.
CREATE TABLE IF NOT EXISTS uploads (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('prescription', 'ticket')),
  order_id INTEGER REFERENCES orders (id),
  ticket_id TEXT,
  file_name TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS uploads_user ON uploads (user_id, kind, created_at);
CREATE TABLE IF NOT EXISTS order_prescriptions (
  order_id INTEGER NOT NULL REFERENCES orders (id),
  upload_id TEXT NOT NULL REFERENCES uploads (id),
  PRIMARY KEY (order_id, upload_id)
);
CREATE TABLE IF NOT EXISTS tickets (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  issue_type TEXT NOT NULL,
  subject TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED')),
  order_id INTEGER REFERENCES orders (id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS tickets_user ON tickets (user_id, updated_at);
CREATE TABLE IF NOT EXISTS ticket_comments (
  id TEXT PRIMARY KEY,
  ticket_id TEXT NOT NULL REFERENCES tickets (id),
  author_user_id INTEGER NOT NULL REFERENCES users (id),
  by_staff INTEGER NOT NULL DEFAULT 0,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS ticket_comments_ticket ON ticket_comments (ticket_id, created_at);
CREATE TABLE IF NOT EXISTS notifications (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  type TEXT NOT NULL,
  message TEXT NOT NULL,
  action_label TEXT,
  action_url TEXT,
  read_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS notifications_user ON notifications (user_id, created_at);
CREATE TABLE IF NOT EXISTS wallet_transactions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  amount_paise INTEGER NOT NULL,
  note TEXT NOT NULL,
  order_id INTEGER REFERENCES orders (id),
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS wallet_transactions_user ON wallet_transactions (user_id, created_at);
`;
