/** Support tickets. */
export {
  AddTicketCommentDocument as ADD_TICKET_COMMENT,
  AttachTicketFileDocument as ATTACH_TICKET_FILE,
  CreateTicketDocument as CREATE_TICKET,
  TicketDocument as TICKET_QUERY,
  TicketsDocument as TICKETS_QUERY,
} from '../gql/graphql.ts';
