import { paiseToDecimal } from '../../domain/money.ts';
import type { WalletTransactionRow } from './repository.ts';

/** An enabled wallet as the upstream sends it: the balance and the latest transactions, money as rupee strings. */
export function walletToWire(balancePaise: number, transactions: readonly WalletTransactionRow[]) {
  return {
    enabled: true,
    balance: paiseToDecimal(balancePaise),
    transactions: transactions.map((t) => ({ id: t.id, amount: paiseToDecimal(t.amount_paise), note: t.note, created_at: t.created_at })),
  };
}
