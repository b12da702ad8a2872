import type { Resolvers } from '../../generated/resolvers-types.ts';
import { signedIn, smallFile } from '../guard.ts';

/** Support tickets: list, detail, opening one, comments and attached files (multipart). */
export const ticketResolvers: Resolvers = {
  Query: {
    tickets: (_p, _a, ctx) => signedIn(ctx, (token) => ctx.tickets.list(token)),
    ticket: (_p, { id }, ctx) => signedIn(ctx, (token) => ctx.tickets.get(token, id)),
  },
  Mutation: {
    createTicket: (_p, { input }, ctx) => signedIn(ctx, (token) => ctx.tickets.create(token, input)),
    addTicketComment: (_p, { id, body }, ctx) => signedIn(ctx, (token) => ctx.tickets.comment(token, id, body)),
    attachTicketFile: (_p, { id, file }, ctx) => signedIn(ctx, (token) => ctx.tickets.attach(token, id, smallFile(file))),
  },
};
