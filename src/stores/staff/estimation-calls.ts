import { cartHash } from '../../../domain/cart-merge.ts';
import { STAFF_MESSAGES } from '../../../domain/staff-messages.ts';
import type { EstimateChoice, EstimateLineInput } from '../../gql/graphql.ts';
import {
  CREATE_ESTIMATION_FROM_CART,
  CUSTOMER_SAVINGS,
  CUSTOMER_SAVINGS_INTERESTED,
  ESTIMATION,
  ESTIMATIONS,
  ORDER_ESTIMATION,
  PREVIOUS_ESTIMATION,
  PRODUCT_ALTERNATIVES,
  RE_ESTIMATE,
  SHARE_ESTIMATION,
  UPDATE_ESTIMATION,
} from '../../graphql/estimations.ts';
import type { AnyVariables, Document } from '../../lib/graphql-client.ts';
import { randomId } from '../../lib/random-id.ts';
import { OFFLINE_ERROR } from '../cart/sync.ts';
import { $cart, syncCart } from '../cart.ts';
import { mapOutcome, type Outcome } from '../outcome.ts';
import { runAuthed, runPublic } from '../session.ts';
import { type EstimationData, type EstimationUpdate, storeEstimation, updateStoredEstimation } from './estimation.ts';
import { $staffSession } from './state.ts';

/**
 * The estimation screens' calls (issue 16; staff-tools.md §2, §7 Estimation): as the selected customer
 * through the delegated (acting) token the customer session holds while a staff user serves them
 * (./acting.ts), so the server sees the customer and records the staff user. Every estimation that comes
 * back goes through the estimation store (§4): a new one is stored, a changed one updates it.
 * The customer's savings page calls without sign-in: its link's token is the right to read.
 */

const selectCustomerFirst = (): Outcome<never> => ({
  ok: false,
  error: { code: 'BAD_USER_INPUT', message: STAFF_MESSAGES.selectCustomer, messageKey: 'staff.messages.selectCustomer' },
});

/** As the served customer; 'Please select a customer' (§5) when nobody is selected. */
function asCustomer<Data, Variables extends AnyVariables>(
  document: Document<Data, Variables>,
  variables: Variables,
  kind: 'query' | 'mutation' = 'query',
): Promise<Outcome<Data>> {
  if (!$staffSession.get().isCustomerSelected) return Promise.resolve(selectCustomerFirst());
  return runAuthed(document, variables, kind);
}

/** All Estimates: the selected customer's, newest first. */
export function loadEstimations(start = 0, size = 50) {
  return asCustomer(ESTIMATIONS, { start, size }).then((reply) => mapOutcome(reply, (data) => data.estimations));
}

/** One estimation, kept in the store. */
export async function openEstimation(estimateId: string): Promise<Outcome<EstimationData>> {
  const reply = mapOutcome(await asCustomer(ESTIMATION, { estimateId }), (data) => data.estimation);
  if (reply.ok) storeEstimation(reply.data);
  return reply;
}

/** Fetch Previous: the newest estimation not yet ordered ('No Previous Data Found' when none), kept in the store. */
export async function fetchPreviousEstimation(): Promise<Outcome<EstimationData>> {
  const reply = mapOutcome(await asCustomer(PREVIOUS_ESTIMATION, {}), (data) => data.previousEstimation);
  if (reply.ok) storeEstimation(reply.data);
  return reply;
}

/**
 * New Estimation from the customer's cart ('No products found!' for an empty cart), kept in the store.
 * The server reads the cart, so the changes this phone still holds (an add made as the last page went,
 * or while offline) are sent first; while they cannot be, the estimation waits (the cart's own message).
 */
export async function createEstimationFromCart(): Promise<Outcome<EstimationData>> {
  await syncCart();
  const cart = $cart.get();
  if (cart.pending.length > 0) return { ok: false, error: OFFLINE_ERROR };
  // A press again after a failed one, the cart unchanged, is the same press: if the first made an
  // estimation and only its answer was lost, the server answers with that one instead of a second.
  const lines = cartHash(cart.items);
  if (lastPress?.lines !== lines) lastPress = { lines, requestId: randomId() };
  const reply = mapOutcome(
    await asCustomer(CREATE_ESTIMATION_FROM_CART, { requestId: lastPress.requestId }, 'mutation'),
    (data) => data.createEstimationFromCart,
  );
  if (reply.ok) {
    lastPress = null;
    storeEstimation(reply.data);
  }
  return reply;
}
/** The cart and request id of the last New Estimation press that got no estimation back. */
let lastPress: { lines: string; requestId: string } | null = null;

