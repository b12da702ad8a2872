/**
 * The audit trail's actions (upstream/staff/audit.ts AUDIT_ACTIONS) as the staff pages word them:
 * `staff.actions.<action>`. An action this build does not know (a newer server) shows as it is sent.
 */
export const AUDIT_ACTION_NAMES = [
  'customer.register',
  'order.place',
  'order.cancel',
  'order.return',
  'order.rate',
  'order.prescription',
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
  'notification.read',
  'payment.start',
  'profile.update',
] as const;

type AuditActionName = (typeof AUDIT_ACTION_NAMES)[number];
const isKnown = (action: string): action is AuditActionName => (AUDIT_ACTION_NAMES as readonly string[]).includes(action);
type Underscored<A extends string> = A extends `${infer Head}.${infer Tail}` ? `${Head}_${Tail}` : A;

export function actionText(action: string, s: (key: `staff.actions.${Underscored<AuditActionName>}`) => string): string {
  return isKnown(action) ? s(`staff.actions.${action.replace('.', '_') as Underscored<AuditActionName>}`) : action;
}
