import { MESSAGES } from '../../../domain/messages.ts';
import type { CampRecord, LeadRecord } from '../../clients/leads-client.ts';
import { UpstreamBadResponseError } from '../../errors.ts';
import {
  CampKind,
  CampSlot,
  FollowUpInterval,
  LeadActivityKind,
  LeadFilter,
  LeadGender,
  LeadPatientType,
  LeadSource,
  LeadStatus,
  NoOrderReason,
  type ResolversTypes,
} from '../../generated/resolvers-types.ts';

/** The schema's types as resolvers return them. */
type Model<K extends keyof ResolversTypes> = Awaited<ResolversTypes[K]>;

/**
 * The schema's enum member of an upstream value. The client's zod schemas take only domain/lead.ts's
 * values, which are the schema's (leads.test.ts holds them equal); anything else is a bad response.
 */
function member<E extends Record<string, string>>(members: E) {
  const values = new Set<string>(Object.values(members));
  return (value: string): E[keyof E] => {
    if (!values.has(value)) throw new UpstreamBadResponseError(MESSAGES.wrongFormat);
    return value as E[keyof E];
  };
}
const nullable =
  <T>(to: (value: string) => T) =>
  (value: string | null): T | null =>
    value === null ? null : to(value);

export const toSource = member(LeadSource);
export const toFilter = member(LeadFilter);
export const toInterval = member(FollowUpInterval);
const toGender = nullable(member(LeadGender));
const toReason = nullable(member(NoOrderReason));
const toPatientType = nullable(member(LeadPatientType));
const toStatus = member(LeadStatus);
const toActivityKind = member(LeadActivityKind);
const toKind = member(CampKind);
const toSlot = member(CampSlot);

export function campOut(camp: CampRecord): Model<'HealthCamp'> {
  return { ...camp, kind: toKind(camp.kind), slot: toSlot(camp.slot) };
}

export function leadOut(lead: LeadRecord): Model<'Lead'> {
  return {
    ...lead,
    gender: toGender(lead.gender),
    source: toSource(lead.source),
    followUpInterval: lead.followUpInterval === null ? null : toInterval(lead.followUpInterval),
    reasonForNotPlacingOrder: toReason(lead.reasonForNotPlacingOrder),
    patientType: toPatientType(lead.patientType),
    healthCamp: lead.healthCamp && campOut(lead.healthCamp),
    status: toStatus(lead.status),
    activity: lead.activity.map((a) => ({ ...a, kind: toActivityKind(a.kind) })),
  };
}

export const cellsOut = (cells: readonly { filter: string; interval: string; count: number }[]) =>
  cells.map((c) => ({ filter: toFilter(c.filter), interval: toInterval(c.interval), count: c.count }));

export const leadPageOut = <P extends { items: LeadRecord[] }>(page: P) => ({ ...page, items: page.items.map(leadOut) });
