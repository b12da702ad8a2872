/**
 * What a staff user did for a customer, as the audit trail names it: one action per write path
 * (upstream/staff/audit.ts records them; the customer's "Activity on my account" words them as
 * `account.activity.actions.<action>`, the staff trail as `staff.actions.<action with _>`).
 */
export const AUDIT_ACTIONS = [
  'customer.register',
  'order.place',
  'order.cancel',
  'order.return',
  'order.rate',
  'order.prescription',
  'order.approve',
  'cart.create',
  'cart.change',
  'cart.coupon',
  'cart.address',
  'address.create',
  'address.update',
  'address.delete',
  'patient.create',
  'patient.update',
  'patient.delete',
  'prescription.upload',
  'ticket.create',
  'ticket.comment',
  'ticket.close',
  'notification.read',
  'payment.start',
  'profile.update',
  'estimation.create',
  'estimation.update',
  'estimation.reestimate',
  'estimation.share',
  'estimation.order',
  'estimation.decode',
  'estimation.decoded',
  // Migration and retention calls (issue 17): an adviser's feedback on a call, a message sent to the customer.
  'retention.feedback',
  'retention.message',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Whether `action` is one this build words (a newer server may send others). */
export const isAuditAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);
