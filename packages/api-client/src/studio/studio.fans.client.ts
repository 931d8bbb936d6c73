import { getJson, sendJson, type Http } from '../http';
import type { StudioCompPassBody, StudioFan, StudioStaffMember, StudioStaffResponse, StudioStaffRoleBody } from './studio.fans.schemas';

/** The fans desk (`/api/studio/fans`, issue 16, admins only), on the staff session cookie. */
export function createStudioFansClient(http: Http) {
  const path = (sub: string, what: string) => `api/studio/fans/${encodeURIComponent(sub)}/${what}`;
  return {
    /** ApiError 404 when no account has the email. */
    fan: (email: string) => getJson<StudioFan>(http, 'api/studio/fans', { email }),
    setBlocked: (sub: string, blocked: boolean) => sendJson<StudioFan>(http, 'put', path(sub, 'blocked'), { blocked }),
    /** "End all sessions": every sign-in of the fan ends now (audited 'fan.sessions.end'). */
    endSessions: (sub: string) => sendJson<StudioFan>(http, 'post', path(sub, 'sessions/end'), {}),
    setBypass: (sub: string, bypassed: boolean) => sendJson<StudioFan>(http, 'put', path(sub, 'bypass'), { bypassed }),
    grantComp: (sub: string, body: StudioCompPassBody) => sendJson<StudioFan>(http, 'post', path(sub, 'comp'), body),
    /** Takes a complimentary pass back now (its COMP- code); ApiError 404 when the fan holds no such pass. */
    revokeComp: (sub: string, code: string) => sendJson<StudioFan>(http, 'post', path(sub, `comp/${encodeURIComponent(code)}/revoke`), {}),
    /** Everyone holding a staff role. */
    staff: () => getJson<StudioStaffResponse>(http, 'api/studio/staff'),
    /** Grants or revokes one role; ApiError 404 for an unknown email, 409 'ownAdminRole' for your own admin role. */
    setStaffRole: (body: StudioStaffRoleBody) => sendJson<StudioStaffMember>(http, 'put', 'api/studio/staff/roles', body),
  };
}
export type StudioFansClient = ReturnType<typeof createStudioFansClient>;
