/** Caller-id and social sign-in (issue 20), and the development providers' pages. */
export {
  DevAuthorizeCallerIdDocument as DEV_AUTHORIZE_CALLER_ID,
  DevAuthorizeSocialDocument as DEV_AUTHORIZE_SOCIAL,
  DevCallerIdInstalledDocument as DEV_CALLER_ID_INSTALLED,
  DevSetCallerIdInstalledDocument as DEV_SET_CALLER_ID_INSTALLED,
  DevSocialAccountsDocument as DEV_SOCIAL_ACCOUNTS,
  ExternalSignInOptionsDocument as EXTERNAL_SIGN_IN_OPTIONS,
  FinishCallerIdSignInDocument as FINISH_CALLER_ID_SIGN_IN,
  FinishSocialSignInDocument as FINISH_SOCIAL_SIGN_IN,
  LinkExternalSignInDocument as LINK_EXTERNAL_SIGN_IN,
  StartExternalSignInDocument as START_EXTERNAL_SIGN_IN,
} from '../gql/graphql.ts';
