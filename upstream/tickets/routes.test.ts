import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { FILES, formWith } from '../../test-utils/account-fixtures.ts';
import { setupAccountUpstream } from '../../test-utils/account-upstream.ts';
import { refusal } from '../../test-utils/refusal.ts';

const t = setupAccountUpstream();
const { call } = t;

describe('tickets', () => {
  it.each([
    [{ subject: 'x', body: 'y' }, M.issueTypeInvalid],
    [{ issueType: 'COMPLAINT', subject: 'x', body: 'y' }, M.issueTypeInvalid],
    [{ issueType: 'PAYMENT', subject: ' ', body: 'y' }, M.fieldRequired],
    [{ issueType: 'PAYMENT', subject: 'x' }, M.fieldRequired],
    [{ issueType: 'PAYMENT', subject: 'x'.repeat(121), body: 'y' }, M.fieldRequired],
    [{ issueType: 'PAYMENT', subject: 'x', body: 'y', orderId: 'nope' }, M.orderIdMismatch],
  ])('refuses %j', async (body, message) => {
    const reply = await call('/api/account/tickets', { body });
    expect(reply.body.result).toBe(message);
    expect((await call('/api/account/tickets')).body.result).toEqual([]);
  });

  it('keeps one ticket when the same one is sent again within 30 minutes (its first answer lost), and not after', async () => {
    const body = { issueType: 'OTHER', subject: 'Late parcel', body: 'My parcel is three days late' };
    const first = (await call('/api/account/tickets', { body })).body.result;
    const again = (await call('/api/account/tickets', { body })).body.result;
    expect(again).toEqual(first);
    const other = (await call('/api/account/tickets', { body: { ...body, body: 'And the box was open' } })).body.result;
    expect(other.id).not.toBe(first.id);
    await t.up.db
      .updateTable('tickets')
      .set({ created_at: new Date(t.up.now().getTime() - 31 * 60_000).toISOString() })
      .where('id', '=', first.id)
      .execute();
    await t.up.db
      .updateTable('ticket_comments')
      .set({ created_at: new Date(t.up.now().getTime() - 31 * 60_000).toISOString() })
      .where('ticket_id', '=', first.id)
      .execute();
    const later = (await call('/api/account/tickets', { body })).body.result;
    expect(later.id).not.toBe(first.id);
    await t.up.db.updateTable('tickets').set({ status: 'CLOSED' }).where('id', 'in', [first.id, other.id, later.id]).execute();
  });

  it('opens a ticket, takes comments and files with the upload rules, and refuses a closed one', async () => {
    const ticket = (await call('/api/account/tickets', { body: { issueType: 'PAYMENT', subject: 'Charged twice', body: 'My card was charged twice' } })).body
      .result;
    expect(ticket).toMatchObject({ issue_type: 'PAYMENT', status: 'OPEN', comments: [{ body: 'My card was charged twice', mine: true }], files: [] });
    expect(ticket.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await call(`/api/account/tickets/${ticket.id}/comments`, { body: { body: '' } })).body.result).toBe(M.fieldRequired);
    expect((await call(`/api/account/tickets/${ticket.id}/comments`, { body: { body: 'Any news?' } })).body.result.comments).toHaveLength(2);
    expect((await call(`/api/account/tickets/${ticket.id}/files`, { body: formWith(FILES.html, 'shot.png') })).body.result).toBe(M.uploadType);
    const withFile = (await call(`/api/account/tickets/${ticket.id}/files`, { body: formWith(FILES.png, '../statement.png') })).body.result;
    expect(withFile.files).toEqual([expect.objectContaining({ file_name: 'statement.png', mime_type: 'image/png' })]);
    expect((await fetch(`${t.up.url}${withFile.files[0].path}`, { headers: { 'x-access-token': t.me.token } })).status).toBe(200);
    await t.up.db.updateTable('tickets').set({ status: 'RESOLVED' }).where('id', '=', ticket.id).execute();
    expect((await call(`/api/account/tickets/${ticket.id}/comments`, { body: { body: 'Still wrong' } })).body.result.status).toBe('OPEN');
    await t.up.db.updateTable('tickets').set({ status: 'CLOSED' }).where('id', '=', ticket.id).execute();
    expect((await call(`/api/account/tickets/${ticket.id}/comments`, { body: { body: 'Hello?' } })).body).toEqual(refusal(409, M.ticketClosed));
    expect((await call(`/api/account/tickets/${ticket.id}`)).body.result.comments).toHaveLength(3);
  });
});
