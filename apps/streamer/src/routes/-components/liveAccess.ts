import type { Match } from '@club/api-client';

/**
 * The entitlements behind the live channels (the platform's content/video/streams.json): live video
 * for the video subscription or this match's pass, live audio for the audio pass. The session check
 * decides for real; this only tells the viewer in advance what their passes allow.
 */
export const liveVideoEntitlements = ['video-subscription'] as const;
export const liveAudioEntitlements = ['audio-pass'] as const;

/** SPEC 9's match pass of a first-team match, the same id the packages service sells. */
export const matchPassFor = (match: Pick<Match, 'kickOffLocal' | 'opponent'>): string =>
  `match-pass-${match.kickOffLocal.date}-${match.opponent.slug}`;

export interface LiveAccess {
  video: boolean;
  audio: boolean;
}

/** What the viewer's passes allow of this match: nothing for a visitor, else by their entitlements. */
export function liveAccess(
  match: Pick<Match, 'kickOffLocal' | 'opponent'>,
  loggedIn: boolean,
  entitlements: readonly string[] | null,
): LiveAccess {
  if (!loggedIn || !entitlements) return { video: false, audio: false };
  const held = new Set(entitlements);
  return {
    video: [...liveVideoEntitlements, matchPassFor(match)].some((entitlement) => held.has(entitlement)),
    audio: liveAudioEntitlements.some((entitlement) => held.has(entitlement)),
  };
}

/** The line under the next game that says what the passes allow. */
export function liveAccessText(access: LiveAccess, loggedIn: boolean): string {
  if (!loggedIn) return 'Log in and get a pass to watch or listen to this match live.';
  if (access.video && access.audio) return 'Your passes let you watch and listen to this match live.';
  if (access.video) return 'Your pass lets you watch this match live.';
  if (access.audio) return 'Your pass lets you listen to this match live. Get a match pass to watch it too.';
  return 'You do not have a pass for this match yet.';
}
