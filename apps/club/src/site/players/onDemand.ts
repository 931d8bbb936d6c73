// What the site loads with import() when a video or the live audio first opens (issue 13). Through this
// file, never `import('@club/video-player')`: the package's index is in every page's first load already,
// and a dynamic import of it would keep everything it exports there too.
export { LiveAudioBar, VideoModal } from '@club/video-player';
export { MatchVideo } from './MatchVideo';
