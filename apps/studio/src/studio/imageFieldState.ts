import {
  type StudioImage,
  type StudioImageDesk,
  type StudioUploadType,
  studioCommercialImageTypes,
  studioImageMaxBytes,
  studioImageTypes,
} from '@club/api-client';
import { clubTimeZone } from '@club/ui';
import { formatInTimeZone } from 'date-fns-tz';

/** Where an upload stands: the field says each in words (and exposes it to CSS as `data-state`). */
export type UploadState =
  | { state: 'idle' }
  | { state: 'uploading'; fileName: string; bytes: number }
  | { state: 'uploaded'; fileName: string }
  | { state: 'failed'; message: string };

export type UploadEvent =
  | { type: 'start'; fileName: string; bytes: number }
  | { type: 'done' }
  | { type: 'fail'; message: string }
  | { type: 'reset' };

export const idleUpload: UploadState = { state: 'idle' };

/** One upload at a time: a second file while one is on its way is refused by the field before it gets here. */
export function uploadReducer(current: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'start':
      return { state: 'uploading', fileName: event.fileName, bytes: event.bytes };
    case 'done':
      return current.state === 'uploading' ? { state: 'uploaded', fileName: current.fileName } : current;
    case 'fail':
      return { state: 'failed', message: event.message };
    case 'reset':
      return idleUpload;
    default:
      return event satisfies never;
  }
}

/** '12 KB', '1.4 MB': how big a file is, as people say it. */
export function sizeInWords(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** The sentence the field shows (and a screen reader hears) for where the upload stands. */
export function uploadStatusText(upload: UploadState, saveWhat: string): string {
  switch (upload.state) {
    case 'idle':
      return '';
    case 'uploading':
      return `Uploading ${upload.fileName} (${sizeInWords(upload.bytes)})…`;
    case 'uploaded':
      return `Uploaded ${upload.fileName}. ${saveWhat}`;
    case 'failed':
      return upload.message;
    default:
      return upload satisfies never;
  }
}

/** The file types a desk takes: the commercial desk also takes SVG (drawn into a PNG by the platform). */
export function acceptedTypes(desk: StudioImageDesk): readonly StudioUploadType[] {
  return desk === 'commercial' ? studioCommercialImageTypes : studioImageTypes;
}

export function acceptedTypesInWords(desk: StudioImageDesk): string {
  return desk === 'commercial' ? 'JPEG, PNG, WebP or SVG' : 'JPEG, PNG or WebP';
}

/** Before sending anything: the file's type and size, in the words the newsroom's lead image uses. */
export function checkImageFile(
  file: { type: string; size: number },
  desk: StudioImageDesk,
): { ok: true; type: StudioUploadType } | { ok: false; message: string } {
  const type = acceptedTypes(desk).find((accepted) => accepted === file.type);
  if (!type) return { ok: false, message: `Choose a ${acceptedTypesInWords(desk)} image.` };
  if (file.size > studioImageMaxBytes) return { ok: false, message: `Choose an image of ${studioImageMaxBytes / 1024 / 1024} MB or less.` };
  return { ok: true, type };
}

// The image library's own key grammar (apps/platform/src/modules/images/url.ts): anything else would be a 400.
const libraryKey = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*\.(jpg|jpeg|png|webp)$/;

/** The preview of a key: the whole image inside 400×400 from the image service, or null while it is no key. */
export function previewUrlOf(key: string): string | null {
  const trimmed = key.trim();
  if (!libraryKey.test(trimmed) || trimmed.split('/').some((segment) => segment.startsWith('.'))) return null;
  return `/images/fit-in/400x400/${trimmed}`;
}

/** What a recent upload is, for its button: 'Uploaded 5 Dec 2026, 15:20, 750 × 750 PNG'. */
export function describeUpload(image: Pick<StudioImage, 'uploadedAt' | 'width' | 'height' | 'type'>): string {
  const format = image.type.replace(/^image\//, '').replace('jpeg', 'jpg').toUpperCase();
  return `Uploaded ${formatInTimeZone(new Date(image.uploadedAt), clubTimeZone, 'd MMM yyyy, HH:mm')}, ${image.width} × ${image.height} ${format}`;
}
