import { estimationTotals, lineFigures } from '../../../domain/estimation-totals.ts';
import type { EstimateLineRecord, EstimateLineWire, EstimationRecord } from '../../clients/estimations-client.ts';
import type { GatewayContext } from '../../context.ts';
import {
  EstimateChoice,
  type EstimateLineInput,
  EstimationSource,
  EstimationStatus,
  type Resolvers,
  type ResolversTypes,
} from '../../generated/resolvers-types.ts';
import { upstreamCall } from '../../upstream-errors.ts';
import { signedIn } from '../guard.ts';
import { pageArgs } from '../page-args.ts';
import { ROLES, valid } from '../session/index.ts';
import { recordedProduct } from './recorded-product.ts';

/** The schema's types as resolvers return them (Money as paise). */
type Model<K extends keyof ResolversTypes> = Awaited<ResolversTypes[K]>;
type EstimateItem = Model<'EstimateItem'>;
type Estimation = Model<'Estimation'>;
type EstimationTotals = Model<'EstimationTotals'>;

const STATUS: Record<EstimationRecord['status'], EstimationStatus> = {
  DECODING: EstimationStatus.Decoding,
  CREATED: EstimationStatus.Created,
  SHARED: EstimationStatus.Shared,
  ORDERED: EstimationStatus.Ordered,
};
const SOURCE: Record<EstimationRecord['source'], EstimationSource> = { CART: EstimationSource.Cart, PRESCRIPTION: EstimationSource.Prescription };
const CHOICE: Record<EstimateLineRecord['choice'], EstimateChoice> = { REQUESTED: EstimateChoice.Requested, SUGGESTED: EstimateChoice.Suggested };

const PageArgs = pageArgs(50);

const factsOf = (line: EstimateLineRecord) => ({
  qty: line.qty,
  choice: line.choice,
  requested: { pricePaise: line.requested.pricePaise, packSizeLabel: line.requested.packSizeLabel },
  suggested: line.suggested && { pricePaise: line.suggested.pricePaise, packSizeLabel: line.suggested.packSizeLabel },
});

/** A line with its figures (domain/estimation-totals.ts, the one place they are computed). */
export function itemOut(line: EstimateLineRecord): EstimateItem {
  const f = lineFigures(factsOf(line));
  return {
    itemNo: line.itemNo,
    requested: recordedProduct(line.requested),
    suggested: line.suggested && recordedProduct(line.suggested),
    choice: CHOICE[line.choice],
    qty: line.qty,
    suggestedQty: f.suggestedQty,
    requestedTotal: f.requestedTotal,
    suggestedTotal: f.suggestedTotal,
    saving: f.saving,
    savingPercent: f.savingPercent,
  };
}

export function totalsOut(lines: readonly EstimateLineRecord[]): EstimationTotals {
  return estimationTotals(lines.map(factsOf));
}

export function estimationOut(e: EstimationRecord): Estimation {
  return {
    ...e,
    source: SOURCE[e.source],
    status: STATUS[e.status],
    statusHistory: e.statusHistory.map((h) => ({ status: STATUS[h.status], at: h.at })),
    createdByRole: ROLES[e.createdByRole],
    items: e.items.map(itemOut),
    totals: totalsOut(e.items),
  };
}

/**
 * The alternative to suggest for `qty` packs of a product: of the alternatives index's list (cheaper per
 * unit, at most 12: search-index/alternatives.ts), the one whose whole packs giving as many units cost
 * the customer least, in stock before out of stock, and only one that costs less than the packs asked
 * for (domain/estimation-totals.ts: a strip of 6 cheaper per tablet may still cost more for 20 tablets);
 * the index's order breaks ties. Null when none saves. The upstream checks the pair again with its own
 * prices and drops an automatic pick it disagrees with (a price changed since the index's feed).
 */
export function bestAlternative(context: Pick<GatewayContext, 'alternatives'>, sku: string, qty: number): string | null {
  const found = context.alternatives.alternatives(sku);
  if (!found.ok) return null;
  const requested = { pricePaise: found.product.pricePaise, packSizeLabel: found.product.packSize };
  let best: { sku: string; inStock: boolean; total: number } | null = null;
  for (const { product } of found.items) {
    const f = lineFigures({ qty, choice: 'SUGGESTED', requested, suggested: { pricePaise: product.pricePaise, packSizeLabel: product.packSize } });
    if (f.suggestedTotal === null || f.saving <= 0) continue;
    const better = !best || (product.inStock && !best.inStock) || (product.inStock === best.inStock && f.suggestedTotal < best.total);
    if (better) best = { sku: product.sku, inStock: product.inStock, total: f.suggestedTotal };
  }
  return best?.sku ?? null;
}

