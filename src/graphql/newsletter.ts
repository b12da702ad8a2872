/** The newsletter (issue 20) and the development mail outbox. */
export {
  DevMailOutboxDocument as DEV_MAIL_OUTBOX_QUERY,
  NewsletterStatusDocument as NEWSLETTER_STATUS_QUERY,
  NewsletterSubscribeDocument as NEWSLETTER_SUBSCRIBE_MUTATION,
  NewsletterUnsubscribeDocument as NEWSLETTER_UNSUBSCRIBE_MUTATION,
} from '../gql/graphql.ts';
