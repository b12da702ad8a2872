/** Orders waiting for a prescription, and an admin's approval of one. */
export {
  ApprovePrescriptionOrderDocument as APPROVE_PRESCRIPTION_ORDER,
  PendingPrescriptionApprovalsDocument as PENDING_PRESCRIPTION_APPROVALS,
} from '../gql/graphql.ts';
