import { z } from 'zod';
import { DecimalSchema, paise, parseResult, type UpstreamFetch } from './http.ts';

const OutcomeSchema = z.enum(['SUCCESSFUL', 'PENDING', 'FAILED']);

const RawSessionSchema = z.object({
  session_id: z.string(),
  provider: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  amount: DecimalSchema,
  redirect_url: z.string(),
  outcomes: z.array(OutcomeSchema),
});

const RawStatusSchema = z.object({
  order_id: z.string(),
  order_number: z.string(),
  order_status: z.string(),
  payment_method: z.enum(['COD', 'ONLINE', 'WALLET']),
  payment_status: z.enum(['NOT_DUE', 'PENDING', 'SUCCESSFUL', 'FAILED']),
  amount: DecimalSchema,
  paid_at: z.string().nullable(),
  message: z.string().nullable(),
  attempts: z.array(
    z.object({
      session_id: z.string(),
      status: z.enum(['INITIATED', 'SUCCESSFUL', 'PENDING', 'FAILED']),
      created_at: z.string(),
      completed_at: z.string().nullable(),
    }),
  ),
});

export type PaymentOutcome = z.infer<typeof OutcomeSchema>;

export interface PaymentSessionRecord {
  sessionId: string;
  provider: string;
  orderId: string;
  orderNumber: string;
  amountPaise: number;
  redirectUrl: string;
  outcomes: PaymentOutcome[];
}

export interface PaymentStatusRecord {
  orderId: string;
  orderNumber: string;
  paymentMethod: 'COD' | 'ONLINE' | 'WALLET';
  paymentStatus: 'NOT_DUE' | 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  amountPaise: number;
  paidAt: string | null;
  message: string | null;
  attempts: { sessionId: string; status: 'INITIATED' | PaymentOutcome; createdAt: string; completedAt: string | null }[];
}

const status = (raw: z.infer<typeof RawStatusSchema>): PaymentStatusRecord => ({
  orderId: raw.order_id,
  orderNumber: raw.order_number,
  paymentMethod: raw.payment_method,
  paymentStatus: raw.payment_status,
  amountPaise: paise(raw.amount),
  paidAt: raw.paid_at,
  message: raw.message,
  attempts: raw.attempts.map((a) => ({ sessionId: a.session_id, status: a.status, createdAt: a.created_at, completedAt: a.completed_at })),
});

const at = (id: string, rest = '') => `/api/account/payments/${encodeURIComponent(id)}${rest}`;

/** Paying for an order through the upstream's payment provider port (the development provider here). */
export function paymentsClient(call: UpstreamFetch) {
  return {
    initiate: async (token: string, orderId: string): Promise<PaymentSessionRecord> => {
      const raw = parseResult(RawSessionSchema, await call(at(orderId, '/initiate'), { method: 'POST', token, body: {} }));
      return {
        sessionId: raw.session_id,
        provider: raw.provider,
        orderId: raw.order_id,
        orderNumber: raw.order_number,
        amountPaise: paise(raw.amount),
        redirectUrl: raw.redirect_url,
        outcomes: raw.outcomes,
      };
    },
    complete: async (token: string, sessionId: string, outcome: PaymentOutcome) =>
      status(
        parseResult(RawStatusSchema, await call(at('sessions', `/${encodeURIComponent(sessionId)}/complete`), { method: 'POST', token, body: { outcome } })),
      ),
    status: async (token: string, orderId: string) => status(parseResult(RawStatusSchema, await call(at(orderId), { token }))),
  };
}
export type PaymentsClient = ReturnType<typeof paymentsClient>;
