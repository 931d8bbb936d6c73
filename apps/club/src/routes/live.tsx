import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../site/seo';
import { clubConfig } from '@club/config';
import { liveAssetIds } from './videos/-components/live';
import { LivePage } from './videos/-components/LivePage';

/** SPEC 2.1 /live: the live video and live audio assets (SPEC 7 GET {videos}/streams/{assetID}). */
export const Route = createFileRoute('/live')({
  loader: async ({ context }) => {
    const [video, audio, config] = await Promise.all([
      context.api.videos.stream(liveAssetIds.video),
      context.api.videos.stream(liveAssetIds.audio),
      context.api.videos.config(),
    ]);
    return {
      video: { id: video.data.id, asset: video.data.attributes },
      audio: { id: audio.data.id, asset: audio.data.attributes },
      liveUpgrade: config.data.liveUpgrade,
    };
  },
  head: ({ loaderData }) =>
    pageHead({
      title: 'Live',
      description: `Watch ${clubConfig.shortNickname} matches live on Club TV and listen to full commentary on ${clubConfig.streaming.audioName}.`,
      path: '/live',
      ...(loaderData ? { imageKey: loaderData.video.asset.imageData.posterImageKey } : {}),
    }),
  component: function LiveRoute() {
    return <LivePage {...Route.useLoaderData()} />;
  },
});
