import { openLoginPrompt, openUpgradePromo } from '@club/site-state';
import { Button } from '@club/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { ShakaApi } from '../../core/shaka';
import { AccessMessage } from '../AccessMessage/AccessMessage';
import { offAirText } from '../OffAir/OffAir';
import { useConcurrency } from '../shared/useConcurrency';
import { usePlaybackSession } from '../shared/usePlaybackSession';
import type { PlayerServices, PlayerUser } from '../shared/types';
import { loginOrRegisterText } from '../VideoModal/VideoModal';
import { VideoPlayer, type PlayerControls } from '../VideoPlayer/VideoPlayer';
import * as styles from './LiveVideoPlayer.css';

/** SPEC 4 'Live poster': the offline image while the stream is idle or disabled, else the poster. */
export const offAirStatuses = ['idle', 'disabled'] as const;

export interface LiveVideoPlayerProps {
  services: PlayerServices;
  user: PlayerUser;
  /** The stream asset id (`live-video`). */
  videoID: string;
  title: string;
  /** The asset's status (`assetData.status`). */
  status: string;
  posterUrl: string;
  offlineUrl: string;
  loadShaka?: () => Promise<ShakaApi>;
  /**
   * The fan already asked (a match centre's 'Watch Live'): the session check starts at once, without
   * the poster's own 'Watch Live'.
   */
  autoStart?: boolean;
  controls?: PlayerControls;
  /** A moment to go to on the stream's clock (VideoPlayer's `seekTo`). */
  seekTo?: { at: number; request: number } | null;
}

/**
 * The live video in place on a page (SPEC 4 'Live video (page)'): the poster by status, and on 'Watch
 * Live' the session check, with the player started beside it out of sight (issue 30): shown when it grants,
 * else SPEC 8's message (and the login prompt or upgrade promo, as in the modal).
 */
export function LiveVideoPlayer({
  services,
  user,
  videoID: videoId,
  title,
  status,
  posterUrl,
  offlineUrl,
  loadShaka,
  autoStart = false,
  controls = 'full',
  seekTo = null,
}: LiveVideoPlayerProps) {
  const [requested, setRequested] = useState(autoStart);
  const { session, playerGrant, renewGrant, stop } = usePlaybackSession(services, user, requested ? videoId : null, 'DrmLiveVideo');
  // Off air as the page loaded, or taken off air by the studio while it played.
  const offAir = (offAirStatuses as readonly string[]).includes(status) || session.status === 'offAir';
  const promptLogin = useSetAtom(openLoginPrompt);
  const promoteUpgrade = useSetAtom(openUpgradePromo);
  const [started, setStarted] = useState(false);

  const refusal = requested && session.status === 'refused' ? session.outcome : null;
  useEffect(() => {
    if (refusal?.action === 'loginPrompt') promptLogin(loginOrRegisterText);
    if (refusal?.action === 'upgradePromo') promoteUpgrade();
  }, [refusal, promptLogin, promoteUpgrade]);

  const granted = requested && session.status === 'granted' ? session : null;
  useConcurrency(services, user.ssoID, videoId, granted?.sessionId ?? null, granted !== null && started, stop);

  // Started beside the session check (issue 30), out of sight until it grants; the same element throughout.
  const player = requested && playerGrant !== null && (
    <VideoPlayer
      videoID={videoId}
      mediaType="DrmLiveVideo"
      title={title}
      grant={playerGrant}
      hidden={!granted}
      renewGrant={renewGrant}
      artwork={posterUrl}
      onPlayingChange={(playing) => playing && setStarted(true)}
      controls={controls}
      seekTo={seekTo}
      {...(services.mediaBase !== undefined ? { mediaBase: services.mediaBase } : {})}
      {...(loadShaka ? { loadShaka } : {})}
    />
  );
  return (
    <>
      {player}
      {!granted && (
        <div className={styles.poster} data-state={offAir ? 'off-air' : 'live'}>
          <img className={styles.image} src={offAir ? offlineUrl : posterUrl} alt={offAir ? `${title} is off air` : `${title} poster`} />
          <div className={styles.overlay}>
            {offAir && (
              <p className={styles.note} role={session.status === 'offAir' ? 'status' : undefined}>
                {offAirText}
              </p>
            )}
            {!offAir && !requested && (
              <Button icon="Play" variant="primary-light" onClick={() => setRequested(true)}>
                Watch Live
              </Button>
            )}
            {requested && (session.status === 'waiting' || session.status === 'checking') && <p role="status">Loading video…</p>}
            {requested && session.status === 'failed' && (
              <p role="alert">Sorry, there has been a problem accessing this stream. Please try again in a few minutes.</p>
            )}
            {refusal && <AccessMessage message={refusal.message} />}
          </div>
        </div>
      )}
    </>
  );
}
