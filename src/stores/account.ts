import { atom } from 'nanostores';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import type {
  AddressFieldsFragment,
  AddressInput,
  CancelReason,
  OrderFieldsFragment,
  PrescriptionFieldsFragment,
  RatingInput,
  ReturnItemInput,
  TicketFieldsFragment,
  TicketInput,
} from '../gql/graphql.ts';
import { ADD_ADDRESS, ADDRESSES_QUERY, CHECK_PIN_CODE_QUERY, DELETE_ADDRESS, UPDATE_ADDRESS } from '../graphql/addresses.ts';
import { MARK_NOTIFICATION_READ, NOTIFICATIONS_QUERY } from '../graphql/notifications.ts';
import { BUY_AGAIN_QUERY, CANCEL_ORDER, ORDER_QUERY, ORDERS_QUERY, RATE_ORDER, RETURN_ORDER } from '../graphql/orders.ts';
import { ADD_PATIENT, DELETE_PATIENT, PATIENTS_QUERY, UPDATE_PATIENT } from '../graphql/patients.ts';
import { PRESCRIPTIONS_QUERY, UPLOAD_LINK_QUERY, UPLOAD_PRESCRIPTION, UPLOAD_PRESCRIPTION_BY_LINK } from '../graphql/prescriptions.ts';
import { ADD_TICKET_COMMENT, ATTACH_TICKET_FILE, CREATE_TICKET, TICKET_QUERY, TICKETS_QUERY } from '../graphql/tickets.ts';
import { WALLET_QUERY } from '../graphql/wallet.ts';
import type { Outcome } from './outcome.ts';
import { $session, runAuthed, runPublic } from './session.ts';

/**
 * The account pages' actions (storefront.md §2 my-account). Each runs as the signed-in user through
 * the session's refresh lock and answers an Outcome the page shows; the server keeps the records.
 */
export type Address = AddressFieldsFragment;
export type Order = OrderFieldsFragment;
export type Prescription = PrescriptionFieldsFragment;
export type Ticket = TicketFieldsFragment;

const map = <A, B>(outcome: Outcome<A>, pick: (data: A) => B): Outcome<B> => (outcome.ok ? { ok: true, data: pick(outcome.data) } : outcome);

/** storefront.md §9: max saved addresses. */
export const MAX_ADDRESSES = 6;
/** Uploads: images and PDF up to 5 MB, checked here before sending and again by the server. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Refuses a file the server would refuse, without sending it. */
export function checkUpload(file: { type: string; size: number } | null | undefined): string | null {
  if (!file || file.size === 0) return ACCOUNT_MESSAGES.uploadFailed;
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return ACCOUNT_MESSAGES.uploadType;
  if (file.size > UPLOAD_MAX_BYTES) return ACCOUNT_MESSAGES.uploadTooLarge;
  return null;
}

export const loadAddresses = async () => map(await runAuthed(ADDRESSES_QUERY, {}), (d) => d.addresses);
export const checkPinCode = async (pinCode: string) => map(await runAuthed(CHECK_PIN_CODE_QUERY, { pinCode }), (d) => d.checkPinCode);
export async function saveAddress(input: AddressInput, id?: string): Promise<Outcome<Address>> {
  if (id) return map(await runAuthed(UPDATE_ADDRESS, { id, input }, 'mutation'), (d) => d.updateAddress);
  return map(await runAuthed(ADD_ADDRESS, { input }, 'mutation'), (d) => d.addAddress);
}
export const deleteAddress = async (id: string) => map(await runAuthed(DELETE_ADDRESS, { id }, 'mutation'), (d) => d.deleteAddress);

export const loadPatients = async () => map(await runAuthed(PATIENTS_QUERY, {}), (d) => d.patients);
export async function savePatient(name: string, age: number, id?: string) {
  if (id) return map(await runAuthed(UPDATE_PATIENT, { id, name, age }, 'mutation'), (d) => d.updatePatient);
  return map(await runAuthed(ADD_PATIENT, { name, age }, 'mutation'), (d) => d.addPatient);
}
export const deletePatient = async (id: string) => map(await runAuthed(DELETE_PATIENT, { id }, 'mutation'), (d) => d.deletePatient);

export const loadOrders = async (page = 1) => map(await runAuthed(ORDERS_QUERY, { page }), (d) => d.orders);
/** An order of the signed-in customer; another customer's id is the spec's 'OrderId Mismatch, No records found'. */
export async function loadOrder(id: string): Promise<Outcome<Order>> {
  const loaded = await runAuthed(ORDER_QUERY, { id });
  if (!loaded.ok) return loaded;
  return loaded.data.order ? { ok: true, data: loaded.data.order } : { ok: false, error: { code: 'NOT_FOUND', message: ACCOUNT_MESSAGES.orderIdMismatch } };
}
export const cancelOrder = async (id: string, reason: CancelReason) => map(await runAuthed(CANCEL_ORDER, { id, reason }, 'mutation'), (d) => d.cancelOrder);
export async function returnOrder(id: string, items: ReturnItemInput[], reason: string): Promise<Outcome<Order>> {
  const chosen = items.filter((item) => item.qty > 0);
  if (chosen.length === 0) return { ok: false, error: { code: 'BAD_USER_INPUT', message: ACCOUNT_MESSAGES.noReturnItems } };
  return map(await runAuthed(RETURN_ORDER, { id, items: chosen, reason }, 'mutation'), (d) => d.returnOrder);
}
export const rateOrder = async (id: string, rating: RatingInput) => map(await runAuthed(RATE_ORDER, { id, rating }, 'mutation'), (d) => d.rateOrder);

