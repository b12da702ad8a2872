/** Support hours and call-back requests (issue 20), and the development support desk's inbox. */
export {
  DevSupportInboxDocument as DEV_SUPPORT_INBOX_QUERY,
  RequestCallbackDocument as REQUEST_CALLBACK_MUTATION,
  SupportHoursDocument as SUPPORT_HOURS_QUERY,
} from '../gql/graphql.ts';
