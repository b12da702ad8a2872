import type { Resolvers } from '../../generated/resolvers-types.ts';
import { signedIn, smallFile } from './guard.ts';

/** Support tickets, notifications and the wallet. */
export const ticketResolvers: Resolvers = {
  Wallet: {
    balance: (w) => w.balancePaise,
  },
  WalletTransaction: {
    amount: (t) => t.amountPaise,
  },
  Query: {
    tickets: (_p, _a, ctx) => signedIn(ctx, (token) => ctx.account.tickets.list(token)),
    ticket: (_p, { id }, ctx) => signedIn(ctx, (token) => ctx.account.tickets.get(token, id)),
    notifications: (_p, _a, ctx) => signedIn(ctx, (token) => ctx.account.notifications.list(token)),
    wallet: (_p, _a, ctx) => signedIn(ctx, (token) => ctx.account.wallet.get(token)),
  },
  Mutation: {
    createTicket: (_p, { input }, ctx) => signedIn(ctx, (token) => ctx.account.tickets.create(token, input)),
    addTicketComment: (_p, { id, body }, ctx) => signedIn(ctx, (token) => ctx.account.tickets.comment(token, id, body)),
    attachTicketFile: (_p, { id, file }, ctx) => signedIn(ctx, (token) => ctx.account.tickets.attach(token, id, smallFile(file))),
    markNotificationRead: (_p, { id }, ctx) => signedIn(ctx, (token) => ctx.account.notifications.markRead(token, id)),
  },
};
