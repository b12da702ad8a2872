import { APPROVE_PRESCRIPTION_ORDER, PENDING_PRESCRIPTION_APPROVALS } from '../../graphql/prescription-approval.ts';
import { mapOutcome } from '../outcome.ts';
import { runStaff } from './calls.ts';

/**
 * Orders waiting for a prescription, for admins (issue 16): the list and the approval are the admin's own
 * operations (the staff token); the customer's prescriptions are read by acting for the customer
 * (./acting.ts selectCustomer), as every staff page reads a customer's records.
 */
export const APPROVALS_PAGE = 20;

export const loadPendingApprovals = async (start = 0) =>
  mapOutcome(await runStaff(PENDING_PRESCRIPTION_APPROVALS, { start, size: APPROVALS_PAGE }), (d) => d.pendingPrescriptionApprovals);

export const approveOrder = async (orderId: string, prescriptionId: string) =>
  mapOutcome(await runStaff(APPROVE_PRESCRIPTION_ORDER, { orderId, prescriptionId }, 'mutation'), (d) => d.approvePrescriptionOrder);
