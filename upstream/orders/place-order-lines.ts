import { MESSAGES } from '../../domain/messages.ts';
import { finalPrice } from '../../domain/pricing.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';

export interface ProductForOrder {
  is_virtual: number;
  sku: string;
  name: string;
  qty: number;
  status: number;
  mrp_paise: number;
  price_paise: number;
  special_price_paise: number | null;
  special_from: string | null;
  special_to: string | null;
  prescription_required: number;
}

/** A cart line with its product as sold today; price -1 when the product is gone. */
export interface PricedLine {
  line: { sku: string; qty: number };
  product: ProductForOrder | undefined;
  price: number;
}

/**
 * Each cart line at today's price (a special price when it applies). A line beyond stock, or whose
 * product is gone or disabled, refuses the order (409) naming the first such SKU's stock and every
 * short SKU, so the client can correct them all at once.
 */
export async function priceLines(db: Db, lines: readonly { sku: string; qty: number }[], now: Date): Promise<PricedLine[]> {
  if (lines.length === 0) return [];
  const products = await db
    .selectFrom('products')
    .select([
      'sku',
      'name',
      'qty',
      'status',
      'mrp_paise',
      'price_paise',
      'special_price_paise',
      'special_from',
      'special_to',
      'prescription_required',
      'is_virtual',
    ])
    .where(
      'sku',
      'in',
      lines.map((l) => l.sku),
    )
    .execute();
  const productBySku = new Map<string, ProductForOrder>(products.map((p) => [p.sku, p]));
  const items = lines.map((line) => {
    const p = productBySku.get(line.sku);
    const price = p
      ? finalPrice(
          {
            pricePaise: p.price_paise,
            mrpPaise: p.mrp_paise,
            specialPricePaise: p.special_price_paise,
            specialFrom: p.special_from,
            specialTo: p.special_to,
          },
          now,
        ).pricePaise
      : -1;
    return { line, product: p, price };
  });
  const short = items.filter(({ line, product: p, price }) => !p || p.status >= 2 || price < 0 || p.qty < line.qty);
  const first = short[0];
  if (first) {
    const available = first.product && first.product.status < 2 && first.price >= 0 ? first.product.qty : 0;
    throw new Refusal(409, available > 0 ? MESSAGES.onlyAvailable(available) : MESSAGES.outOfStock, {
      stock_status: available > 0 ? 'ok' : 'out_of_stock',
      sku: first.line.sku,
      qty: available,
      skus: short.map((s) => s.line.sku),
    });
  }
  return items;
}
