import type { RecordedProduct } from '../../clients/estimations-client.ts';
import type { ResolversTypes } from '../../generated/resolvers-types.ts';
import { packFigures } from './product.ts';

type EstimateProduct = Awaited<ResolversTypes['EstimateProduct']>;

/**
 * An estimation line's product as the upstream recorded it (prices and stock at estimation time) as the
 * schema's EstimateProduct, its pack, unit price and discount by the same rules as a catalogue product's
 * (./product.ts packFigures).
 */
export function recordedProduct(p: RecordedProduct): EstimateProduct {
  return {
    sku: p.sku,
    name: p.name,
    manufacturer: p.manufacturer,
    urlPath: p.urlPath,
    saltinfo: p.saltinfo,
    ...packFigures(p.packSizeLabel, p.mrpPaise, p.pricePaise),
    outOfStock: p.outOfStock,
    stockQty: p.stockQty,
    prescriptionRequired: p.prescriptionRequired,
  };
}
