import type { AuditFilter } from '../../gql/graphql.ts';
import { AUDIT_TRAIL, SEARCH_MISSES } from '../../graphql/staff.ts';
import { mapOutcome } from '../outcome.ts';
import { runStaff } from './calls.ts';

/** A page of the audit trail (admins: all of it; a franchise owner: the shop's), newest first. */
export function loadAuditTrail(filter: AuditFilter) {
  return runStaff(AUDIT_TRAIL, { filter }).then((reply) => mapOutcome(reply, (data) => data.auditTrail));
}

/** The searches that found nothing, most frequent first (admins only). */
export function loadSearchMisses(start = 0, size = 50) {
  return runStaff(SEARCH_MISSES, { start, size }).then((reply) => mapOutcome(reply, (data) => data.searchMisses));
}
