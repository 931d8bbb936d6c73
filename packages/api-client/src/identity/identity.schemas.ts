import { z } from 'zod';
import { unsafeEmailMessage } from '../text';
import { personNameSchema, safeTextSchema } from '../text.schemas';
import { confirmationCodeLength, passwordMaxLength } from './identity.constants';

/**
 * The identity provider of SPEC 7 as the sites' browsers call it (`/api/identity`). Tokens never reach
 * page scripts: sign-in sets httpOnly cookies (a short-lived access token and a rotating refresh token)
 * on the club's domain, shared by both sites, and these endpoints answer with the session's user only.
 * The user-pool wire protocol for the club's apps and the cloud SDKs is at `/api/identity/user-pool`.
 */

const username = safeTextSchema({ message: unsafeEmailMessage })
  .trim()
  .toLowerCase()
  .min(1, 'Enter your email address')
  .max(254)
  .describe('The email address; lowercased and trimmed (SPEC 5)');
// The policy (length and the common-password list) is checked by the service, whose message says why.
const password = z
  .string()
  .min(1, 'Enter your password')
  .max(passwordMaxLength, `Use no more than ${passwordMaxLength} characters for your password.`);
const code = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${confirmationCodeLength}}$`), `Enter the ${confirmationCodeLength}-digit code from the email`);

export const userAttributesSchema = z.object({
  sub: z.string().describe("The user's id (ssoID)"),
  email: z.string(),
  given_name: z.string().nullable(),
  family_name: z.string().nullable(),
});
export type UserAttributes = z.infer<typeof userAttributesSchema>;

/** What the sites know of a signed-in user: no tokens. */
export const sessionSchema = z.object({
  user: userAttributesSchema,
  displayName: z.string().describe('Given and family name, or the email when neither is set'),
  bypassed: z.boolean().describe('Club staff: stream restrictions bypassed, label shown (SPEC 6)'),
  expiresAt: z.string().describe('When the access cookie expires (ISO 8601); refresh before then'),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionResponseSchema = z.object({ data: z.object({ attributes: sessionSchema }) });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
/**
 * The login check (SPEC 4): the session, renewed from the refresh cookie when the access cookie has
 * lapsed, or `data: null` for a visitor. Never a 401, so a visitor's page logs no failed request.
 */
export const loginCheckResponseSchema = z.object({ data: z.object({ attributes: sessionSchema }).nullable() });
export type LoginCheckResponse = z.infer<typeof loginCheckResponseSchema>;

export const signUpBodySchema = z.object({
  username,
  password,
  attributes: z.object({
    email: z.string().trim().toLowerCase().email('Enter a valid email address'),
    given_name: personNameSchema.optional(),
    family_name: personNameSchema.optional(),
  }),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

/** The same answer whether or not the address already has an account. */
export const codeDeliveryResponseSchema = z.object({
  data: z.object({
    attributes: z.object({
      destination: z.string().describe("The masked address the code went to, e.g. 'f***@example.com'"),
    }),
  }),
});
export type CodeDeliveryResponse = z.infer<typeof codeDeliveryResponseSchema>;

export const confirmSignUpBodySchema = z.object({ username, code });
export type ConfirmSignUpBody = z.input<typeof confirmSignUpBodySchema>;

export const resendCodeBodySchema = z.object({ username });
export type ResendCodeBody = z.input<typeof resendCodeBodySchema>;

/**
 * Authenticate (SPEC 7). Without `newPassword`, an account that must change its password is refused
 * with 400 and code 'passwordChangeRequired'; sending it again with `newPassword` sets it and signs in.
 */
export const authenticateBodySchema = z.object({ username, password, newPassword: password.optional() });
export type AuthenticateBody = z.input<typeof authenticateBodySchema>;

export const forgotPasswordBodySchema = z.object({ username });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export const confirmForgotPasswordBodySchema = z.object({ username, code, newPassword: password });
export type ConfirmForgotPasswordBody = z.input<typeof confirmForgotPasswordBodySchema>;

/** 401 'No active user' without a session (SPEC 8). */
export const changePasswordBodySchema = z.object({ oldPassword: password, newPassword: password });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** The address changes only through the email change with its code; the same address again is accepted as no change. */
export const updateUserAttributesBodySchema = z
  .object({
    given_name: personNameSchema,
    family_name: personNameSchema,
    email: z.string().trim().toLowerCase().email('Enter a valid email address'),
  })
  .partial();
export type UpdateUserAttributesBody = z.input<typeof updateUserAttributesBodySchema>;

export const userAttributesResponseSchema = z.object({ data: z.object({ attributes: userAttributesSchema }) });
export type UserAttributesResponse = z.infer<typeof userAttributesResponseSchema>;

/**
 * "Signed-in devices" (issue 28): the signed-in fan's sign-ins that have not ended, newest first. Device
 * and browser come from the user agent at sign-in, the country from the platform's trusted geo header;
 * null when unknown. `current` marks the sign-in that asked.
 */
export const signedInSessionSchema = z.object({
  id: z.string().describe('The sign-in id, for DELETE /api/identity/sessions/{id}'),
  device: z.string().nullable().describe("e.g. 'iPhone', 'Windows', 'Mac'; null when unknown"),
  browser: z.string().nullable().describe("e.g. 'Safari', 'Chrome'; null when unknown"),
  country: z.string().nullable().describe('ISO 3166-1 alpha-2 country at sign-in; null when unknown'),
  createdAt: z.string().describe('When this sign-in began (ISO 8601)'),
  lastSeenAt: z.string().describe("The last sign-in or refresh (ISO 8601), to within the access token's 15 minutes"),
  expiresAt: z.string().describe("The sign-in's absolute end (ISO 8601), which no refresh moves"),
  current: z.boolean().describe('The sign-in of the request that asked'),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;
export const signedInSessionsResponseSchema = z.object({ data: z.array(signedInSessionSchema) });
export type SignedInSessionsResponse = z.infer<typeof signedInSessionsResponseSchema>;

/**
 * Ending another device's sign-in, or "Sign out everywhere else" (ASVS 7.5.2): the fan's current password,
 * authenticating again. Ending this browser's own sign-in needs none.
 */
export const endSessionsBodySchema = z.object({
  password: password.optional().describe("The current password; required unless the sign-in ended is this browser's own"),
});
export type EndSessionsBody = z.input<typeof endSessionsBodySchema>;

/** An email change, step one: the current password and the new address, to which a code is mailed. */
export const emailChangeBodySchema = z.object({
  newEmail: username.describe('The new address; the account keeps its old one until the code is confirmed'),
  password,
});
export type EmailChangeBody = z.input<typeof emailChangeBodySchema>;

/** Step two: the code mailed to the new address. */
export const confirmEmailChangeBodySchema = z.object({ code });
export type ConfirmEmailChangeBody = z.input<typeof confirmEmailChangeBodySchema>;

/** A development outbox message (`GET /api/identity/outbox?to=`), only when the outbox is enabled. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export const outboxResponseSchema = z.object({ data: z.array(outboxMessageSchema) });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
