import type { PlayerMediaType } from './sources';

/** SPEC 3/7 'Video session check' request attributes. */
export interface SessionCheckRequest {
  videoID: string;
  mediaType: PlayerMediaType;
  userID: string | null;
  userEmail: string | null;
  /**
   * The shared state's random `sessionID` (SPEC 3): the platform keeps one concurrency slot per stream
   * per device, so a renewed check on the same device reuses its slot.
   */
  deviceID?: number | string | null;
}

/** 200 grants a playback token; 403 refuses with one of SPEC 8's codes (null when none was sent). */
export type SessionCheckResult =
  | { granted: true; token: string; bypassed: boolean; sessionId: string | null }
  | { granted: false; code: string | null };

export type SessionCheck = (request: SessionCheckRequest) => Promise<SessionCheckResult>;

interface SessionCheckBody {
  data?: { attributes?: { token?: unknown; bypassed?: unknown; sessionId?: unknown } };
  code?: unknown;
  errors?: { code?: unknown }[];
}

/**
 * `POST {base}/api/videos/session/check` with the session cookie. SPEC 7: 200 and 403 are both
 * answers; anything else (or a network failure) throws, and the players show their generic problem.
 */
export function createSessionCheck(base = '', fetchImpl: typeof fetch = (...args) => fetch(...args)): SessionCheck {
  return async (request) => {
    const response = await fetchImpl(`${base}/api/videos/session/check`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        data: { attributes: request.deviceID === null || request.deviceID === undefined ? withoutDevice(request) : request },
      }),
    });
    const body = (await response.json().catch(() => ({}))) as SessionCheckBody;
    if (response.status === 200) {
      const token = body.data?.attributes?.token;
      if (typeof token !== 'string' || token === '') throw new Error('The session check granted no token');
      const sessionId = body.data?.attributes?.sessionId;
      return {
        granted: true,
        token,
        bypassed: body.data?.attributes?.bypassed === true,
        sessionId: typeof sessionId === 'string' ? sessionId : null,
      };
    }
    if (response.status === 403) {
      const code = typeof body.code === 'string' ? body.code : body.errors?.[0]?.code;
      return { granted: false, code: typeof code === 'string' ? code : null };
    }
    throw new Error(`The session check answered ${response.status}`);
  };
}

function withoutDevice(request: SessionCheckRequest): Omit<SessionCheckRequest, 'deviceID'> {
  const { deviceID: _deviceID, ...rest } = request;
  return rest;
}
