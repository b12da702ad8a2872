/**
 * The session in the browser (storefront.md §3 pharmaUserDetails, §4 Session, §6 tokens): the persisted
 * user and the session's notices (session/state.ts), the calls as the signed-in user through the refresh
 * lock or without a token (session/calls.ts), and how a session ends without a logout (session/lost.ts).
 * Sign-in and logout (session/sign-in.ts) and the profile (session/profile.ts) are imported from their
 * own modules, so that the catalogue pages, which only need the token and its refresh, do not carry them.
 */
export { refreshLockState, runAuthed, runPublic, runWithRefreshLock, sessionRestarted } from './session/calls.ts';
export { onSessionLost, permissionRefused, silentLogout } from './session/lost.ts';
export {
  $session,
  $sessionNotice,
  $signupModal,
  currentToken,
  DEFAULT_WAREHOUSE,
  DEVICE_STORAGE_KEY,
  GUEST_SESSION,
  isSessionState,
  rememberUser,
  SESSION_LOGOUT_DELAY_MS,
  SESSION_STORAGE_KEY,
  type SessionState,
  type SessionUser,
  startSession,
} from './session/state.ts';
