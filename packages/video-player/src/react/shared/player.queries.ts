import type { SessionCheckRequest, SessionCheckResult } from '@club/api-client';
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { PlayerMediaType } from '../../core/sources';
import type { PlaybackGrant } from '../../core/token';
import type { PlayerServices, PlayerUser, SidebarVideo } from './types';

/** SPEC 9: the sidebar lists 10 videos. */
export const sidebarPageSize = 10;

/**
 * A session check's answer as the players use it: the grant (the playback token, the asset's signed
 * link and their expiry) and the session id for the concurrency socket, or SPEC 8's refusal code. A refusal the player meets later (the concurrency limit,
 * a renewal refused) is written into the same entry, so the stage shows one answer, whoever gave it.
 */
export type PlaybackAnswer =
  | { granted: true; grant: PlaybackGrant; bypassed: boolean; sessionId: string }
  | { granted: false; code: string };

export interface PlaybackRequest {
  videoID: string;
  mediaType: PlayerMediaType;
  user: PlayerUser;
}

/** The playback entry's key: what is played, and by whom (the check sends who asks). */
export const playbackQueryKey = ({ videoID: videoId, mediaType, user }: PlaybackRequest) =>
  ['viewer', 'playback', videoId, mediaType, { loggedIn: user.loggedIn, ssoID: user.ssoID }] as const;

/**
 * SPEC 7's check through api-client's `videos.sessionCheck`: 200 grants, 403 refuses, anything else throws.
 * `renewing`: the session the player holds, so a renewal keeps its one concurrency slot (the platform gives
 * every other check a session of its own).
 */
export async function checkPlayback(
  sessionCheck: PlayerServices['sessionCheck'],
  { videoID: videoId, mediaType, user }: PlaybackRequest,
  renewing?: string | null,
): Promise<PlaybackAnswer> {
  const attributes: SessionCheckRequest['data']['attributes'] = {
    videoID: videoId,
    mediaType,
    userID: user.ssoID,
    userEmail: user.email,
    ...(user.deviceID ? { deviceID: user.deviceID } : {}),
    ...(renewing ? { sessionId: renewing } : {}),
  };
  return toPlaybackAnswer(await sessionCheck({ data: { attributes } }));
}

function toPlaybackAnswer(result: SessionCheckResult): PlaybackAnswer {
  if (!result.granted) return { granted: false, code: result.code };
  const { token, mediaLink, expiresAt, bypassed, sessionId } = result;
  return { granted: true, grant: { token, mediaLink, expiresAt }, bypassed, sessionId };
}

/**
 * The players' server data as TanStack Query options.
 *
 * The session check is a query, not a mutation: what the stage shows is a read of "may this viewer play
 * this asset now, and with which token", decided by the asset, the media type and who asks, and it must
 * be asked again when any of them changes (a sign-in, a sign-out, new passes: everything under 'viewer'
 * is invalidated then). Each answer grants a fresh token, so nothing of it is kept: staleTime and gcTime
 * 0 make every open of a player ask again and drop the token when the player closes; no retry (a failed
 * check shows SPEC 8's problem message), and no refetch on focus or reconnect, which would grant tokens
 * nobody asked for.
 */
export const playerQueries = {
  playback: (sessionCheck: PlayerServices['sessionCheck'], request: PlaybackRequest) =>
    queryOptions({
      queryKey: playbackQueryKey(request),
      queryFn: () => checkPlayback(sessionCheck, request),
      staleTime: 0,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
  /** The modal's list beside the player; the same for every viewer. */
  sidebar: (loadSidebar: PlayerServices['loadSidebar'], section: string | null) =>
    queryOptions({
      queryKey: ['videos', 'sidebar', section] as const,
      queryFn: loadSidebar
        ? async (): Promise<SidebarVideo[]> => (await loadSidebar(section)).slice(0, sidebarPageSize)
        : skipToken,
    }),
};
