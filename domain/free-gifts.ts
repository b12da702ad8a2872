/**
 * Free gifts (storefront.md §9: "Free gifts (pouch, pill box, first aid box) tied to promo types with
 * amounts 100, 100, 100 and 400, qty 1"). The spec is silent on the rest; the project's rule:
 *
 * - A promo type gives one gift when the cart's subtotal reaches its amount. The four promo types (the
 *   table free_gift_promos, migration 0017) are POUCH_100 (pouch, ₹100), PILL_BOX_100 (pill box, ₹100),
 *   FIRST_AID_BOX_100 (first-aid box, ₹100) and FIRST_AID_BOX_400 (first-aid box, ₹400); a promo type
 *   runs while it is active. Seeded active: POUCH_100 and FIRST_AID_BOX_400.
 * - The subtotal is the paid lines at today's selling prices, before any coupon, without shipping or the
 *   platform fee (the subtotal free delivery is judged on), the gifts themselves counting ₹0.
 * - A cart may hold several gifts, one line per gift SKU, quantity 1, price ₹0, however many active
 *   promo types give it.
 * - The customer may remove a gift: it stays removed while the cart keeps qualifying for it, comes back
 *   when they ask for it again, and is forgotten (offered again) once the cart stops qualifying.
 */
export interface GiftPromo {
  promoType: string;
  giftSku: string;
  giftName: string;
  minSubtotalPaise: number;
}

export interface GiftLine {
  sku: string;
  name: string;
  /** The promo types that give it (the first decides its name). */
  promoTypes: string[];
}

/** The gifts a cart of this subtotal qualifies for, one per gift SKU, in the promos' order. */
export function qualifyingGifts(subtotalPaise: number, promos: readonly GiftPromo[]): GiftLine[] {
  const bySku = new Map<string, GiftLine>();
  for (const promo of promos) {
    if (subtotalPaise < promo.minSubtotalPaise) continue;
    const line = bySku.get(promo.giftSku);
    if (line) line.promoTypes.push(promo.promoType);
    else bySku.set(promo.giftSku, { sku: promo.giftSku, name: promo.giftName, promoTypes: [promo.promoType] });
  }
  return [...bySku.values()];
}

export interface GiftState {
  /** The gift lines the cart shows (₹0, quantity 1). */
  lines: GiftLine[];
  /** The removals still in force: removed gifts the cart still qualifies for. */
  declined: string[];
  /** Removals to forget: the cart no longer qualifies for these gifts. */
  forget: string[];
}

/** The cart's gifts given its subtotal and the gifts the customer removed. */
export function giftState(subtotalPaise: number, promos: readonly GiftPromo[], declined: readonly string[]): GiftState {
  const qualifying = qualifyingGifts(subtotalPaise, promos);
  const skus = new Set(qualifying.map((g) => g.sku));
  return {
    lines: qualifying.filter((g) => !declined.includes(g.sku)),
    declined: declined.filter((sku) => skus.has(sku)),
    forget: declined.filter((sku) => !skus.has(sku)),
  };
}

/** Whether a SKU is one of the gifts (never added, changed or priced by hand). */
export function isGiftSku(sku: string, promos: readonly GiftPromo[]): boolean {
  return promos.some((p) => p.giftSku === sku);
}
