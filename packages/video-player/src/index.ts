// The public surface of @club/video-player (STYLE.md: every export named, no `export *`).

// Framework-free core: the shaka controller, loaded on demand, and the concurrency socket.
export { createPlayerController, playerStates } from './core/controller';
export type { PlayerController, PlayerControllerOptions, PlayerState } from './core/controller';
export { backBufferSeconds, livePresentationDelaySeconds, playerConfig } from './core/config';
export type { PlayerConfig } from './core/config';
export { playerErrorKinds, playerErrorMessages, toPlayerError } from './core/errors';
export type { PlayerError, PlayerErrorKind } from './core/errors';
export { mediaSourceFor, playbackTokenHeader, playerMediaTypes } from './core/sources';
export type { MediaSource, PlayerMediaType } from './core/sources';
export type { PlaybackGrant } from './core/token';
export { concurrencyLimitCode, concurrencyPingMs, openConcurrencySession } from './core/concurrency';
export { concurrencyPath, concurrencyUrl } from './core/concurrencyUrl';
export type { ConcurrencySession, ConcurrencySessionOptions } from './core/concurrency';
export { readResumePosition, saveResumePosition } from './core/resume';
export { preloadShaka } from './core/shaka';

// React: mount VideoModal and LiveAudioBar once per site; VideoPlayer plays inline anywhere.
export { VideoModal, loginOrRegisterHeading, loginOrRegisterText } from './react/VideoModal/VideoModal';
export type { VideoModalProps } from './react/VideoModal/VideoModal';
export { sidebarPageSize } from './react/shared/player.queries';
export { LiveAudioBar, audioTimings } from './react/LiveAudioBar/LiveAudioBar';
export type { LiveAudioBarProps } from './react/LiveAudioBar/LiveAudioBar';
export { VideoPlayer, playerControls } from './react/VideoPlayer/VideoPlayer';
export { LiveVideoPlayer, offAirStatuses } from './react/LiveVideoPlayer/LiveVideoPlayer';
export type { LiveVideoPlayerProps } from './react/LiveVideoPlayer/LiveVideoPlayer';
export type { PlayerControls, VideoPlayerProps } from './react/VideoPlayer/VideoPlayer';
export { AccessMessage } from './react/AccessMessage/AccessMessage';
export { defaultEncodeSessionId as defaultEncodeSessionID, titleMaxLength, truncateTitle } from './react/shared/types';
export type { PlayerServices, PlayerUser, SidebarVideo } from './react/shared/types';
