import type { StreamAsset, VideoConfiguration } from '@club/api-client';
import { clubConfig } from '@club/config';
import { openAudio, openVideo } from '@club/site-state';
import { Button, Container, Heading, Image, Stack, Text } from '@club/ui';
import { useSetAtom } from 'jotai';
import { isOffAir, liveStatusLabel, livePosterKey } from './live';
import { ClubTvHero } from './ClubTvHero';
import * as styles from './Videos.css';

export interface LiveStream {
  id: string;
  asset: StreamAsset;
}

export interface LivePageProps {
  video: LiveStream;
  audio: LiveStream;
  liveUpgrade: VideoConfiguration['liveUpgrade'];
}

/**
 * SPEC 2.1 /live: the live video and live audio with their posters. 'Watch Live' opens the video modal
 * as a DRM live stream, 'Listen Live' the audio bar; the players (and their log-in and upgrade prompts)
 * come with them.
 */
export function LivePage({ video, audio, liveUpgrade }: LivePageProps) {
  const watch = useSetAtom(openVideo);
  const listen = useSetAtom(openAudio);
  return (
    <>
      <ClubTvHero
        title="Live"
        description={`Watch and listen to every ${clubConfig.shortNickname} match live on Club TV and ${clubConfig.streaming.audioName}.`}
      >
        <div>
          <Button href={liveUpgrade.buttonLink} variant="primary-light">
            {liveUpgrade.buttonText}
          </Button>
        </div>
      </ClubTvHero>
      <Container width="wide">
        <div className={styles.section}>
          <ul className={styles.liveGrid}>
            <li>
              <LiveCard
                stream={video}
                kind="Live video"
                action="Watch Live"
                icon="Play"
                onPlay={() => watch({ id: video.id, title: video.asset.title, mediaType: 'DrmLiveVideo' })}
              />
            </li>
            <li>
              <LiveCard
                stream={audio}
                kind="Live audio"
                action="Listen Live"
                icon="Audio"
                onPlay={() => listen({ id: audio.id, title: audio.asset.title })}
              />
            </li>
          </ul>
        </div>
      </Container>
    </>
  );
}

function LiveCard({
  stream,
  kind,
  action,
  icon,
  onPlay,
}: {
  stream: LiveStream;
  kind: string;
  action: 'Watch Live' | 'Listen Live';
  icon: 'Play' | 'Audio';
  onPlay: () => void;
}) {
  const { asset } = stream;
  const offAir = isOffAir(asset);
  const status = asset.assetData.status;
  return (
    <article className={styles.liveCard} aria-labelledby={`live-${stream.id}`}>
      <Image
        imageKey={livePosterKey(asset)}
        alt={offAir ? `${asset.title} is off air` : `${asset.title} poster`}
        ratio="16:9"
        sizes="(min-width: 1024px) 600px, 100vw"
        priority
      />
      <Stack space="small">
        <span className={styles.liveStatus} data-state={status === 'active' ? 'live' : 'off'}>
          {liveStatusLabel(status)}
        </span>
        <Text tone="muted" size="small">
          {kind}
        </Text>
        <Heading level={2} id={`live-${stream.id}`}>
          {asset.title}
        </Heading>
        <Text>{asset.description}</Text>
      </Stack>
      {offAir ? (
        <Text tone="muted">Back for the next match.</Text>
      ) : (
        // data-opens-player: the players' code loads when the button comes into view (usePreloadPlayers).
        <div data-opens-player="">
          <Button icon={icon} onClick={onPlay}>
            {action}
          </Button>
        </div>
      )}
    </article>
  );
}
