import { packUnits } from '../../../domain/alternatives.ts';
import { discountPercent } from '../../../domain/money.ts';
import type { RecordedProduct } from '../../clients/estimations-client.ts';
import type { ResolversTypes } from '../../generated/resolvers-types.ts';

type EstimateProduct = Awaited<ResolversTypes['EstimateProduct']>;

/**
 * An estimation line's product as the upstream recorded it (prices and stock at estimation time) as the
 * schema's EstimateProduct. The catalogue's Product has its own mapping (./product.ts, the alternatives'
 * side); the two agree on the derived fields: units from the pack label (domain/alternatives.ts
 * packUnits), the unit price to the paisa, the discount by the domain's one rounding rule.
 * TO MERGE: once ./product.ts exists, both can share one helper for packUnits/unit/unitPrice/discount.
 */
export function recordedProduct(p: RecordedProduct): EstimateProduct {
  const pack = packUnits(p.packSizeLabel);
  return {
    sku: p.sku,
    name: p.name,
    manufacturer: p.manufacturer,
    urlPath: p.urlPath,
    saltinfo: p.saltinfo,
    packSizeLabel: p.packSizeLabel,
    packUnits: pack ? pack.count : null,
    unit: pack ? pack.unit : null,
    mrp: p.mrpPaise,
    price: p.pricePaise,
    discount: Math.max(0, p.mrpPaise - p.pricePaise),
    discountPercent: discountPercent(p.mrpPaise, p.pricePaise),
    unitPrice: pack ? Math.round(p.pricePaise / pack.count) : null,
    outOfStock: p.outOfStock,
    stockQty: p.stockQty,
    prescriptionRequired: p.prescriptionRequired,
  };
}
