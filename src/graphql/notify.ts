/** Notify me (issue 20): the customer's wishes to hear when a product is back in stock. */
export {
  NotifyMeWishesDocument as NOTIFY_ME_WISHES_QUERY,
  SaveNotifyMeDocument as SAVE_NOTIFY_ME,
  StopNotifyMeDocument as STOP_NOTIFY_ME,
} from '../gql/graphql.ts';
