/** The staff side's documents (issue 15): sign-in, the customers, acting for one, the audit trail. */
export {
  ActForCustomerDocument as ACT_FOR_CUSTOMER,
  AuditTrailDocument as AUDIT_TRAIL,
  RefreshStaffSessionDocument as REFRESH_STAFF_SESSION,
  RegisterCustomerDocument as REGISTER_CUSTOMER,
  RequestAssistantOtpDocument as REQUEST_ASSISTANT_OTP,
  RequestCustomerOtpDocument as REQUEST_CUSTOMER_OTP,
  SearchMissesDocument as SEARCH_MISSES,
  StaffAppLoginDocument as STAFF_APP_LOGIN,
  StaffAppLoginTokenDocument as STAFF_APP_LOGIN_TOKEN,
  StaffCustomersDocument as STAFF_CUSTOMERS,
  StaffLoginDocument as STAFF_LOGIN,
  VerifyAssistantOtpDocument as VERIFY_ASSISTANT_OTP,
} from '../gql/graphql.ts';
