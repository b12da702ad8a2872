import { type AuditAction, isAuditAction } from '../../../domain/audit-actions.ts';

type Underscored<A extends string> = A extends `${infer Head}.${infer Tail}` ? `${Head}_${Tail}` : A;

/**
 * An audit trail action (domain/audit-actions.ts) as the staff pages word it: `staff.actions.<action
 * with _>`. An action this build does not know (a newer server) shows as it is sent.
 */
export function actionText(action: string, s: (key: `staff.actions.${Underscored<AuditAction>}`) => string): string {
  return isAuditAction(action) ? s(`staff.actions.${action.replace('.', '_') as Underscored<AuditAction>}`) : action;
}
