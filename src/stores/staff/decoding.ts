import { ACCOUNT_MESSAGES } from '../../../domain/account-messages.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { SearchPanelQuery } from '../../gql/graphql.ts';
import { START_PRESCRIPTION_DECODING, SUBMIT_PRESCRIPTION_DECODING } from '../../graphql/decoding.ts';
import { SEARCH_PANEL_QUERY } from '../../graphql/search.ts';
import { graphqlClient } from '../../lib/graphql-client.ts';
import { toUserFacingError } from '../../lib/graphql-errors.ts';
import { mapOutcome, type Outcome } from '../outcome.ts';
import { $session, runAuthed } from '../session.ts';
import { checkQuantity } from './typed-quantity.ts';

/**
 * Prescription decoding (issue 16; staff-tools.md §2 add-product-using-prescription, §4 prescription
 * decoding, §7 setDecodePrescriptionStartTime, addProductUsingPrescriptionData): a staff user acting for
 * the customer opens one of their prescriptions, which records the start of decoding, picks the products
 * written on it by name or salt with a quantity each, and submits them as an estimation or into the
 * customer's cart. Everything runs with the customer session's delegated token, so the server decides
 * whose prescription it is; the rules of the picked list are here, without React.
 */

/** A product found by the picker: the search panel's own answer (the same query, the same index). */
export type FoundProduct = SearchPanelQuery['search']['items'][number];

/** One product picked from the prescription, and the quantity typed for it (kept as typed until submitted). */
export interface PickedLine {
  sku: string;
  name: string;
  saltinfo: string;
  qty: string;
}

export const SEARCH_MIN = 3;
export const SEARCH_SIZE = 8;

/** Adds a product once: picking it again keeps the line (and its quantity) where it is. */
export function addPicked(lines: readonly PickedLine[], product: Pick<FoundProduct, 'sku' | 'name' | 'saltinfo'>): PickedLine[] {
  if (lines.some((l) => l.sku === product.sku)) return [...lines];
  return [...lines, { sku: product.sku, name: product.name, saltinfo: product.saltinfo ?? '', qty: '1' }];
}

export const setPickedQty = (lines: readonly PickedLine[], sku: string, qty: string): PickedLine[] => lines.map((l) => (l.sku === sku ? { ...l, qty } : l));
export const removePicked = (lines: readonly PickedLine[], sku: string): PickedLine[] => lines.filter((l) => l.sku !== sku);

export type LinesCheck =
  | { ok: true; lines: { sku: string; qty: number }[] }
  | { ok: false; message: string; messageKey: string; params?: Record<string, string | number>; sku: string | null };

/**
 * The picked lines as the server takes them: at least one, each quantity a positive whole number below
 * the line maximum (§5's estimation quantity rule, the cart's messages). The first problem is named with
 * its line's SKU, for the page to put beside that line.
 */
export function checkLines(lines: readonly PickedLine[]): LinesCheck {
  if (lines.length === 0) return { ok: false, message: MESSAGES.noProducts, messageKey: 'messages.noProducts', sku: null };
  const checked: { sku: string; qty: number }[] = [];
  for (const line of lines) {
    const parsed = checkQuantity(line.qty);
    if (!parsed.ok)
      return { ok: false, message: parsed.message, messageKey: parsed.messageKey, ...(parsed.params ? { params: parsed.params } : {}), sku: line.sku };
    checked.push({ sku: line.sku, qty: parsed.qty });
  }
  return { ok: true, lines: checked };
}

/**
 * /dpfc/{cusSid_adminId}: the customer to decode for, and the admin the link was made for. The customer's
 * sid is everything before the last underscore; null when the reference has no two non-empty parts.
 */
export function parseDecodeLink(ref: string): { cusSid: string; adminId: string } | null {
  const cut = ref.lastIndexOf('_');
  if (cut <= 0 || cut === ref.length - 1) return null;
  return { cusSid: ref.slice(0, cut), adminId: ref.slice(cut + 1) };
}

/** The link an admin can give for decoding a customer's prescription. */
export const decodeLinkRef = (cusSid: string, adminId: string) => `${cusSid}_${adminId}`;

/** Products by name or salt, with the search panel's query (staff search the catalogue as customers do). */
export async function searchProducts(query: string, signal?: AbortSignal): Promise<Outcome<FoundProduct[]>> {
  const text = query.trim();
  if (text.length < SEARCH_MIN) return { ok: true, data: [] };
  try {
    const result = await graphqlClient()
      .query(SEARCH_PANEL_QUERY, { query: text, size: SEARCH_SIZE }, { fetchOptions: signal ? { signal } : {} })
      .toPromise();
    if (result.error) return { ok: false, error: toUserFacingError(result.error) };
    if (!result.data) return { ok: false, error: { code: 'INTERNAL_SERVER_ERROR', message: MESSAGES.serverProblem } };
    return { ok: true, data: result.data.search.items };
  } catch {
    return { ok: false, error: { code: 'NETWORK', message: MESSAGES.noConnection, messageKey: 'messages.noConnection' } };
  }
}

/** Starts decoding one of the customer's prescriptions (setDecodePrescriptionStartTime): its estimation, in status DECODING. */
export const startDecoding = async (prescriptionId: string) =>
  mapOutcome(await runAuthed(START_PRESCRIPTION_DECODING, { prescriptionId }, 'mutation'), (d) => d.startPrescriptionDecoding);

/** Submits the picked products (addProductUsingPrescriptionData): an estimation, or with toCart the customer's cart as well. */
export async function submitDecoding(estimateId: string, picked: readonly PickedLine[], toCart: boolean) {
  const checked = checkLines(picked);
  if (!checked.ok) {
    const { message, messageKey, params } = checked;
    return { ok: false, error: { code: 'BAD_USER_INPUT', message, messageKey, ...(params ? { params } : {}) } } as const;
  }
  return mapOutcome(
    await runAuthed(SUBMIT_PRESCRIPTION_DECODING, { estimateId, lines: checked.lines.map((l) => ({ sku: l.sku, qty: l.qty })), toCart }, 'mutation'),
    (d) => d.submitPrescriptionDecoding,
  );
}

/**
 * The bytes of one of the customer's files (the private file route, with the delegated token) and their
 * type: an image is shown from a blob: URL, a PDF's bytes go to the PDF viewer.
 */
export async function fetchPrescriptionFile(path: string, signal?: AbortSignal): Promise<Outcome<{ bytes: ArrayBuffer; type: string }>> {
  const token = $session.get().userLoginToken;
  if (!token) return { ok: false, error: { code: 'UNAUTHENTICATED', message: ACCOUNT_MESSAGES.loginRequired } };
  try {
    const response = await fetch(path, { headers: { authorization: `Bearer ${token}` }, ...(signal ? { signal } : {}) });
    if (!response.ok) return { ok: false, error: { code: String(response.status), message: ACCOUNT_MESSAGES.fileNotFound } };
    return { ok: true, data: { bytes: await response.arrayBuffer(), type: (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '' } };
  } catch {
    return { ok: false, error: { code: 'NETWORK', message: ACCOUNT_MESSAGES.tryLater } };
  }
}
