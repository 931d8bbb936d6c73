import { getJson, sendJson, type Http, type Infer } from '../http';
import type {
  ConfirmEmailChangeBody,
  EmailChangeBody,
  EndSessionsBody,
  codeDeliveryResponseSchema,
  signedInSessionsResponseSchema,
  userAttributesResponseSchema,
} from './identity.schemas';

/**
 * The signed-in fan's account calls of issue 28 (`/api/identity`), loaded on demand through
 * `identity.account()`: "Signed-in devices" and the email change with its code.
 */
export function createIdentityAccountClient(http: Http) {
  return {
    /** Step one of an email change: mails a code to the new address (the current password is required). */
    requestEmailChange: (body: EmailChangeBody) =>
      sendJson<Infer<typeof codeDeliveryResponseSchema>>(http, 'post', 'api/identity/email-change', body),
    /** Step two: the code; the account's address changes now. */
    confirmEmailChange: (body: ConfirmEmailChangeBody) =>
      sendJson<Infer<typeof userAttributesResponseSchema>>(http, 'post', 'api/identity/email-change/confirm', body),
    /** "Signed-in devices": the fan's sign-ins, this one marked. */
    sessions: () => getJson<Infer<typeof signedInSessionsResponseSchema>>(http, 'api/identity/sessions'),
    /**
     * Ends one of the fan's own sign-ins. Another device's needs the current password (ApiError 403 in words
     * without it or when wrong, 429 after repeated failures, as signing in); this browser's needs none.
     */
    endSession: (id: string, body?: EndSessionsBody) =>
      sendJson<undefined>(http, 'delete', `api/identity/sessions/${encodeURIComponent(id)}`, body),
    /** "Sign out everywhere else", with the current password (ApiError 403 without it or when wrong). */
    endOtherSessions: (body: EndSessionsBody) => sendJson<undefined>(http, 'post', 'api/identity/sessions/sign-out-others', body),
  };
}
export type IdentityAccountClient = ReturnType<typeof createIdentityAccountClient>;
