import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { ProductAlternativesQuery } from '../../../gql/graphql.ts';
import { $currentEstimation } from '../../../stores/staff/estimation.ts';
import { changeEstimationLine, loadAlternatives, openEstimation } from '../../../stores/staff/estimation-calls.ts';
import { Loadable, Notice, useAction, useLoad, useStrings } from '../../account/ui.tsx';
import { ProductFigures } from './EstimateLine.tsx';
import { savingsPath } from './EstimationList.tsx';
import { percentText, rupees, useEstimationMessage, useUnitName } from './estimation-ui.tsx';

type Found = ProductAlternativesQuery['productAlternatives'];

function pageParams() {
  const params = new URLSearchParams(window.location.search);
  return { sku: params.get('sku') ?? '', estimateId: params.get('estimate') ?? '' };
}

/**
 * One product's alternatives (staff-tools.md §2 /order-suggestion/, §9 at most 12): the same salts at the
 * same strengths and form, cheapest per unit first, out of stock marked and never first. Opened from a
 * line of an estimation, each can become that line's suggestion.
 */
export function Alternatives() {
  const { s, href } = useStrings();
  const [{ sku, estimateId }] = useState(pageParams);
  const { state, reload } = useLoad(() => (sku ? loadAlternatives(sku) : Promise.resolve({ ok: true as const, data: null })), [sku]);
  if (!sku)
    return (
      <p role="status" className="estimation-empty">
        {s('estimation.alternatives.noSku')} <a href={href('/order-estimation/')}>{s('estimation.backToAll')}</a>
      </p>
    );
  return (
    <Loadable state={state} retry={reload}>
      {(found) => (found ? <AlternativeList found={found} estimateId={estimateId} /> : null)}
    </Loadable>
  );
}

function AlternativeList({ found, estimateId }: { found: Found; estimateId: string }) {
  const { s, href } = useStrings();
  const say = useEstimationMessage();
  const current = useStore($currentEstimation);
  const { busy, notice, act } = useAction();
  const { product } = found;
  const line = current?.estimateId === estimateId ? current.items.find((item) => item.requested.sku === product.sku) : undefined;
  const canChoose = Boolean(estimateId) && current?.status !== 'ORDERED';

  async function choose(alternativeSku: string) {
    const changed = await act(async () => {
      // The line's quantity is the estimation's: read it when this page was opened on its own.
      const estimation = line ? { ok: true as const, data: current } : await openEstimation(estimateId);
      if (!estimation.ok) return estimation;
      const qty = estimation.data?.items.find((item) => item.requested.sku === product.sku)?.qty ?? 1;
      return changeEstimationLine(estimateId, { sku: product.sku, qty, choice: 'SUGGESTED', suggestedSku: alternativeSku });
    });
    if (changed) window.location.assign(href(savingsPath(estimateId)));
  }

  const unitOf = useUnitName();
  return (
    <section className="estimation" aria-labelledby="alternatives-title">
      <h2 id="alternatives-title">{s('estimation.alternatives.title', { name: product.name })}</h2>
      <p className="hint">
        {product.manufacturer}
        {product.packSizeLabel ? ` · ${product.packSizeLabel}` : ''}
      </p>
      <ProductFigures product={product} />
      {found.composition && <p>{s('estimation.alternatives.composition', { composition: found.composition })}</p>}
      {notice && <Notice notice={{ ...notice, message: say(notice) }} />}
      {found.items.length === 0 ? (
        <p role="status" className="estimation-empty">
          {s(`estimation.alternatives.${found.reason ?? 'NONE_CHEAPER'}`)}
        </p>
      ) : (
        <ol className="estimation-lines">
          {found.items.map((alternative) => {
            const chosen = line?.suggested?.sku === alternative.product.sku;
            return (
              <li key={alternative.product.sku} className={`estimation-line${alternative.product.outOfStock ? ' is-oos' : ''}`}>
                <h3 className="estimation-line-name">{alternative.product.name}</h3>
                <p className="hint">
                  {alternative.product.manufacturer}
                  {alternative.product.packSizeLabel ? ` · ${alternative.product.packSizeLabel}` : ''}
                </p>
                <ProductFigures product={alternative.product} />
                <p className="estimation-saving">
                  {s('estimation.alternatives.unitSaving', {
                    amount: rupees(alternative.unitSaving),
                    unit: unitOf(alternative.product.unit),
                    percent: percentText(alternative.savingPercent),
                  })}
                </p>
                {canChoose &&
                  (chosen ? (
                    <p className="notice-success">{s('estimation.alternatives.chosen')}</p>
                  ) : (
                    <button
                      type="button"
                      className="button secondary"
                      disabled={busy || alternative.product.outOfStock}
                      onClick={() => void choose(alternative.product.sku)}
                    >
                      {s('estimation.alternatives.choose')}
                    </button>
                  ))}
              </li>
            );
          })}
        </ol>
      )}
      {estimateId && (
        <p>
          <a href={href(savingsPath(estimateId))}>{s('estimation.alternatives.back')}</a>
        </p>
      )}
    </section>
  );
}
