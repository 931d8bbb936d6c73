import { clubConfig } from '@club/config';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../site/seo';
import { videosQueries } from '../site/videos.queries';
import { liveAssetIds, liveStreamQueries } from './videos/-components/live';
import { LivePage } from './videos/-components/LivePage';

/**
 * SPEC 2.1 /live: the live video and live audio assets (SPEC 7 GET {videos}/streams/{assetID}). Both and
 * the video configuration go into the query cache; the loader returns only the poster the head needs.
 */
export const Route = createFileRoute('/live')({
  loader: async ({ context }) => {
    const [video] = await Promise.all([
      context.queryClient.ensureQueryData(liveStreamQueries.stream(context.api, liveAssetIds.video)),
      context.queryClient.ensureQueryData(liveStreamQueries.stream(context.api, liveAssetIds.audio)),
      context.queryClient.ensureQueryData(videosQueries.config(context.api)),
    ]);
    return { posterImageKey: video.asset.imageData.posterImageKey };
  },
  head: ({ loaderData }) =>
    pageHead({
      title: 'Live',
      description: `Watch ${clubConfig.shortNickname} matches live on Club TV and listen to full commentary on ${clubConfig.streaming.audioName}.`,
      path: '/live',
      ...(loaderData ? { imageKey: loaderData.posterImageKey } : {}),
    }),
  component: function LiveRoute() {
    const { api } = Route.useRouteContext();
    const { data: video } = useSuspenseQuery(liveStreamQueries.stream(api, liveAssetIds.video));
    const { data: audio } = useSuspenseQuery(liveStreamQueries.stream(api, liveAssetIds.audio));
    const { data: config } = useSuspenseQuery(videosQueries.config(api));
    return <LivePage video={video} audio={audio} liveUpgrade={config.liveUpgrade} />;
  },
});
