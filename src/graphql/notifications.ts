/** The customer's notifications. */
export {
  MarkNotificationReadDocument as MARK_NOTIFICATION_READ,
  NotificationsDocument as NOTIFICATIONS_QUERY,
} from '../gql/graphql.ts';
