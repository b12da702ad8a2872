/** Migration and retention calls (/customer-migration): the call list, the summary, one customer's page, feedback, assigning, messages. */
export {
  AssignRetentionCallDocument as ASSIGN_RETENTION_CALL,
  DevEngagementOutboxDocument as DEV_ENGAGEMENT_OUTBOX,
  FindRetentionCallsDocument as FIND_RETENTION_CALLS,
  RetentionAdvisersDocument as RETENTION_ADVISERS,
  RetentionCallsDocument as RETENTION_CALLS,
  RetentionCustomerDocument as RETENTION_CUSTOMER,
  RetentionSummaryDocument as RETENTION_SUMMARY,
  SaveRetentionFeedbackDocument as SAVE_RETENTION_FEEDBACK,
  SendRetentionMessageDocument as SEND_RETENTION_MESSAGE,
} from '../gql/graphql.ts';
