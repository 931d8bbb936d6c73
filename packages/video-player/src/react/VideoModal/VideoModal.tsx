import { closePlayers, mediaPlayerAtom, openLoginPrompt, openUpgradePromo, openVideo } from '@club/site-state';
import { Button, IconButton, Logo } from '@club/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ShakaApi } from '../../core/shaka';
import { AccessMessage } from '../AccessMessage/AccessMessage';
import { OffAir } from '../OffAir/OffAir';
import { useConcurrency } from '../shared/useConcurrency';
import { usePlaybackSession } from '../shared/usePlaybackSession';
import type { PlayerServices, PlayerUser } from '../shared/types';
import { VideoPlayer } from '../VideoPlayer/VideoPlayer';
import { VideoSidebar } from './VideoSidebar';
import * as styles from './VideoModal.css';

export const loginOrRegisterHeading = 'Log In Or Register';
export const loginOrRegisterText = 'To View This Video Please Log In or Register An Account';

export interface VideoModalProps {
  services: PlayerServices;
  user: PlayerUser;
  /** Tests pass a stand-in for shaka. */
  loadShaka?: () => Promise<ShakaApi>;
}

/**
 * SPEC 2.5's video player overlay, driven by SPEC 3's mediaPlayer state: club logo, close, the
 * player (1200 by 711), and the 'Related' / 'Latest' sidebar (none when the section is 'hidden').
 * SPEC 4's access statuses decide what the stage shows. Mount once per site; it renders nothing
 * while closed.
 */
export function VideoModal(props: VideoModalProps) {
  const media = useAtomValue(mediaPlayerAtom);
  if (!media.modalOpen || !media.currentVideoID) return null;
  return <OpenVideoModal {...props} key={`${media.mediaType}:${media.currentVideoID}`} />;
}

function OpenVideoModal({ services, user, loadShaka }: VideoModalProps) {
  const media = useAtomValue(mediaPlayerAtom);
  const close = useSetAtom(closePlayers);
  const promptLogin = useSetAtom(openLoginPrompt);
  const promoteUpgrade = useSetAtom(openUpgradePromo);
  const open = useSetAtom(openVideo);
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const videoId = media.currentVideoID ?? '';
  const { session, playerGrant, renewGrant, stop } = usePlaybackSession(services, user, videoId, media.mediaType);
  const [started, setStarted] = useState(false);
  // Issue 30: the sidebar's list and thumbnails wait until the player has its first picture (or failed),
  // so they do not compete with the manifest and the first segment for the network, the site's server
  // and the page's main thread: about 0.1 s of the first frame on this machine (`pnpm bench streaming`).
  const [startupSettled, setStartupSettled] = useState(false);

  // SPEC 4: opening scrolls to the top; focus moves into the dialog and returns to the opener on close.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    window.scrollTo?.({ top: 0 });
    closeRef.current?.focus();
    return () => opener?.focus();
  }, []);

  // SPEC 4 access statuses 0, 1 and 2 also open the login prompt or the upgrade promo.
  const refusal = session.status === 'refused' ? session.outcome : null;
  useEffect(() => {
    if (!refusal) return;
    if (refusal.action === 'loginPrompt') promptLogin(loginOrRegisterText);
    if (refusal.action === 'upgradePromo') promoteUpgrade();
  }, [refusal, promptLogin, promoteUpgrade]);

  const granted = session.status === 'granted' ? session : null;
  useConcurrency(services, user.ssoID, videoId, granted?.sessionId ?? null, granted !== null && started, stop);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key === 'Tab') trapTab(event, rootRef.current);
  };

  const sidebarHidden = media.currentSection === 'hidden';
  return (
    <div
      ref={rootRef}
      className={styles.root}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-state={session.status}
    >
      <header className={styles.header}>
        <Logo />
        <h2 id={titleId} className={styles.title}>
          {media.currentVideoName}
        </h2>
        <span className={styles.close}>
          <IconButton ref={closeRef} icon="Close" label="Close video" variant="ghost-light" onClick={() => close()} />
        </span>
      </header>
      <div className={styles.body} data-sidebar={sidebarHidden ? 'hidden' : 'shown'}>
        <div className={styles.stage}>
          {/* Started beside the session check (issue 30), shown once it grants; the same element throughout. */}
          {playerGrant !== null && (
            <VideoPlayer
              videoID={videoId}
              mediaType={media.mediaType}
              title={media.currentVideoName}
              grant={playerGrant}
              hidden={session.status !== 'granted'}
              renewGrant={renewGrant}
              onPlayingChange={(playing) => playing && setStarted(true)}
              onStartupSettled={() => setStartupSettled(true)}
              {...(services.mediaBase !== undefined ? { mediaBase: services.mediaBase } : {})}
              {...(loadShaka ? { loadShaka } : {})}
            />
          )}
          {session.status !== 'granted' && (
            <div className={styles.placeholder}>
              {(session.status === 'waiting' || session.status === 'checking') && <p role="status">Loading video…</p>}
              {session.status === 'failed' && (
                <p role="alert">Sorry, there has been a problem accessing this stream. Please try again in a few minutes.</p>
              )}
              {refusal?.action === 'loginPrompt' && (
                <div className={styles.prompt}>
                  <h3 className={styles.promptHeading}>{loginOrRegisterHeading}</h3>
                  <p>{loginOrRegisterText}</p>
                  <div>
                    <Button variant="primary-light" onClick={() => promptLogin(loginOrRegisterText)}>
                      Log In
                    </Button>
                  </div>
                </div>
              )}
              {refusal && <AccessMessage message={refusal.message} />}
              {session.status === 'offAir' && <OffAir imageKey={session.offlineImageKey} title={media.currentVideoName} />}
            </div>
          )}
        </div>
        {!sidebarHidden && (
          <VideoSidebar
            services={services}
            section={media.currentSection}
            currentVideoID={videoId}
            // Nothing to wait for when nothing plays: a refusal, a failed check, off air.
            load={startupSettled || (session.status !== 'granted' && session.status !== 'checking' && session.status !== 'waiting')}
            onSelect={(video) => open({ id: video.id, title: video.title, mediaType: 'OnDemand', section: media.currentSection })}
          />
        )}
      </div>
    </div>
  );
}

/** Keeps Tab inside the dialog (the page behind is inert to the fan). */
function trapTab(event: KeyboardEvent, root: HTMLElement | null) {
  if (!root) return;
  const focusable = Array.from(
    root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"]), video[controls]'),
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
