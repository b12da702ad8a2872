import { BACK_IN_STOCK_TYPE, backInStockNotice, backInStockSms } from '../../domain/notify-me-messages.ts';
import { type ChangeCursor, currentCursor, cursorExpired, cursorFromWire, cursorToWire, productChangesSince } from '../catalogue/changes.ts';
import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { notify } from '../notifications/repository.ts';
import type { SmsSender } from '../sms/sender.ts';

export interface BackInStockDeps {
  db: Db;
  sms: SmsSender;
  now: () => Date;
  /** The storefront's public origin, for the product's link in the SMS. */
  siteUrl: string;
}

interface Claimed {
  sid: string;
  customer_id: number;
  sku: string;
}

/** SKUs per claim (each is a bound parameter). */
const CLAIM_BATCH = 500;

/**
 * Tells every customer waiting for one of `skus` (or for any product: 'all') that is now in stock
 * (qty > 0, enabled), once: the wishes are claimed by one conditional UPDATE … SET notified_at = now
 * WHERE notified_at IS NULL … RETURNING, so of two processes running this at once only one gets each
 * wish (PostgreSQL re-checks the condition after the other's commit; SQLite has one writer). The
 * in-app notifications are written in the same transaction as the claim; the SMS are sent after it
 * commits (the SMS port is outside the database): a failed SMS is logged and not retried, never sent
 * twice. A wish already answered is never sent again when the stock flaps; asking again re-arms it
 * (repository.ts saveWish). Returns the wishes answered.
 */
export async function sendBackInStock(deps: BackInStockDeps, skus: readonly string[] | 'all'): Promise<Claimed[]> {
  if (skus !== 'all' && skus.length === 0) return [];
  const batches =
    skus === 'all'
      ? ['all' as const]
      : Array.from({ length: Math.ceil(skus.length / CLAIM_BATCH) }, (_, i) => skus.slice(i * CLAIM_BATCH, (i + 1) * CLAIM_BATCH));
  const answered: Claimed[] = [];
  for (const batch of batches) answered.push(...(await claimAndSend(deps, batch)));
  return answered;
}

async function claimAndSend(deps: BackInStockDeps, skus: readonly string[] | 'all'): Promise<Claimed[]> {
  const now = deps.now();
  const texts = await inTransaction(deps.db, async (tx) => {
    const claimed = await tx
      .updateTable('notify_me')
      .set({ notified_at: now.toISOString() })
      .where('notified_at', 'is', null)
      .where('sku', 'in', (eb) => {
        const inStock = eb.selectFrom('products').select('sku').where('qty', '>', 0).where('status', '<', 2);
        return skus === 'all' ? inStock : inStock.where('sku', 'in', skus);
      })
      .returning(['sid', 'customer_id', 'sku'])
      .execute();
    if (claimed.length === 0) return [];
    const products = new Map(
      (
        await tx
          .selectFrom('products')
          .select(['sku', 'name', 'slug', 'parent_sku'])
          .where('sku', 'in', [...new Set(claimed.map((c) => c.sku))])
          .execute()
      ).map((p) => [p.sku, p]),
    );
    const mobiles = new Map(
      (
        await tx
          .selectFrom('users')
          .select(['id', 'mobile'])
          .where('id', 'in', [...new Set(claimed.map((c) => c.customer_id))])
          .execute()
      ).map((u) => [u.id, u.mobile]),
    );
    const out: { claim: Claimed; mobile: string; sms: string }[] = [];
    for (const claim of claimed) {
      const product = products.get(claim.sku);
      if (!product) continue;
      const path = `/p/${product.parent_sku}/${product.slug}`;
      await notify(
        tx,
        claim.customer_id,
        { type: BACK_IN_STOCK_TYPE, message: backInStockNotice(product.name), actionLabel: product.name, actionUrl: path },
        now,
      );
      out.push({ claim, mobile: mobiles.get(claim.customer_id) ?? '', sms: backInStockSms(product.name, new URL(path, deps.siteUrl).href) });
    }
    return out;
  });
  for (const { mobile, sms } of texts) {
    if (!mobile) continue;
    try {
      await deps.sms.send(mobile, sms);
    } catch (error) {
      console.warn('[notify-me] an SMS could not be sent; the in-app notification was', error);
    }
  }
  return texts.map((t) => t.claim);
}

const CURSOR_KEY = 'notify_me_cursor';
/** Changes read from the feed per page. */
const FEED_PAGE = 500;

/**
 * One turn of the watcher: the catalogue change feed (migration 0002; every write to a product's stock
 * adds a row) read from where the last turn stopped (kept in `meta`), and the waiting customers of the
 * changed SKUs told. With no cursor yet, or one the feed was cut behind, every waiting wish is checked
 * and the cursor starts at the feed's end. Two processes may run it at once: each wish is still
 * answered once (sendBackInStock), and a cursor written back by a slower one only means re-reading.
 */
export async function followStockChanges(deps: BackInStockDeps): Promise<Claimed[]> {
  const { db } = deps;
  const stored = await db.selectFrom('meta').select('value').where('key', '=', CURSOR_KEY).executeTakeFirst();
  let cursor: ChangeCursor | undefined = stored ? cursorFromWire(stored.value) : undefined;
  if (!cursor || (await cursorExpired(db, cursor))) {
    const end = await currentCursor(db);
    const answered = await sendBackInStock(deps, 'all');
    await saveCursor(db, end);
    return answered;
  }
  const answered: Claimed[] = [];
  for (;;) {
    const page = await productChangesSince(db, cursor, FEED_PAGE);
    answered.push(
      ...(await sendBackInStock(
        deps,
        page.items.filter((p) => p.qty > 0).map((p) => p.sku),
      )),
    );
    if (page.cursor.tx !== cursor.tx || page.cursor.seq !== cursor.seq) await saveCursor(db, page.cursor);
    cursor = page.cursor;
    if (!page.more) return answered;
  }
}

async function saveCursor(db: Db, cursor: ChangeCursor): Promise<void> {
  const value = cursorToWire(cursor);
  await db
    .insertInto('meta')
    .values({ key: CURSOR_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/**
 * Runs followStockChanges now and every `everySeconds` (never two turns of one process at once);
 * failures are logged and tried again at the next turn. 0 turns it off.
 */
export function watchStockForWishes(deps: BackInStockDeps, everySeconds: number) {
  const state = { running: Promise.resolve() as Promise<unknown>, timer: undefined as NodeJS.Timeout | undefined, busy: false };
  if (everySeconds <= 0) return state;
  const turn = () => {
    if (state.busy) return;
    state.busy = true;
    state.running = followStockChanges(deps)
      .catch((error: unknown) => console.warn('[notify-me] telling customers about restocked products failed; trying again at the next turn', error))
      .finally(() => {
        state.busy = false;
      });
  };
  turn();
  state.timer = setInterval(turn, everySeconds * 1000);
  state.timer.unref();
  return state;
}
