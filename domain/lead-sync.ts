/**
 * How a lead changed on a phone reaches the server exactly once, and which change wins (staff-tools.md
 * §4 "Lead sync"; issue 17). Pure, used by the phone's lead store (src/stores/staff/leads/) and by the
 * upstream (upstream/leads/):
 *
 * - Every lead not yet synced is sent: a create when it has no sid, an update when it has one.
 * - A create carries the lead's client-made id; the server keeps one lead per client id, so a create
 *   sent twice (an answer lost, two tabs, a retry) is one lead: the second create is read as an update
 *   of that lead.
 * - Each change carries `clientUpdatedAt`, when the phone made it. The server applies a change only if
 *   it is newer than the one it holds; an older change is not applied and its sender is told (the
 *   answer says `applied: false` with the server's newer lead). The same change sent again is applied
 *   once and answered as applied (it is the change the server holds).
 * - The server's answer is stored as the synced lead, unless the lead changed on the phone while the
 *   change was on its way: then the phone keeps its newer change, takes the server's sid (so the next
 *   send is an update) and sends again.
 */

export type SyncAction = 'create' | 'update';

export function syncAction(lead: { sid: string | null }): SyncAction {
  return lead.sid === null ? 'create' : 'update';
}

const instant = (iso: string) => {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) throw new Error(`Not an instant: ${iso}`);
  return at;
};

/** What the server does with an incoming change to a lead it holds: 'apply' a newer one, 'same' for the one it holds, 'stale' for an older one. */
export type ChangeVerdict = 'apply' | 'same' | 'stale';
export function judgeChange(held: { clientUpdatedAt: string }, incoming: { clientUpdatedAt: string }): ChangeVerdict {
  const [h, i] = [instant(held.clientUpdatedAt), instant(incoming.clientUpdatedAt)];
  return i > h ? 'apply' : i === h ? 'same' : 'stale';
}

export interface PhoneLead {
  clientId: string;
  sid: string | null;
  clientUpdatedAt: string;
  isSyncedWithServer: boolean;
}

/**
 * The lead the phone keeps after the server answered the change `sent` with `server` (the server's lead,
 * applied or not). `current` is the phone's lead now (null when it was removed meanwhile: nothing kept).
 */
export function afterAnswer<L extends PhoneLead>(current: L | null, sent: Pick<L, 'clientUpdatedAt'>, server: L): L | null {
  if (current === null) return null;
  if (instant(current.clientUpdatedAt) > instant(sent.clientUpdatedAt) && instant(current.clientUpdatedAt) > instant(server.clientUpdatedAt))
    return { ...current, sid: server.sid, isSyncedWithServer: false };
  return { ...server, isSyncedWithServer: true };
}
