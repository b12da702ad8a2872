/** Password reset and the customer's password sign-in (issue 20), and the development outbox of reset e-mails. */
export {
  CompletePasswordResetDocument as COMPLETE_PASSWORD_RESET,
  RequestPasswordResetDocument as REQUEST_PASSWORD_RESET,
  SignInWithPasswordDocument as SIGN_IN_WITH_PASSWORD,
} from '../gql/graphql.ts';
