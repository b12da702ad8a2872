import { map } from 'nanostores';
import { addNewLead, removeLeadBySid, updateLeadInList } from '../../../../domain/lead-list.ts';
import type { LeadCaptureCampFragment } from '../../../gql/graphql.ts';
import type { KeptLead } from './kept-lead.ts';

/**
 * The lead store (staff-tools.md §3 "Lead store"; issue 17) for the lead capture pages: the phone's leads
 * (data, newest first, by the §4 list rules of domain/lead-list.ts), the lead being edited
 * (selectedLead), the form's unsaved lead (newLead), when the phone last heard from the server
 * (lastSyncedOn), the camps a lead may name and the one chosen (/pre-add-lead). Only what the signed-in
 * staff user captured is here (./storage.ts reads it from IndexedDB with their key).
 *
 * The rest of the spec's lead store (fhData, fhFollowUpData, fhFilter, customerMigrationFeedbackOptions,
 * orderEstimateReminderSource) belongs to the follow-up and migration pages (src/stores/staff/lead-pages.ts).
 */
export type LeadDraft = Partial<Omit<KeptLead, 'clientId' | 'ownerId'>>;

export interface LeadStore {
  /** Whose leads these are (the staff user's id), once read. */
  ownerId: string | null;
  /** 'loading' until the phone's leads are read; 'locked' without the staff user's key (./vault.ts). */
  status: 'loading' | 'ready' | 'locked' | 'unsupported';
  data: KeptLead[];
  selectedLead: KeptLead | null;
  newLead: LeadDraft | null;
  /** ISO instant of the server's last answer to a change of this phone. */
  lastSyncedOn: string | null;
  healthCamps: LeadCaptureCampFragment[];
  selectedCamp: string | null;
}

export const EMPTY_LEAD_STORE: LeadStore = {
  ownerId: null,
  status: 'loading',
  data: [],
  selectedLead: null,
  newLead: null,
  lastSyncedOn: null,
  healthCamps: [],
  selectedCamp: null,
};

export const $leadStore = map<LeadStore>({ ...EMPTY_LEAD_STORE });

/** A lead saved the first time goes to the front. */
export function showNewLead(lead: KeptLead): void {
  $leadStore.setKey('data', addNewLead($leadStore.get().data, lead));
}

/** A changed lead (an edit, the server's answer): the one with its client id, sid or mobile leaves, it goes to the front. */
export function showUpdatedLead(lead: KeptLead): void {
  const { data, selectedLead } = $leadStore.get();
  $leadStore.setKey('data', updateLeadInList(data, lead));
  if (selectedLead?.clientId === lead.clientId) $leadStore.setKey('selectedLead', lead);
}

/** A lead in place (its sync state changed), without moving it. */
export function showLeadInPlace(lead: KeptLead): void {
  const { data } = $leadStore.get();
  if (!data.some((l) => l.clientId === lead.clientId)) {
    showNewLead(lead);
    return;
  }
  $leadStore.setKey(
    'data',
    data.map((l) => (l.clientId === lead.clientId ? lead : l)),
  );
}

/** Removal is by sid (§4); a lead the server never had goes by its client id. */
export function hideLead(lead: Pick<KeptLead, 'sid' | 'clientId'>): void {
  const { data, selectedLead } = $leadStore.get();
  $leadStore.setKey('data', lead.sid === null ? data.filter((l) => l.clientId !== lead.clientId) : removeLeadBySid(data, lead.sid));
  if (selectedLead?.clientId === lead.clientId) $leadStore.setKey('selectedLead', null);
}

/** The phone's leads as read from IndexedDB, in the order they were last changed (newest first). */
export function showKeptLeads(ownerId: string, leads: readonly (KeptLead & { listedAt: number })[]): void {
  const sorted = [...leads].sort((a, b) => b.listedAt - a.listedAt).map(({ listedAt: _, ...lead }) => lead as KeptLead);
  $leadStore.set({ ...$leadStore.get(), ownerId, status: 'ready', data: sorted });
}

export function selectLead(lead: KeptLead | null): void {
  $leadStore.setKey('selectedLead', lead);
}

/** Another user signs in on this phone: nothing of the last one's stays in memory. */
export function resetLeadStore(): void {
  $leadStore.set({ ...EMPTY_LEAD_STORE });
}
