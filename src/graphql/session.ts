/** Sign-in and the signed-in user's own profile, run by the session store in the browser. */
export {
  AppLoginDocument as APP_LOGIN,
  ChangePasswordDocument as CHANGE_PASSWORD,
  LogoutDocument as LOGOUT,
  MeDocument as ME_QUERY,
  RequestLoginOtpDocument as REQUEST_LOGIN_OTP,
  UpdateProfileDocument as UPDATE_PROFILE,
  VerifyLoginOtpDocument as VERIFY_LOGIN_OTP,
} from '../gql-account/graphql.ts';
