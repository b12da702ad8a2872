import { isAuditAction } from '../../domain/audit-actions.ts';
import type { AccountActivityQuery } from '../gql/graphql.ts';
import { ACCOUNT_ACTIVITY_QUERY } from '../graphql/account-activity.ts';
import type { StringKey, StringParams } from '../i18n/keys.ts';
import { mapOutcome } from './outcome.ts';
import { runAuthed } from './session.ts';

/**
 * "Activity on my account" (issue 15): what staff did on the signed-in customer's account for them,
 * newest first, a page at a time. Who acted is the shop (its name) or the pharmacy's own support (its
 * admins and call-centre advisers), never the person; what they did is one phrase per action.
 */
export type ActivityPage = AccountActivityQuery['accountActivity'];
export type ActivityEvent = ActivityPage['items'][number];

export const ACTIVITY_PAGE_SIZE = 20;

/** Page `page` (1 the newest) of the activity. */
export const loadActivity = async (page = 1) =>
  mapOutcome(
    await runAuthed(ACCOUNT_ACTIVITY_QUERY, { start: (Math.max(1, page) - 1) * ACTIVITY_PAGE_SIZE, size: ACTIVITY_PAGE_SIZE }),
    (d) => d.accountActivity,
  );

/** How many pages the activity has (one, when it is empty). */
export const activityPages = (page: Pick<ActivityPage, 'total' | 'size'>) => Math.max(1, Math.ceil(page.total / Math.max(1, page.size)));

/** The actions the page words, each `account.activity.actions.<action>` (domain/audit-actions.ts). */
export { AUDIT_ACTIONS as ACTIVITY_ACTIONS, type AuditAction as ActivityAction } from '../../domain/audit-actions.ts';

type Translate = (key: StringKey, params?: StringParams) => string;

/**
 * Who acted: the shop's name for a franchise owner or assistant; "Purba Pharmacy support" for the
 * pharmacy's admins and advisers (who have no shop).
 */
export function activityActor(event: Pick<ActivityEvent, 'shopName'>, s: Translate): string {
  return event.shopName ?? s('account.activity.pharmacy');
}

/**
 * What was done, in the customer's words: "Placed order PB10000012", "Added an address". An order is
 * named by its number (its public id if the number could not be read); an action this build does not
 * know yet reads as "Made a change to your account".
 */
export function activityText(event: Pick<ActivityEvent, 'action' | 'orderNumber' | 'targetId'>, s: Translate): string {
  if (!isAuditAction(event.action)) return s('account.activity.actions.other');
  return s(`account.activity.actions.${event.action}`, { number: event.orderNumber ?? event.targetId });
}

/** Where the customer can see what the action was on (the order, the ticket), or null. */
export function activityLink(event: Pick<ActivityEvent, 'targetType' | 'targetId'>): string | null {
  const id = encodeURIComponent(event.targetId);
  if (event.targetType === 'order') return `/my-account/orders/${id}`;
  if (event.targetType === 'ticket') return `/my-account/tickets?ticket=${id}`;
  return null;
}
