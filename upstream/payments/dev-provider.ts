import { publicId } from '../ids.ts';
import type { PaymentProvider } from './provider.ts';

/** Development only: no money moves; the payment page offers success, pending and failed. */
export const devPaymentProvider: PaymentProvider = {
  name: 'dev',
  createSession: ({ orderSid }) => {
    const sessionId = publicId();
    return { sessionId, redirectUrl: `/payment/${orderSid}?session=${sessionId}` };
  },
  confirm: (_sessionId, choice) => choice,
};
