import type { SessionCheckResult } from '@club/api-client';

/**
 * A granted session check, as api-client's `videos.sessionCheck` answers a 200. Its signed link names
 * the token (`md5=signed-<token>`), so a test can tell which answer a request was signed with.
 */
export function grantedCheck(token: string, sessionId = 's-1'): SessionCheckResult {
  return { granted: true, token, mediaLink: `expires=1795345200&md5=signed-${token}`, bypassed: false, sessionId, expiresAt: '2026-11-25T12:00:00.000Z' };
}

/** A refused session check, as api-client's `videos.sessionCheck` answers a 403 with SPEC 8's code. */
export function refusedCheck(code: string): SessionCheckResult {
  return { granted: false, statusCode: 403, error: 'Forbidden', message: 'Refused', code, accessStatus: null };
}
