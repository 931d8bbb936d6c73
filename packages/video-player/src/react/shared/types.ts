import type { VideosClient } from '@club/api-client';
import type { SupportLinks } from '@club/entitlements';

/** The signed-in fan as the players need them (a site fills this from @club/auth's atoms). */
export interface PlayerUser {
  loginCheckCompleted: boolean;
  loggedIn: boolean;
  /** The identity provider's `sub` (SPEC 3's ssoID); null when signed out. */
  ssoID: string | null;
  email: string | null;
  /** To tell 'no subscriptions' (1) from 'not this stream' (2) on ERR_3684853_3. */
  entitlements: readonly string[] | null;
  /** SPEC 3's shared `sessionID` (1 to 1,000,000): the device, for the platform's one-slot-per-device rule. */
  deviceID?: number | null;
}

export interface SidebarVideo {
  id: string;
  title: string;
  thumbnailUrl?: string | null;
  durationSeconds?: number | null;
}

/** What a site plugs the players into. */
export interface PlayerServices {
  /** SPEC 7's session check: the site's api client's `videos.sessionCheck`. */
  sessionCheck: VideosClient['sessionCheck'];
  /** The sidebar's list: a section's videos (SPEC 9: 10 of them), or the latest when section is null. */
  loadSidebar?: (section: string | null) => Promise<SidebarVideo[]>;
  /** The concurrency websocket's URL; null or left out keeps no socket (e.g. in tests). */
  concurrencyUrl?: (() => string) | null;
  /** SPEC 7: the session id sent on the socket, from the user id plus asset id. */
  encodeSessionID?: (userId: string, videoId: string) => string;
  /** The platform origin for `/media`; '' when the site proxies it. */
  mediaBase?: string;
  links?: SupportLinks;
}

/** SPEC 9: titles are cut at 48 characters, followed by '...'. */
export const titleMaxLength = 48;
export function truncateTitle(title: string): string {
  return title.length > titleMaxLength ? `${title.slice(0, titleMaxLength)}...` : title;
}

/** The default session id: user and asset joined, base64url, so the socket never carries raw emails. */
export function defaultEncodeSessionId(userId: string, videoId: string): string {
  return btoa(`${userId}:${videoId}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