export const loadPrescriptions = async () => map(await runAuthed(PRESCRIPTIONS_QUERY, {}), (d) => d.prescriptions);
export async function uploadPrescription(file: File | null | undefined, orderId?: string): Promise<Outcome<Prescription>> {
  const refused = checkUpload(file);
  if (refused || !file) return { ok: false, error: { code: 'BAD_USER_INPUT', message: refused ?? ACCOUNT_MESSAGES.uploadFailed } };
  return map(await runAuthed(UPLOAD_PRESCRIPTION, { file, orderId: orderId ?? null }, 'mutation'), (d) => d.uploadPrescription);
}

export const loadTickets = async () => map(await runAuthed(TICKETS_QUERY, {}), (d) => d.tickets);
export async function loadTicket(id: string): Promise<Outcome<Ticket>> {
  const loaded = await runAuthed(TICKET_QUERY, { id });
  if (!loaded.ok) return loaded;
  return loaded.data.ticket
    ? { ok: true, data: loaded.data.ticket }
    : { ok: false, error: { code: 'NOT_FOUND', message: ACCOUNT_MESSAGES.orderDetailsUnavailable } };
}
export const createTicket = async (input: TicketInput) => map(await runAuthed(CREATE_TICKET, { input }, 'mutation'), (d) => d.createTicket);
export const commentOnTicket = async (id: string, body: string) =>
  map(await runAuthed(ADD_TICKET_COMMENT, { id, body }, 'mutation'), (d) => d.addTicketComment);
export async function attachTicketFile(id: string, file: File | null | undefined): Promise<Outcome<Ticket>> {
  const refused = checkUpload(file);
  if (refused || !file) return { ok: false, error: { code: 'BAD_USER_INPUT', message: refused ?? ACCOUNT_MESSAGES.uploadFailed } };
  return map(await runAuthed(ATTACH_TICKET_FILE, { id, file }, 'mutation'), (d) => d.attachTicketFile);
}

export const loadNotifications = async () => map(await runAuthed(NOTIFICATIONS_QUERY, {}), (d) => d.notifications);
export const markNotificationRead = async (id: string) => map(await runAuthed(MARK_NOTIFICATION_READ, { id }, 'mutation'), (d) => d.markNotificationRead);
export const loadWallet = async () => map(await runAuthed(WALLET_QUERY, {}), (d) => d.wallet);
export const loadBuyAgain = async () => map(await runAuthed(BUY_AGAIN_QUERY, {}), (d) => d.buyAgain);

/**
 * Opens an uploaded file (a prescription, a ticket attachment) with the user's token: files are never
 * public URLs, so the page fetches the bytes and shows them from a blob: URL, with their type (an
 * image is shown in the page, a PDF in a tab of its own).
 */
export async function fileUrl(path: string): Promise<Outcome<{ url: string; image: boolean }>> {
  const token = $session.get().userLoginToken;
  if (!token) return { ok: false, error: { code: 'UNAUTHENTICATED', message: ACCOUNT_MESSAGES.loginRequired } };
  try {
    const response = await fetch(path, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) return { ok: false, error: { code: String(response.status), message: ACCOUNT_MESSAGES.orderDetailsUnavailable } };
    const blob = await response.blob();
    return { ok: true, data: { url: URL.createObjectURL(blob), image: blob.type.startsWith('image/') } };
  } catch {
    return { ok: false, error: { code: 'NETWORK', message: ACCOUNT_MESSAGES.tryLater } };
  }
}

/** The section's notice after an action ("Account data has successfully been updated"). */
export const $accountNotice = atom<{ tone: 'success' | 'error'; message: string } | null>(null);

/** What an SMS upload link points at (no sign-in: the link is signed). */
export const uploadLinkTarget = async (token: string) => map(await runPublic(UPLOAD_LINK_QUERY, { token }), (d) => d.uploadLink);

/** Uploads a prescription through a signed SMS link. */
export async function uploadByLink(token: string, file: File | null | undefined): Promise<Outcome<true>> {
  const refused = checkUpload(file);
  if (refused || !file) return { ok: false, error: { code: 'BAD_USER_INPUT', message: refused ?? ACCOUNT_MESSAGES.uploadFailed } };
  return map(await runPublic(UPLOAD_PRESCRIPTION_BY_LINK, { token, file }), () => true as const);
}
