/**
 * The payment provider port. No real provider is wired in this project; the development provider
 * (dev-provider.ts) lets the customer pick the outcome. A real one would create the session with the
 * provider's API and confirm it from the provider's callback instead of the customer's choice.
 */
export type PaymentOutcome = 'SUCCESSFUL' | 'PENDING' | 'FAILED';
export const PAYMENT_OUTCOMES: readonly PaymentOutcome[] = ['SUCCESSFUL', 'PENDING', 'FAILED'];

export interface ProviderSession {
  sessionId: string;
  /** Where the browser goes to pay (the storefront's /payment/{orderSid} page for the dev provider). */
  redirectUrl: string;
}

export interface PaymentProvider {
  readonly name: string;
  createSession(order: { orderSid: string; amountPaise: number }): ProviderSession;
  /** The provider's verdict on a session; the dev provider returns the customer's choice. */
  confirm(sessionId: string, choice: PaymentOutcome): PaymentOutcome;
}
