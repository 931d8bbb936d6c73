// The public surface of @club/auth (STYLE.md: every export named, no `export *`).

// Shared user state (SPEC 3) and its actions (SPEC 4).
export {
  bypassedAtom,
  clearUserAtom,
  emailAtom,
  entitlementsAtom,
  entitlementsStatusAtom,
  entitlementsStatuses,
  loggedInAtom,
  loginCheckCompletedAtom,
  loginStateAtom,
  loginStatusUpdatedByUserAtom,
  sessionIDAtom,
  setUserAtom,
  ssoIDAtom,
  stripeCustomerIDAtom,
  userDisplayNameAtom,
} from './user/user.atoms';
export type { EntitlementsStatus, LoginState } from './user/user.atoms';
export { useViewer } from './user/useViewer';
export type { Viewer } from './user/useViewer';

// The login check (SPEC 4), framework-free, and its React mount.
export { createLoginCheck, loginRefreshFailure } from './loginCheckController/loginCheckController';
export type { LoginCheck as LoginCheckController, LoginCheckOptions } from './loginCheckController/loginCheckController';
export { loadEntitlements, videoServiceFailure } from './loginCheckController/loadEntitlements';
export { LoginCheck, useLoginCheck } from './LoginCheck/LoginCheck';

// Return URLs: only internal paths are ever followed.
export { internalReturnPath, returnUrlParam, safeReturnPath, withReturnUrl } from './returnUrl/returnUrl';
export { rememberReturnUrl, takeReturnUrl } from './returnUrl/storedReturnUrl';

// Account actions, including the `?loginSuccess` / `?logoutSuccess` handlers of SPEC 2.1.
export { handleLoginSuccess, handleLogoutSuccess, signIn, signOut } from './account/accountActions';
export type { SignInResult } from './account/accountActions';
export {
  detailsUpdatedMessage,
  loggedInNotice,
  loggedOutNotice,
  logoutPanelCloseMs,
  noSubscriptionsMessage,
  passwordMismatchMessage,
  passwordUpdatedMessage,
  registerBoxDelayMs,
  subscriptionsFailedMessage,
} from './account/messages';
export { entitlementLabel } from './account/entitlementLabel';

// Components: mount AuthProvider, LoginCheck, AccountPanel and AccountToast once per site.
export { AuthProvider } from './AuthProvider/AuthProvider';
export type { AuthApi, AuthProviderProps } from './AuthProvider/AuthProvider';
export { AccountPanel } from './AccountPanel/AccountPanel';
export type { AccountPanelProps } from './AccountPanel/AccountPanel';
export { AccountToast } from './AccountToast/AccountToast';
export { SiteAccount } from './SiteAccount/SiteAccount';
export { ViewerQueries, viewerQueryKey } from './ViewerQueries/ViewerQueries';
export type { SiteAccountProps } from './SiteAccount/SiteAccount';
export { AccountProfileButton } from './AccountProfileButton/AccountProfileButton';
export { AccountSummary, bypassLabel } from './AccountSummary/AccountSummary';
export type { AccountSummaryProps } from './AccountSummary/AccountSummary';
export { LoginForm } from './LoginForm/LoginForm';
export type { LoginFormProps } from './LoginForm/LoginForm';
export { socialProviders } from './LoginForm/SocialSignIn';
export { RegisterForm } from './RegisterForm/RegisterForm';
export type { RegisterFormProps } from './RegisterForm/RegisterForm';
export { ForgotPasswordForm } from './ForgotPasswordForm/ForgotPasswordForm';
export type { ForgotPasswordFormProps } from './ForgotPasswordForm/ForgotPasswordForm';
export { AccountProfile } from './ProfileForms/AccountProfile';
export type { AccountProfileProps } from './ProfileForms/AccountProfile';
export { ProfileDetailsForm } from './ProfileForms/ProfileDetailsForm';
export type { ProfileDetailsFormProps } from './ProfileForms/ProfileDetailsForm';
export { ChangePasswordForm } from './ProfileForms/ChangePasswordForm';
