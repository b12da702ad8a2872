/** The session: the token refresh (every page, through the refresh lock), sign-in, and the signed-in user's own profile. */
export {
  AppLoginDocument as APP_LOGIN,
  ChangePasswordDocument as CHANGE_PASSWORD,
  LogoutDocument as LOGOUT,
  MeDocument as ME_QUERY,
  RefreshSessionDocument as REFRESH_SESSION,
  RequestLoginOtpDocument as REQUEST_LOGIN_OTP,
  UpdateProfileDocument as UPDATE_PROFILE,
  VerifyLoginOtpDocument as VERIFY_LOGIN_OTP,
} from '../gql/graphql.ts';
