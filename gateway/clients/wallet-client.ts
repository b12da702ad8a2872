import { z } from 'zod';
import { DecimalSchema, paise, parseResult, type UpstreamFetch } from './http.ts';

export interface WalletTransactionRecord {
  id: string;
  amountPaise: number;
  note: string;
  createdAt: string;
}

export interface WalletSnapshot {
  enabled: boolean;
  balancePaise: number;
  transactions: WalletTransactionRecord[];
}

const RawWalletSchema = z.union([
  z.object({ enabled: z.literal(false) }),
  z.object({
    enabled: z.literal(true),
    balance: DecimalSchema,
    transactions: z.array(z.object({ id: z.string(), amount: DecimalSchema, note: z.string(), created_at: z.string() })),
  }),
]);

/** The wallet (getuserWalletDetails, getuserWalletTransaction); disabled reads as an empty wallet. */
export function walletClient(call: UpstreamFetch) {
  return {
    get: async (token: string): Promise<WalletSnapshot> => {
      const raw = parseResult(RawWalletSchema, await call('/api/account/wallet', { token }));
      if (!raw.enabled) return { enabled: false, balancePaise: 0, transactions: [] };
      return {
        enabled: true,
        balancePaise: paise(raw.balance),
        transactions: raw.transactions.map((t) => ({ id: t.id, amountPaise: paise(t.amount), note: t.note, createdAt: t.created_at })),
      };
    },
  };
}
export type WalletClient = ReturnType<typeof walletClient>;
