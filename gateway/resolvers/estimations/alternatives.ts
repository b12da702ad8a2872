import type { AlternativesLookup } from '../../../search-index/alternatives.ts';
import { NotFoundError } from '../../errors.ts';
import { NoAlternativesReason, type Resolvers, type ResolversParentTypes } from '../../generated/resolvers-types.ts';
import { signedIn } from '../guard.ts';
import { toEstimateProduct } from './product.ts';

type Refusal = Extract<AlternativesLookup, { ok: false }>['reason'];

/** Why a product has none, as the schema says it: a composition that cannot be read (none, an unknown strength, no form) is no composition. */
const REASONS: Record<Exclude<Refusal, 'unknown-product'>, NoAlternativesReason> = {
  'no-composition': NoAlternativesReason.NoComposition,
  'unknown-strength': NoAlternativesReason.NoComposition,
  'no-form': NoAlternativesReason.NoComposition,
  'no-pack-size': NoAlternativesReason.UnknownPack,
};

/** "amoxycillin 500mg + clavulanic acid 125mg | tablet" -> "amoxycillin 500 mg + clavulanic acid 125 mg · tablet". */
export function compositionLabel(key: string): string {
  return key
    .replace(' | ', ' · ')
    .replace(/(\d)(mg|iu)\b/g, '$1 $2')
    .replace(/%(w\/w|w\/v|v\/v)/g, '% $1');
}

/** A lookup of the alternatives index as ProductAlternatives (Money in paise; savingPercent to one decimal). */
export function productAlternativesOf(found: AlternativesLookup): ResolversParentTypes['ProductAlternatives'] {
  if (!found.ok) {
    if (found.reason === 'unknown-product' || !found.product) throw new NotFoundError({ messageKey: 'messages.noProducts' });
    return { product: toEstimateProduct(found.product), composition: null, items: [], reason: REASONS[found.reason] };
  }
  return {
    product: toEstimateProduct(found.product),
    composition: compositionLabel(found.composition),
    items: found.items.map(({ product, alternative }) => ({
      product: toEstimateProduct(product),
      unitSaving: Math.round(alternative.savingPerUnitPaise),
      savingPercent: Math.round(alternative.savingPercent * 10) / 10,
    })),
    reason: found.items.length === 0 ? NoAlternativesReason.NoneCheaper : null,
  };
}

/**
 * Query.productAlternatives (issue 16): a product's cheaper alternatives from the gateway's index, for
 * staff only: a staff user's own token or a delegated one, as the upstream judges it (/api/staff/caller);
 * a customer's token is FORBIDDEN 'not authorized', none UNAUTHENTICATED. An SKU the catalogue does not
 * have is NOT_FOUND 'No products found!'.
 */
export const alternativesResolvers: Resolvers = {
  Query: {
    productAlternatives: async (_p, { sku }, ctx) => {
      await signedIn(ctx, (token) => ctx.staff.caller(token));
      return productAlternativesOf(ctx.alternatives.alternatives(sku.trim()));
    },
  },
};
