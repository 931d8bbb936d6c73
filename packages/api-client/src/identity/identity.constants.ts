// Plain lists and limits of the identity service, without zod, so browser code can import them.

/** Current guidance (NIST SP 800-63B): a length range and a list of common passwords, no composition rules. */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;
/** The confirmation codes mailed on sign-up and forgotten password. */
export const confirmationCodeLength = 6;
/** SPEC 8: the code with which sign-in asks for a new password. */
export const passwordChangeRequiredCode = 'passwordChangeRequired';
/** Editable user attributes (SPEC 3 'Identity attributes'); `sub` is read-only. */
export const editableUserAttributes = ['given_name', 'family_name', 'email'] as const;
export type EditableUserAttribute = (typeof editableUserAttributes)[number];
/**
 * The readable cookie the platform sets beside the httpOnly session cookies (value `1`, same life as the
 * refresh cookie) and clears with them: a page asks the login check only when it is there. A hint, never
 * trusted: it holds no secret, and the platform decides who is signed in from the session cookies alone.
 */
export const signedInHintCookie = 'club_signed_in';
/**
 * The hint's names as a browser may hold it: plain over plain-HTTP development, `__Host-` over HTTPS
 * (host-only), `__Secure-` over HTTPS with the platform's COOKIE_DOMAIN (one sign-in for both sites).
 */
export const signedInHintCookies: readonly string[] = [signedInHintCookie, `__Host-${signedInHintCookie}`, `__Secure-${signedInHintCookie}`];
