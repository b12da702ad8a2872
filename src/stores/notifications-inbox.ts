import { MARK_NOTIFICATION_READ, NOTIFICATIONS_QUERY } from '../graphql/notifications.ts';
import { mapOutcome } from './outcome.ts';
import { runAuthed } from './session.ts';

/**
 * The customer's notifications inbox (storefront.md §2 my-account): the messages the server keeps for
 * the signed-in user, read and marked read. Beside notifications.ts, which holds the interface's
 * passing notifications (the spec's Notification, shown by the header's cart island on every page):
 * a different thing under the spec's same word, kept apart so that every page's cart island does not
 * carry the account's inbox and the inbox does not read as a kind of toast.
 */
export const loadNotifications = async () => mapOutcome(await runAuthed(NOTIFICATIONS_QUERY, {}), (d) => d.notifications);
export const markNotificationRead = async (id: string) =>
  mapOutcome(await runAuthed(MARK_NOTIFICATION_READ, { id }, 'mutation'), (d) => d.markNotificationRead);
