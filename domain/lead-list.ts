/**
 * The lead list rules of staff-tools.md §4 ("Leads"), over any lead with a client id, a sid (null until
 * the server has it) and a mobile. Pure: the phone's lead store applies them to what it keeps, and the
 * follow-up pages to what they page in.
 *
 * - A new lead goes to the front of the list.
 * - An update removes the lead matched by sid or mobile (and, for a lead the server has not seen yet,
 *   by its client-made id) and re-adds it at the front.
 * - Removal is by sid.
 * - Follow-up lists ignore leads whose sid is already present (a page loaded twice, or a lead both on
 *   the phone and in the server's answer, is listed once; the first one stays).
 */
export interface ListedLead {
  clientId: string;
  sid: string | null;
  mobile: string;
}

const sameLead = (a: ListedLead, b: ListedLead) => a.clientId === b.clientId || (a.sid !== null && a.sid === b.sid) || a.mobile === b.mobile;

export function addNewLead<L extends ListedLead>(list: readonly L[], lead: L): L[] {
  return [lead, ...list];
}

export function updateLeadInList<L extends ListedLead>(list: readonly L[], lead: L): L[] {
  return [lead, ...list.filter((other) => !sameLead(other, lead))];
}

export function removeLeadBySid<L extends ListedLead>(list: readonly L[], sid: string): L[] {
  return list.filter((lead) => lead.sid !== sid);
}

export function appendFollowUps<L extends Pick<ListedLead, 'sid'>>(list: readonly L[], page: readonly L[]): L[] {
  const present = new Set(list.map((lead) => lead.sid).filter((sid) => sid !== null));
  const out = [...list];
  for (const lead of page) {
    if (lead.sid !== null && present.has(lead.sid)) continue;
    if (lead.sid !== null) present.add(lead.sid);
    out.push(lead);
  }
  return out;
}
