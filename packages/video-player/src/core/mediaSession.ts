/**
 * Lock-screen and system media controls (Media Session API): the title and artwork, and the actions
 * the player supports. Live streams get no seek actions. Everything is cleared when the player goes.
 */
export interface MediaSessionMetadata {
  title: string;
  artist?: string;
  artwork?: string;
}

export interface MediaSessionActions {
  play(): void;
  pause(): void;
  seekBy?(seconds: number): void;
  seekTo?(seconds: number): void;
}

const actionNames = ['play', 'pause', 'seekbackward', 'seekforward', 'seekto', 'stop'] as const;

function session(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

export function setMediaSession(metadata: MediaSessionMetadata, actions: MediaSessionActions): () => void {
  const media = session();
  if (!media) return () => {};
  if (typeof MediaMetadata !== 'undefined') {
    media.metadata = new MediaMetadata({
      title: metadata.title,
      artist: metadata.artist ?? '',
      artwork: metadata.artwork ? [{ src: metadata.artwork }] : [],
    });
  }
  const handlers: Partial<Record<(typeof actionNames)[number], MediaSessionActionHandler>> = {
    play: () => actions.play(),
    pause: () => actions.pause(),
  };
  const { seekBy, seekTo } = actions;
  if (seekBy) {
    handlers.seekbackward = (details) => seekBy(-(details.seekOffset ?? 10));
    handlers.seekforward = (details) => seekBy(details.seekOffset ?? 10);
  }
  if (seekTo) handlers.seekto = (details) => seekTo(details.seekTime ?? 0);
  for (const name of actionNames) setHandler(media, name, handlers[name] ?? null);
  return () => {
    for (const name of actionNames) setHandler(media, name, null);
    media.metadata = null;
  };
}

function setHandler(media: MediaSession, name: MediaSessionAction, handler: MediaSessionActionHandler | null) {
  try {
    media.setActionHandler(name, handler);
  } catch {
    // Browsers throw for actions they do not know (older ones lack 'seekto').
  }
}
