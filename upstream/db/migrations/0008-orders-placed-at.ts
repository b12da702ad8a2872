import type { Kysely } from 'kysely';

/**
 * The orders of a time range, whoever placed them (issue 15's order metrics for an admin: every order
 * of the pharmacy in a range of IST days). `orders_user` serves a customer's own orders and
 * `orders_franchise` a shop's; without this, an admin's figures read every order ever placed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_placed_at').on('orders').column('placed_at').execute();
}
