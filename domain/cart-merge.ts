/**
 * Merging the browser's cart with the server cart (storefront.md §4 "Cart connection and sync"):
 *
 * - Items are compared by SKU; items with bundle or custom options match by server item id or by
 *   checksum, configurable items by SKU (the child's SKU is the line's SKU).
 * - An item missing on the server is pushed up, or removed locally when the server may remove local
 *   items and the item had been on the server before (it was deleted there, e.g. in another tab).
 * - A quantity mismatch updates the server, or the local copy when the server may modify local items
 *   and the client state is not forced.
 * - Server items missing locally are deleted on the server when the client state is forced, otherwise
 *   added locally.
 * - By default the server may neither remove nor modify local items (the spec's rule), so nothing the
 *   customer put in the cart on this phone is lost by a sync.
 *
 * This module only plans: it returns the actions, and the cart store carries them out.
 */
export interface LocalCartItem {
  sku: string;
  qty: number;
  /** The server's item id once the line has been on the server. */
  serverItemId?: number | null;
  typeId?: string;
  /** Set for lines with bundle or custom options: a checksum of the chosen options. */
  checksum?: string | null;
  hasCustomOptions?: boolean;
}

export interface ServerCartItem {
  itemId: number;
  sku: string;
  qty: number;
  checksum?: string | null;
}

export interface MergeOptions {
  /** The client's state wins: server lines missing locally are deleted, mismatches go to the server. */
  forceClientState: boolean;
  /** cart.serverSyncCanRemoveLocalItems: a line gone from the server may go locally too. */
  serverSyncCanRemoveLocalItems: boolean;
  /** cart.serverSyncCanModifyLocalItems: a quantity mismatch may change the local line. */
  serverSyncCanModifyLocalItems: boolean;
}

export const DEFAULT_MERGE_OPTIONS: MergeOptions = {
  forceClientState: false,
  serverSyncCanRemoveLocalItems: false,
  serverSyncCanModifyLocalItems: false,
};

export type MergeAction =
  | { kind: 'push'; sku: string; qty: number }
  | { kind: 'removeLocal'; sku: string }
  | { kind: 'updateServer'; sku: string; itemId: number; qty: number }
  | { kind: 'updateLocal'; sku: string; qty: number }
  | { kind: 'link'; sku: string; itemId: number }
  | { kind: 'deleteOnServer'; sku: string; itemId: number }
  | { kind: 'addLocal'; sku: string; qty: number; itemId: number };

/** Whether a local line and a server line are the same line (§4 item matching). */
export function itemsMatch(local: LocalCartItem, server: ServerCartItem): boolean {
  const byOptions = local.typeId === 'bundle' || local.hasCustomOptions === true;
  if (byOptions) {
    if (local.serverItemId != null && local.serverItemId === server.itemId) return true;
    return local.checksum != null && local.checksum === server.checksum;
  }
  return local.sku === server.sku;
}

export function planCartMerge(
  local: readonly LocalCartItem[],
  server: readonly ServerCartItem[],
  options: MergeOptions = DEFAULT_MERGE_OPTIONS,
): MergeAction[] {
  const actions: MergeAction[] = [];
  const matched = new Set<number>();
  for (const item of local) {
    const twin = server.find((candidate) => !matched.has(candidate.itemId) && itemsMatch(item, candidate));
    if (!twin) {
      const wasOnServer = item.serverItemId != null;
      if (wasOnServer && options.serverSyncCanRemoveLocalItems && !options.forceClientState) actions.push({ kind: 'removeLocal', sku: item.sku });
      else actions.push({ kind: 'push', sku: item.sku, qty: item.qty });
      continue;
    }
    matched.add(twin.itemId);
    if (twin.qty === item.qty) {
      if (item.serverItemId !== twin.itemId) actions.push({ kind: 'link', sku: item.sku, itemId: twin.itemId });
    } else if (options.forceClientState || !options.serverSyncCanModifyLocalItems) {
      actions.push({ kind: 'updateServer', sku: item.sku, itemId: twin.itemId, qty: item.qty });
    } else {
      actions.push({ kind: 'updateLocal', sku: item.sku, qty: twin.qty });
    }
  }
  for (const line of server) {
    if (matched.has(line.itemId)) continue;
    actions.push(
      options.forceClientState
        ? { kind: 'deleteOnServer', sku: line.sku, itemId: line.itemId }
        : { kind: 'addLocal', sku: line.sku, qty: line.qty, itemId: line.itemId },
    );
  }
  return actions;
}

/**
 * The cart hash of §4: a sync (or a totals sync) is needed when the lines changed since the last one.
 * Order-independent; FNV-1a over "sku:qty" pairs sorted by SKU.
 */
export function cartHash(items: readonly { sku: string; qty: number }[]): string {
  const text = [...items]
    .map((item) => `${item.sku}:${item.qty}`)
    .sort()
    .join('|');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** §4: a logged-in user without a totals sync for over 10 minutes gets checkPrice; a guest always. */
export const CHECK_PRICE_AFTER_MS = 10 * 60 * 1000;
export function needsCheckPrice({ loggedIn, lastTotalsSyncAt, now }: { loggedIn: boolean; lastTotalsSyncAt: number | null; now: number }): boolean {
  if (!loggedIn) return true;
  return lastTotalsSyncAt === null || now - lastTotalsSyncAt > CHECK_PRICE_AFTER_MS;
}
