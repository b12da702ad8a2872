/** Developer tools: the development SMS sender's outbox. */
export { DevSmsOutboxDocument as DEV_SMS_OUTBOX_QUERY } from '../gql/graphql.ts';
