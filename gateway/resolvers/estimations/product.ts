import { packUnits } from '../../../domain/alternatives.ts';
import { discountPercent } from '../../../domain/money.ts';
import type { Product } from '../../../domain/product.ts';
import { isSellable } from '../../../search-index/alternatives.ts';
import type { ResolversParentTypes } from '../../generated/resolvers-types.ts';

/** EstimateProduct as the resolvers return it: Money as integer paise (the Money type's mapper). */
export type EstimateProductModel = ResolversParentTypes['EstimateProduct'];

/**
 * The figures an EstimateProduct derives from its pack label and prices, for a catalogue product and for
 * one an estimation recorded alike (see toEstimateProduct for the rules).
 */
export function packFigures(packSizeLabel: string, mrpPaise: number, pricePaise: number) {
  const read = packUnits(packSizeLabel);
  const pack = read && Number.isInteger(read.count) ? read : null;
  return {
    packSizeLabel,
    packUnits: pack?.count ?? null,
    unit: pack?.unit ?? null,
    mrp: mrpPaise,
    price: pricePaise,
    discount: Math.max(0, mrpPaise - pricePaise),
    discountPercent: discountPercent(mrpPaise, pricePaise),
    unitPrice: pack ? Math.round(pricePaise / pack.count) : null,
  };
}

/**
 * A catalogue product as an estimation line or an alternative shows it (Estimate item, staff-tools.md
 * §3). Pure: the estimation resolvers and the alternatives share it.
 * - packUnits and unit from the pack label (domain/alternatives.ts packUnits); null when it cannot be
 *   read, for a configurable parent (its label lists its children's packs), and for a fractional count
 *   ("packet of 2.5 ml Respules": packUnits is an Int in the schema);
 * - unitPrice: price / packUnits rounded to the paisa (half up), null without packUnits;
 * - discount: mrp - price (never below 0), discountPercent by domain/money.ts discountPercent, the one
 *   rounding rule of every "% off";
 * - outOfStock: it cannot be ordered now (no stock, or no longer sold: disabled, a parent).
 */
export function toEstimateProduct(product: Product): EstimateProductModel {
  return {
    sku: product.sku,
    name: product.name,
    manufacturer: product.manufacturer,
    urlPath: product.urlPath,
    saltinfo: product.saltinfo,
    ...packFigures(product.typeId === 'configurable' ? '' : product.packSize, product.mrpPaise, product.pricePaise),
    packSizeLabel: product.packSize,
    outOfStock: !product.inStock || !isSellable(product),
    stockQty: product.stockQty,
    prescriptionRequired: product.prescriptionRequired,
  };
}