/** An estimation that changed: the store merges it into the one it keeps (§4). */
function updated(reply: Outcome<EstimationData>): Outcome<EstimationData> {
  if (reply.ok) updateStoredEstimation(reply.data);
  return reply;
}

export interface LineChange {
  sku: string;
  qty: number;
  choice?: EstimateChoice;
  /** Another alternative to suggest (productAlternatives' sku). */
  suggestedSku?: string;
}

/** Changes one line (quantity, the product chosen, another alternative); the same estimate id. */
export function changeEstimationLine(estimateId: string, line: LineChange): Promise<Outcome<EstimationData>> {
  const input: EstimateLineInput = { sku: line.sku, qty: line.qty, choice: line.choice ?? null, suggestedSku: line.suggestedSku ?? null };
  return asCustomer(UPDATE_ESTIMATION, { estimateId, lines: [input] }, 'mutation').then((reply) => updated(mapOutcome(reply, (data) => data.updateEstimation)));
}

/** Re-Estimate: today's prices, stock and alternatives, the same estimate id. */
export function reEstimate(estimateId: string): Promise<Outcome<EstimationData>> {
  return asCustomer(RE_ESTIMATE, { estimateId }, 'mutation').then((reply) => updated(mapOutcome(reply, (data) => data.reEstimate)));
}

/** Share: the SMS with the savings link ('Not enough savings for customer to share' when it saves nothing). */
export async function shareEstimation(estimateId: string): Promise<Outcome<{ estimation: EstimationUpdate; expiresAt: string }>> {
  const reply = mapOutcome(await asCustomer(SHARE_ESTIMATION, { estimateId }, 'mutation'), (data) => data.shareEstimation);
  if (reply.ok) updateStoredEstimation(reply.data.estimation);
  return reply;
}

/**
 * Order Now: the chosen products into the customer's cart. With some lines out of stock the gateway asks
 * first (code CONFLICT, nothing changed); `confirmPartial` says yes. The cart store then reads the cart
 * the checkout will show.
 */
export async function orderEstimation(
  estimateId: string,
  confirmPartial = false,
): Promise<Outcome<{ estimation: EstimationUpdate; added: { sku: string; qty: number }[]; skipped: string[] }>> {
  const reply = mapOutcome(await asCustomer(ORDER_ESTIMATION, { estimateId, confirmPartial }, 'mutation'), (data) => data.orderEstimation);
  if (!reply.ok) return reply;
  updateStoredEstimation(reply.data.estimation);
  await syncCart();
  return reply;
}

/** Whether a refusal of Order Now is its question ('Some of your product(s) is/are out of stock!! Still want to add to cart?'). */
export const asksToConfirm = (error: { code: string }) => error.code === 'CONFLICT';

/** The estimation alternatives shown of one product: at most 12 (staff-tools.md §9). */
export const ALTERNATIVES_SHOWN = 12;

/** A product's cheaper alternatives (staff token or delegated token; the delegated one here). */
export function loadAlternatives(sku: string) {
  return asCustomer(PRODUCT_ALTERNATIVES, { sku }).then((reply) =>
    mapOutcome(reply, ({ productAlternatives }) => ({ ...productAlternatives, items: productAlternatives.items.slice(0, ALTERNATIVES_SHOWN) })),
  );
}

/** The customer's savings page: the estimation behind the link (NOT_FOUND for a bad, tampered or expired one). */
export function loadCustomerSavings(token: string) {
  return runPublic(CUSTOMER_SAVINGS, { token }, 'query').then((reply) => mapOutcome(reply, (data) => data.customerSavings));
}

/** "I'm interested", from the savings link. */
export function sayInterested(token: string) {
  return runPublic(CUSTOMER_SAVINGS_INTERESTED, { token }).then((reply) => mapOutcome(reply, (data) => data.customerSavingsInterested));
}
