import { useCallback } from 'react';
import { formatRupees } from '../../../../domain/money.ts';
import { formatIst } from '../../../../domain/time.ts';
import type { EstimationStatus } from '../../../gql/graphql.ts';
import type { KeyedMessage } from '../../../i18n/island.ts';
import type { StringKey } from '../../../i18n/keys.ts';
import { useStrings } from '../../account/ui.tsx';

/**
 * What the estimation screens share: their messages, the status label, money, percent and time as the
 * spec writes them (rupees to 2 decimals; HH:mm D/M/YYYY in India's time).
 */

/**
 * The refusals of the estimation calls that no catalogue of the domain words yet, by their English (the
 * spec's, staff-tools.md §8): when the gateway's key is not among the island's strings, the island still
 * says them in its language.
 */
const REFUSALS: Readonly<Record<string, StringKey>> = {
  'Not enough savings for customer to share': 'estimation.refusals.notEnoughSavings',
  'No Previous Data Found': 'estimation.refusals.noPrevious',
  'Currently selected products are not available for ordering': 'estimation.refusals.currentlyUnavailable',
};

/** A message in the island's language: the gateway's key, else one of the refusals above, else the domain's catalogues. */
export function useEstimationMessage() {
  const { s, message } = useStrings();
  return useCallback(
    (said: string | KeyedMessage) => {
      const translated = message(said);
      const text = typeof said === 'string' ? said : said.message;
      const own = REFUSALS[text];
      // message() gives the English back when the island has no string for the gateway's key.
      return translated === text && own ? s(own) : translated;
    },
    [s, message],
  );
}

export const rupees = (money: { paise: number }) => formatRupees(money.paise);

/** 12.5 -> "12.5", 12 -> "12" (one decimal at most, as the gateway gives it). */
export const percentText = (value: number) => String(Math.round(value * 10) / 10);

/** "2026-05-01T04:35:00Z" -> "10:05 1/5/2026" (domain/time.ts formatIst); a text that is not a time as it is. */
export const timeText = (iso: string): string => formatIst(iso) || iso;

const UNITS = ['tablet', 'capsule', 'lozenge', 'ml', 'g', 'dose', 'injection', 'kit'] as const;
type Unit = (typeof UNITS)[number];

/** A pack's unit in the page's language ('tablet', 'ট্যাবলেট'); 'unit' when the pack label gave none. */
export function useUnitName() {
  const { s } = useStrings();
  return useCallback((unit: string | null) => (UNITS.includes(unit as Unit) ? s(`estimation.units.${unit as Unit}`) : s('estimation.unit')), [s]);
}

export function StatusLabel({ status }: { status: EstimationStatus }) {
  const { s } = useStrings();
  return <span className={`estimation-status estimation-status-${status.toLowerCase()}`}>{s(`estimation.status.${status}`)}</span>;
}

/** "₹12.00 (25%)": an amount saved and its share. */
export function Saving({ amount, percent }: { amount: { paise: number }; percent: number }) {
  const { s } = useStrings();
  return <>{s('estimation.savingLine', { amount: rupees(amount), percent: percentText(percent) })}</>;
}
