import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { engineOf } from '../database.ts';

/**
 * The newsletter (issue 20; storefront.md §2 "newsletter popup", §9 "Newsletter coupon 10%"; the rules:
 * domain/newsletter.ts) and the mail port's development outbox:
 *
 * - `coupons` gains `kind` ('RULE': the shop's coupons; 'NEWSLETTER': one subscriber's own) and
 *   `max_uses` (how many placed orders may carry the code; null: no limit). A newsletter coupon is a
 *   coupon row like any other, 10% off, `max_uses` 1, applied by the cart's coupon rules.
 * - `newsletter_subscriptions`: one row a person, by normalised e-mail (lower case) or mobile (10
 *   digits), and by customer when signed in (each unique); its coupon code; `unsubscribed_at` when the
 *   person left by the link in the message (the row stays, so a second subscription gives no second
 *   coupon). Its public id `sid` is what the signed unsubscribe link carries.
 * - `mail_outbox`: the development mail sender's messages (upstream/mail/outbox.ts), read at
 *   /api/dev/mail-outbox (DEV_TOOLS only).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  const serial = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());

  await db.schema
    .alterTable('coupons')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('RULE').check(sql`kind IN ('RULE', 'NEWSLETTER')`))
    .execute();
  await db.schema
    .alterTable('coupons')
    .addColumn('max_uses', 'integer', (c) => c.check(sql`max_uses > 0`))
    .execute();
  await db.schema.createIndex('orders_coupon_code').on('orders').columns(['coupon_code']).execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('id', 'integer', serial)
    .addColumn('sid', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('mobile', 'text', (c) => c.unique())
    .addColumn('customer_id', 'integer', (c) => c.unique().references('users.id'))
    .addColumn('coupon_code', 'text', (c) => c.notNull().unique())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('unsubscribed_at', 'text')
    .addCheckConstraint('newsletter_contact', sql`email IS NOT NULL OR mobile IS NOT NULL`)
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', serial)
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_recipient').on('mail_outbox').columns(['recipient', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('newsletter_subscriptions').execute();
  await db.schema.dropIndex('orders_coupon_code').execute();
  await db.schema.alterTable('coupons').dropColumn('max_uses').execute();
  await db.schema.alterTable('coupons').dropColumn('kind').execute();
}