const CHOICE_IN: Record<EstimateChoice, EstimateLineWire['choice']> = { [EstimateChoice.Requested]: 'REQUESTED', [EstimateChoice.Suggested]: 'SUGGESTED' };

/** The lines a staff user sends, each with its alternative: the one named, else the index's best. */
function linesWire(context: GatewayContext, lines: readonly EstimateLineInput[]): EstimateLineWire[] {
  return lines.map((line) => {
    const named = line.suggestedSku ?? null;
    return {
      sku: line.sku,
      qty: line.qty,
      suggestedSku: named ?? bestAlternative(context, line.sku, line.qty),
      suggestedAuto: named === null,
      choice: line.choice ? CHOICE_IN[line.choice] : null,
    };
  });
}

/**
 * Estimations (issue 16; gateway/schema/estimations.graphql): every call but the savings link needs a
 * delegated token (a staff user acting for the selected customer); the upstream refuses a customer's own
 * token (FORBIDDEN 'not authorized') and answers another customer's estimate NOT_FOUND. The gateway picks
 * each line's suggested alternative from its alternatives index; the figures come from
 * domain/estimation-totals.ts. productAlternatives is the alternatives helper's (not here).
 */
export const estimationResolvers: Resolvers = {
  Query: {
    estimations: (_p, args, ctx) => {
      const { start, size } = valid(PageArgs.safeParse(args));
      return signedIn(ctx, async (token) => {
        const page = await ctx.estimations.list(token, start, size);
        return { ...page, items: page.items.map(estimationOut) };
      });
    },
    estimation: (_p, { estimateId }, ctx) => signedIn(ctx, async (token) => estimationOut(await ctx.estimations.get(token, estimateId))),
    previousEstimation: (_p, _a, ctx) => signedIn(ctx, async (token) => estimationOut(await ctx.estimations.previous(token))),
    customerSavings: (_p, { token }, ctx) =>
      upstreamCall(async () => {
        const s = await ctx.estimations.savings(token);
        return { ...s, items: s.items.map(itemOut), totals: totalsOut(s.items) };
      }),
  },
  Mutation: {
    createEstimationFromCart: (_p, { requestId }, ctx) =>
      signedIn(ctx, async (token) => {
        const cart = await ctx.estimations.cartLines(token);
        const lines = cart.map((line) => ({
          sku: line.sku,
          qty: line.qty,
          suggestedSku: bestAlternative(ctx, line.sku, line.qty),
          suggestedAuto: true,
          choice: null,
        }));
        return estimationOut(await ctx.estimations.create(token, lines, requestId ?? null));
      }),
    updateEstimation: (_p, { estimateId, lines, removeSkus }, ctx) =>
      signedIn(ctx, async (token) => estimationOut(await ctx.estimations.update(token, estimateId, linesWire(ctx, lines), removeSkus ?? []))),
    reEstimate: (_p, { estimateId }, ctx) =>
      signedIn(ctx, async (token) => {
        const current = await ctx.estimations.get(token, estimateId);
        const suggestions = current.items.map((line) => ({ sku: line.requested.sku, suggestedSku: bestAlternative(ctx, line.requested.sku, line.qty) }));
        return estimationOut(await ctx.estimations.reEstimate(token, estimateId, suggestions));
      }),
    shareEstimation: (_p, { estimateId }, ctx) =>
      signedIn(ctx, async (token) => {
        const shared = await ctx.estimations.share(token, estimateId);
        return { estimation: estimationOut(shared.estimation), expiresAt: shared.expiresAt };
      }),
    orderEstimation: (_p, { estimateId, confirmPartial }, ctx) =>
      signedIn(ctx, async (token) => {
        const ordered = await ctx.estimations.order(token, estimateId, confirmPartial === true);
        return { ...ordered, estimation: estimationOut(ordered.estimation) };
      }),
    customerSavingsInterested: (_p, { token }, ctx) =>
      upstreamCall(async () => {
        const s = await ctx.estimations.savingsInterested(token);
        return { ...s, items: s.items.map(itemOut), totals: totalsOut(s.items) };
      }),
    startPrescriptionDecoding: (_p, { prescriptionId }, ctx) =>
      signedIn(ctx, async (token) => estimationOut(await ctx.estimations.startDecoding(token, prescriptionId))),
    submitPrescriptionDecoding: (_p, { estimateId, lines, toCart }, ctx) =>
      signedIn(ctx, async (token) => estimationOut(await ctx.estimations.submitDecoding(token, estimateId, linesWire(ctx, lines), toCart === true))),
  },
};
