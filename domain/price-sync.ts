/**
 * Price sync (storefront.md §7 render-list and shipping-information's checkPrice, §9 "price-check flag
 * after 10 minutes without totals sync", setting alwaysSyncPlatformPricesOver). The server's prices
 * always win (alwaysSyncPlatformPricesOver is on: the server computes every total from today's prices);
 * what the browser keeps is when it last synced the cart's totals, and the server keeps the price the
 * customer was last shown for each line (cart_items.seen_price_paise).
 *
 * - A signed-in customer whose cart totals were last synced over 10 minutes ago (or never), and a guest
 *   always (cart-merge.ts needsCheckPrice, the browser's $cart.syncedAt), ask for the totals with checkPrice: the answer names every line whose price moved since it
 *   was last shown ("Price of X changed from ₹a to ₹b"), and those prices count as shown from then on.
 * - An order is refused (nothing changes) while any line's price differs from the one last shown; the
 *   checkout then checks the prices, shows the changes, and the customer places the order again.
 */
export interface PricedCartLine {
  sku: string;
  name: string;
  /** The unit price last shown to the customer; null for a line from before price sync (not checked). */
  seenPricePaise: number | null;
  pricePaise: number;
}

export interface PriceChange {
  sku: string;
  name: string;
  fromPaise: number;
  toPaise: number;
}

/** The lines whose price moved since the customer last saw it. */
export function priceChanges(lines: readonly PricedCartLine[]): PriceChange[] {
  return lines.flatMap((l) =>
    l.seenPricePaise !== null && l.seenPricePaise !== l.pricePaise ? [{ sku: l.sku, name: l.name, fromPaise: l.seenPricePaise, toPaise: l.pricePaise }] : [],
  );
}
