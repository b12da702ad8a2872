import { type Pack, packUnits } from './alternatives.ts';

/**
 * What an estimation's lines cost and save (issue 16; staff-tools.md §2 order-estimation, §3 Estimate
 * item): the one place the gateway (the figures it shows) and the upstream (the share rule) compute
 * them. Pure; money in integer paise.
 *
 * - A line asks for `qty` packs of the requested product: `qty x packCount` units (tablets, ml, …).
 * - The suggested alternative is bought in whole packs giving at least as many units:
 *   suggestedQty = ceil(units / suggested pack count).
 * - The line's saving is what the customer pays less: the requested packs' cost minus the suggested
 *   packs' cost, never below 0. Alternatives are ranked by their price per unit (domain/alternatives.ts),
 *   but packs are bought whole: 20 tablets of a cheaper strip of 6 are 4 strips, 24 tablets, and may cost
 *   more than the 2 strips of 10 asked for. Such a line saves nothing at that quantity (the per-unit
 *   saving is still shown beside the alternative), so the totals never say "saves" while the suggested
 *   column costs more.
 * - Percentages are of the requested cost, one decimal.
 * - A line without a suggestion (or whose packs cannot be compared) saves 0 and costs as requested.
 */
export interface EstimateLineFacts {
  qty: number;
  choice: 'REQUESTED' | 'SUGGESTED';
  requested: { pricePaise: number; packSizeLabel: string };
  suggested: { pricePaise: number; packSizeLabel: string } | null;
}

export interface EstimateLineFigures {
  /** Packs of the suggested product (null without a suggestion that can be compared). */
  suggestedQty: number | null;
  requestedTotal: number;
  suggestedTotal: number | null;
  saving: number;
  savingPercent: number;
  /** What this line costs as chosen. */
  chosenTotal: number;
}

export interface EstimationTotals {
  requested: number;
  suggested: number;
  saving: number;
  savingPercent: number;
  chosen: number;
}

/** part / whole as a percentage with one decimal; 0 when whole is 0. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

function comparablePacks(line: EstimateLineFacts): { requested: Pack; suggested: Pack } | null {
  if (!line.suggested) return null;
  const requested = packUnits(line.requested.packSizeLabel);
  const suggested = packUnits(line.suggested.packSizeLabel);
  if (!requested || !suggested || requested.unit !== suggested.unit) return null;
  return { requested, suggested };
}

export function lineFigures(line: EstimateLineFacts): EstimateLineFigures {
  const requestedTotal = line.qty * line.requested.pricePaise;
  const packs = comparablePacks(line);
  if (!packs || !line.suggested) {
    return { suggestedQty: null, requestedTotal, suggestedTotal: null, saving: 0, savingPercent: 0, chosenTotal: requestedTotal };
  }
  const units = line.qty * packs.requested.count;
  const suggestedQty = Math.ceil(units / packs.suggested.count - 1e-9);
  const suggestedTotal = suggestedQty * line.suggested.pricePaise;
  const saving = Math.max(0, requestedTotal - suggestedTotal);
  return {
    suggestedQty,
    requestedTotal,
    suggestedTotal,
    saving,
    savingPercent: percentOf(saving, requestedTotal),
    chosenTotal: line.choice === 'SUGGESTED' ? suggestedTotal : requestedTotal,
  };
}

export function estimationTotals(lines: readonly EstimateLineFacts[]): EstimationTotals {
  let requested = 0;
  let suggested = 0;
  let saving = 0;
  let chosen = 0;
  for (const line of lines) {
    const f = lineFigures(line);
    requested += f.requestedTotal;
    suggested += f.suggestedTotal ?? f.requestedTotal;
    saving += f.saving;
    chosen += f.chosenTotal;
  }
  return { requested, suggested, saving, savingPercent: percentOf(saving, requested), chosen };
}

/** The share rule (staff-tools.md §5): an estimation may be shared only when it saves the customer something. */
export function mayShare(lines: readonly EstimateLineFacts[]): boolean {
  return estimationTotals(lines).saving > 0;
}
