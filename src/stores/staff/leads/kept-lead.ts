import type { LeadFields } from '../../../../domain/lead.ts';
import type { LeadCaptureLeadFragment, LeadInput } from '../../../gql/graphql.ts';

/**
 * A lead as the phone keeps it (staff-tools.md §3 Lead; issue 17): the fields a person filled in, checked
 * by domain/lead.ts, and what the phone needs to send it exactly once and show where it stands:
 *
 * - clientId: made on the phone when the lead is first saved (a random id); the server keeps one lead per
 *   client id, so a create sent twice is one lead;
 * - sid: the server's id, null until the server has answered;
 * - clientUpdatedAt: when the phone last changed it (ISO); the newer change wins (domain/lead-sync.ts);
 * - isSyncedWithServer: the server holds this very change;
 * - sync: what the page shows: waiting (to be sent), sent, or refused with the server's message (final
 *   until the lead is edited);
 * - notice: a word about the last answer to show on the lead (a change that lost to a newer one);
 * - photo: a prescription photo taken with the lead, kept encrypted apart (./storage.ts) until uploaded;
 * - ownerId: the staff user who captured it: only ever sent with that user's session.
 */
export type LeadSyncState = { state: 'waiting' } | { state: 'sent' } | { state: 'refused'; code: string; message: string };

export interface LeadPhoto {
  state: 'waiting' | 'sent';
  type: string;
  size: number;
}

export interface KeptLead extends LeadFields {
  clientId: string;
  sid: string | null;
  clientUpdatedAt: string;
  isSyncedWithServer: boolean;
  ownerId: string;
  sync: LeadSyncState;
  notice: string | null;
  photo: LeadPhoto | null;
  /** When the server first saved it (ISO), once known. */
  createdAt: string | null;
}

/** The GraphQL input of a change (addLead / updateLead). */
export function leadInputOf(lead: KeptLead): LeadInput {
  return {
    clientId: lead.clientId,
    clientUpdatedAt: lead.clientUpdatedAt,
    name: lead.name,
    mobile: lead.mobile,
    gender: lead.gender,
    address: lead.address,
    isChronic: lead.isChronic,
    healthCampVisit: lead.healthCampVisit,
    homeVisitInterested: lead.homeVisitInterested,
    source: lead.source,
    vitalRecords: lead.vitalRecords,
    followUpDate: lead.followUpDate,
    followUpDetails: lead.followUpDetails,
    remarks: lead.remarks,
    reasonForNotPlacingOrder: lead.reasonForNotPlacingOrder,
    patientType: lead.patientType,
    panel: lead.panel,
    healthCampSid: lead.healthCampSid,
  };
}

/** The server's lead as the phone keeps it (synced), with what only the phone knows taken from `phone`. */
export function keptFromServer(server: LeadCaptureLeadFragment, phone: Pick<KeptLead, 'ownerId' | 'photo'>): KeptLead {
  return {
    clientId: server.clientId,
    sid: server.sid,
    clientUpdatedAt: server.clientUpdatedAt,
    isSyncedWithServer: true,
    ownerId: phone.ownerId,
    sync: { state: 'sent' },
    notice: null,
    photo: phone.photo,
    createdAt: server.createdAt,
    name: server.name,
    mobile: server.mobile,
    gender: server.gender,
    address: server.address,
    isChronic: server.isChronic,
    healthCampVisit: server.healthCampVisit,
    homeVisitInterested: server.homeVisitInterested,
    source: server.source,
    vitalRecords: server.vitalRecords,
    followUpDate: server.followUpDate,
    followUpDetails: server.followUpDetails,
    remarks: server.remarks,
    reasonForNotPlacingOrder: server.reasonForNotPlacingOrder,
    patientType: server.patientType,
    panel: server.panel,
    healthCampSid: server.healthCamp?.sid ?? null,
  };
}

/** Leads still to be sent (the page's "N leads waiting to be sent"): refused ones wait for an edit, not for the network. */
export const isWaiting = (lead: Pick<KeptLead, 'sync' | 'photo'>): boolean => lead.sync.state === 'waiting' || lead.photo?.state === 'waiting';
