import type { SessionOrigin } from './sessions';
import type { IdentityService, IdentityUser, SessionEndProof, SessionView } from './service';

/** The platform's own tokens for the browser's cookies (never the pool's). */
export interface ProviderSession {
  user: IdentityUser;
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
  familyId: string;
  /** Seconds left of the sign-in's absolute lifetime (the refresh cookie's Max-Age); absent → 30 days. */
  refreshSeconds?: number;
}

export type ProviderSignIn = { kind: 'signedIn'; session: ProviderSession } | { kind: 'newPasswordRequired' };

/** The sign-in a request carries: the user's `sub` and the platform's session (refresh family) id. */
export type SignedIn = { sub: string; familyId: string } | null;

/**
 * What the browser endpoints (`routes.ts`) and CurrentUser need from an identity provider (DESIGN.md:
 * 'the embedded one by default, behind an interface that a club's existing cloud user pool can also
 * fill'). Refusals are HttpErrors with the embedded provider's codes and sentences, whoever refuses.
 */
export interface IdentityProvider {
  signUp(
    input: { username: string; password: string; email: string; givenName?: string; familyName?: string },
    ip: string,
  ): Promise<{ destination: string }>;
  confirmSignUp(input: { username: string; code: string }, ip: string): Promise<void>;
  resendCode(input: { username: string }, ip: string): Promise<{ destination: string }>;
  /** With `newPassword`, answers a new-password-required account by setting it. */
  signIn(
    input: { username: string; password: string; newPassword?: string; clientId: string; origin?: SessionOrigin },
    ip: string,
  ): Promise<ProviderSignIn>;
  forgotPassword(input: { username: string }, ip: string): Promise<{ destination: string }>;
  confirmForgotPassword(input: { username: string; code: string; newPassword: string }, ip: string): Promise<void>;
  changePassword(signedIn: SignedIn, input: { oldPassword: string; newPassword: string }, ip: string): Promise<void>;
  attributes(signedIn: SignedIn): Promise<IdentityUser>;
  updateAttributes(signedIn: SignedIn, patch: { given_name?: string; family_name?: string; email?: string }): Promise<IdentityUser>;
  refresh(refreshToken: string, clientId: string): Promise<ProviderSession>;
  signOut(by: { refreshToken?: string; familyId?: string }): Promise<void>;
  userFromAccessToken(token: string): Promise<{ user: IdentityUser; familyId: string; expiresAt: Date } | null>;
  /**
   * Sessions a fan controls (issue 28, ASVS 7.5.2): the embedded provider's, and a club's user pool's.
   * Ending another device's sign-in, or all of them, takes the current password (403 without it or when
   * wrong, counted like a failed sign-in); ending this one is a plain sign-out.
   */
  sessions?: {
    list(signedIn: SignedIn): Promise<SessionView[]>;
    end(signedIn: SignedIn, id: string, proof: SessionEndProof): Promise<void>;
    endOthers(signedIn: SignedIn, proof: SessionEndProof): Promise<void>;
  };
  /**
   * The coded email change (ASVS 7.5.1): the embedded provider's. A club's user pool verifies its own
   * addresses (the pool mails the code when the email attribute changes), so this is absent there and the
   * routes answer 404.
   */
  emailChange?: {
    request(signedIn: SignedIn, input: { newEmail: string; password: string }, ip: string): Promise<{ destination: string }>;
    confirm(signedIn: SignedIn, input: { code: string }, ip: string): Promise<IdentityUser>;
  };
}

/** The embedded provider (service.ts) as an IdentityProvider: the same calls, the same answers. */
export function embeddedProvider(service: IdentityService): IdentityProvider {
  return {
    signUp: (input, ip) => service.signUp(input, ip),
    confirmSignUp: (input, ip) => service.confirmSignUp(input, ip),
    resendCode: (input, ip) => service.resendCode(input, ip),
    signIn: (input, ip) => service.signIn(input, ip),
    forgotPassword: (input, ip) => service.forgotPassword(input, ip),
    confirmForgotPassword: (input, ip) => service.confirmForgotPassword(input, ip),
    changePassword: (signedIn, input, ip) => service.changePassword(signedIn, input, ip),
    attributes: (signedIn) => service.attributes(signedIn?.sub),
    updateAttributes: (signedIn, patch) => service.updateAttributes(signedIn?.sub, patch),
    refresh: (refreshToken, clientId) => service.refresh(refreshToken, clientId),
    signOut: (by) => service.signOut(by),
    userFromAccessToken: (token) => service.userFromAccessToken(token),
    sessions: {
      list: (signedIn) => service.listSessions(signedIn),
      end: (signedIn, id, proof) => service.endSession(signedIn, id, proof),
      endOthers: (signedIn, proof) => service.endOtherSessions(signedIn, proof),
    },
    emailChange: {
      request: (signedIn, input, ip) => service.requestEmailChange(signedIn, input, ip),
      confirm: (signedIn, input, ip) => service.confirmEmailChange(signedIn, input, ip),
    },
  };
}
