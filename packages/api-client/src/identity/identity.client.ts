import { getJson, sendJson, type Infer, type Http } from '../http';
import type {
  AuthenticateBody,
  ChangePasswordBody,
  ConfirmForgotPasswordBody,
  ConfirmSignUpBody,
  ForgotPasswordBody,
  ResendCodeBody,
  SignUpBody,
  UpdateUserAttributesBody,
  codeDeliveryResponseSchema,
  loginCheckResponseSchema,
  sessionResponseSchema,
  userAttributesResponseSchema,
} from './identity.schemas';

type SessionResponse = Infer<typeof sessionResponseSchema>;
type CodeDelivery = Infer<typeof codeDeliveryResponseSchema>;
type AttributesResponse = Infer<typeof userAttributesResponseSchema>;

/**
 * The identity provider of SPEC 7 (`/api/identity`). Every call rides on the httpOnly session cookies:
 * in the browser the sites are same-origin with the platform; on the server pass the visitor's cookie.
 */
export function createIdentityClient(http: Http) {
  return {
    signUp: (body: SignUpBody) => sendJson<CodeDelivery>(http, 'post', 'api/identity/sign-up', body),
    confirmSignUp: (body: ConfirmSignUpBody) => sendJson<undefined>(http, 'post', 'api/identity/confirm-sign-up', body),
    resendCode: (body: ResendCodeBody) => sendJson<CodeDelivery>(http, 'post', 'api/identity/resend-code', body),
    /** Sets the session cookies. ApiError 400 with code 'passwordChangeRequired' asks for `newPassword`. */
    authenticate: (body: AuthenticateBody) => sendJson<SessionResponse>(http, 'post', 'api/identity/authenticate', body),
    forgotPassword: (body: ForgotPasswordBody) => sendJson<CodeDelivery>(http, 'post', 'api/identity/forgot-password', body),
    confirmForgotPassword: (body: ConfirmForgotPasswordBody) =>
      sendJson<undefined>(http, 'post', 'api/identity/confirm-forgot-password', body),
    changePassword: (body: ChangePasswordBody) => sendJson<undefined>(http, 'post', 'api/identity/change-password', body),
    /** SPEC 4's login check: the session (renewed from the refresh cookie if needed) or `data: null`. */
    loginCheck: () => getJson<Infer<typeof loginCheckResponseSchema>>(http, 'api/identity/login-check'),
    /** The signed-in user, or ApiError 401. */
    session: () => getJson<SessionResponse>(http, 'api/identity/session'),
    /** Rotates the refresh cookie and issues a new access cookie; ApiError 401 when the session is over. */
    refresh: () => sendJson<SessionResponse>(http, 'post', 'api/identity/refresh'),
    signOut: () => sendJson<undefined>(http, 'post', 'api/identity/sign-out'),
    attributes: () => getJson<AttributesResponse>(http, 'api/identity/user/attributes'),
    updateAttributes: (body: UpdateUserAttributesBody) =>
      sendJson<AttributesResponse>(http, 'put', 'api/identity/user/attributes', body),
    /**
     * "Signed-in devices" and the email change (issue 28): their calls load with import() when first asked
     * for, so no page's first load carries them.
     */
    account: () => import('./identity.account.client').then((module) => module.createIdentityAccountClient(http)),
  };
}
export type IdentityClient = ReturnType<typeof createIdentityClient>;
