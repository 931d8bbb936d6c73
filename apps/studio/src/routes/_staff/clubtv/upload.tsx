import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../studio/site';
import { UploadPage } from './-components/UploadPage';

/** `/clubtv/upload`: a video file, sent in resumable pieces (tus). */
export const Route = createFileRoute('/_staff/clubtv/upload')({
  head: () => ({ meta: [{ title: `Upload a video | Club TV | ${siteName}` }] }),
  component: UploadPage,
});
