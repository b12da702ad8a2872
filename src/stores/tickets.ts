import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import type { TicketFieldsFragment, TicketInput } from '../gql/graphql.ts';
import { ADD_TICKET_COMMENT, ATTACH_TICKET_FILE, CREATE_TICKET, TICKET_QUERY, TICKETS_QUERY } from '../graphql/tickets.ts';
import { mapOutcome, type Outcome } from './outcome.ts';
import { checkUpload } from './prescriptions.ts';
import { runAuthed } from './session.ts';

/** The customer's support tickets (storefront.md §2 my-account): raise, read, comment, attach a file. */
export type Ticket = TicketFieldsFragment;

export const loadTickets = async () => mapOutcome(await runAuthed(TICKETS_QUERY, {}), (d) => d.tickets);
export async function loadTicket(id: string): Promise<Outcome<Ticket>> {
  const loaded = await runAuthed(TICKET_QUERY, { id });
  if (!loaded.ok) return loaded;
  return loaded.data.ticket
    ? { ok: true, data: loaded.data.ticket }
    : { ok: false, error: { code: 'NOT_FOUND', message: ACCOUNT_MESSAGES.orderDetailsUnavailable } };
}
export const createTicket = async (input: TicketInput) => mapOutcome(await runAuthed(CREATE_TICKET, { input }, 'mutation'), (d) => d.createTicket);
export const commentOnTicket = async (id: string, body: string) =>
  mapOutcome(await runAuthed(ADD_TICKET_COMMENT, { id, body }, 'mutation'), (d) => d.addTicketComment);
/** Attaches a file to a ticket, checked as a prescription upload is. */
export async function attachTicketFile(id: string, file: File | null | undefined): Promise<Outcome<Ticket>> {
  const refused = checkUpload(file);
  if (refused || !file) return { ok: false, error: { code: 'BAD_USER_INPUT', message: refused ?? ACCOUNT_MESSAGES.uploadFailed } };
  return mapOutcome(await runAuthed(ATTACH_TICKET_FILE, { id, file }, 'mutation'), (d) => d.attachTicketFile);
}
