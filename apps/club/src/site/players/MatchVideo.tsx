import type { ApiClient } from '@club/api-client';
import { closeMatchVideo, dockMatchVideo, audioPlayerAtom, matchCentreAtom } from '@club/site-state';
import { Button, IconButton, imageUrl } from '@club/ui';
import { LiveVideoPlayer, type PlayerServices, type PlayerUser } from '@club/video-player';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { liveAssetIds, liveStreamQueries } from '../../routes/videos/-components/live';
import * as styles from './MatchVideo.css';
import { matchVideoSlotAtom } from './videoSlot.atoms';
import { matchVideoDockAttribute, matchVideoHostAttribute, moveInto } from './moveMedia';

/** Space kept between the page's end and the docked player, in CSS pixels. */
const dockGapPx = 16;

export interface MatchVideoProps {
  api: Pick<ApiClient, 'videos'>;
  services: PlayerServices;
  user: PlayerUser;
}

/**
 * SPEC 3's matchCentre video, mounted once above the routes (ClubPlayers) while it is open. The player
 * renders into one host element that moves (never remounts) between the match centre's slot, while that
 * is in view, and the dock in a corner: scrolled away, or on any other page of the site. The gate is
 * the live player's own (session check, lock rules, SPEC 8 messages, concurrency).
 */
export function MatchVideo({ api, services, user }: MatchVideoProps) {
  const centre = useAtomValue(matchCentreAtom);
  const slot = useAtomValue(matchVideoSlotAtom);
  const audio = useAtomValue(audioPlayerAtom);
  const setDocked = useSetAtom(dockMatchVideo);
  const close = useSetAtom(closeMatchVideo);
  const { data: stream } = useSuspenseQuery(liveStreamQueries.stream(api, liveAssetIds.video));
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.setAttribute(matchVideoHostAttribute, '');
    return element;
  });
  const dockBody = useRef<HTMLDivElement>(null);

  const ownSlot = slot !== null && slot.matchPath === centre.matchPath ? slot : null;
  const docked = centre.videoOpen && !ownSlot?.inView;

  // Before paint, so the player is never seen in the wrong place.
  useLayoutEffect(() => {
    const target = docked ? dockBody.current : (ownSlot?.element ?? null);
    if (target) moveInto(target, host);
  }, [docked, ownSlot, host]);
  useEffect(() => {
    setDocked(docked);
  }, [docked, setDocked]);
  useEffect(() => () => host.remove(), [host]);

  // The live audio bar's height as it stands (it grows with a message under it): the dock sits above it.
  const [audioBar, setAudioBar] = useState<number | null>(null);
  useEffect(() => {
    const bar = audio.modalOpen ? document.querySelector<HTMLElement>('[data-live-audio-bar]') : null;
    if (!docked || !bar) return;
    const measure = () => setAudioBar(Math.ceil(bar.getBoundingClientRect().height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [docked, audio.modalOpen]);

  // Room at the page's end for the dock as it stands (its own height, its corner's offset, and the live
  // audio bar under it when that is open), so the footer's last line can always be scrolled clear of it.
  const dock = useRef<HTMLElement>(null);
  const [room, setRoom] = useState<number | null>(null);
  useEffect(() => {
    const aside = dock.current;
    if (!docked || !aside) return;
    const measure = () => setRoom(Math.ceil(window.innerHeight - aside.getBoundingClientRect().top) + dockGapPx);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(aside);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [docked, audio.modalOpen, audioBar]);

  if (!centre.videoOpen || centre.matchPath === null) return null;
  const { asset } = stream;
  const matchPath = centre.matchPath;
  // On its own match centre, scrolled away: back means the slot, in view.
  const backToSlot = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!ownSlot) return;
    event.preventDefault();
    ownSlot.element.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };
  return (
    <>
      {createPortal(
        <LiveVideoPlayer
          services={services}
          user={user}
          videoID={stream.id}
          title={asset.title}
          status={asset.assetData.status}
          posterUrl={imageUrl(asset.imageData.posterImageKey, 960, 540)}
          offlineUrl={imageUrl(asset.imageData.offlineImageKey, 960, 540)}
          autoStart
          controls={docked ? 'compact' : 'full'}
          seekTo={centre.seek}
        />,
        host,
      )}
      <aside
        ref={dock}
        className={styles.dock}
        aria-label="Match video"
        hidden={!docked}
        data-audio={audio.modalOpen ? 'open' : 'closed'}
        style={audioBar === null ? undefined : ({ [styles.audioBarHeightVar]: `${audioBar}px` } as CSSProperties)}
      >
        <div className={styles.bar}>
          <Button href={matchPath} variant="label-light" size="small" onClick={backToSlot}>
            Back to Match Centre
          </Button>
          <IconButton label="Close video" icon="Close" size="small" variant="ghost-light" onClick={close} />
        </div>
        <div {...{ [matchVideoDockAttribute]: '' }} ref={dockBody} />
      </aside>
      {docked && <div className={styles.spacer} style={room === null ? undefined : { height: room }} aria-hidden="true" />}
    </>
  );
}
