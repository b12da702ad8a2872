import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { FILES } from '../../../test-utils/account-fixtures.ts';
import { setupAccountGateway } from '../../../test-utils/account-gateway.ts';

const t = setupAccountGateway();

describe('tickets through GraphQL', () => {
  it('opens a ticket, comments, attaches a file by multipart, and hides it from others', async () => {
    const created = await t.gql('mutation($input: TicketInput!) { createTicket(input: $input) { id status issueType comments { body mine } } }', {
      input: { issueType: 'PRESCRIPTION', subject: 'Rx rejected', body: 'Why was it rejected?' },
    });
    const ticket = created.data.createTicket;
    expect(ticket).toMatchObject({ status: 'OPEN', issueType: 'PRESCRIPTION', comments: [{ body: 'Why was it rejected?', mine: true }] });
    const bad = await t.gql('mutation($input: TicketInput!) { createTicket(input: $input) { id } }', { input: { issueType: 'NOPE', subject: 'a', body: 'b' } });
    expect(bad.errors?.[0]).toMatchObject({ message: M.issueTypeInvalid, extensions: { code: 'BAD_USER_INPUT' } });
    const attached = await t.gqlUpload(
      'mutation($id: ID!, $file: File!) { attachTicketFile(id: $id, file: $file) { files { fileName mimeType } } }',
      { id: ticket.id },
      'file',
      new File([new Uint8Array(FILES.jpeg)], 'scan.jpg'),
    );
    expect(attached.data.attachTicketFile.files).toEqual([{ fileName: 'scan.jpg', mimeType: 'image/jpeg' }]);
    const hidden = await t.gql('query($id: ID!) { ticket(id: $id) { id } }', { id: ticket.id }, t.other.token);
    expect(hidden.errors?.[0]).toMatchObject({ message: M.ticketNotFound, extensions: { code: 'NOT_FOUND' } });
  });
});
