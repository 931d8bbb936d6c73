import { createHash } from 'node:crypto';
import {
  type StudioImage,
  type StudioImageDesk,
  type StudioImageResponse,
  type StudioImagesResponse,
  type StudioUploadType,
  studioImageMaxBytes,
  studioImagesPageSize,
} from '@club/api-client';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { DB } from '../../infra/db/schema';
import { HttpError } from '../../infra/http/errors';
import { uploadsPrefix } from '../images/service';
import type { MediaStore } from '../media/store';
import { previewImageUrl } from '../news/articles';
import { recordAudit } from './audit';
import type { StaffMember } from './staff';

type StoredType = Exclude<StudioUploadType, 'image/svg+xml'>;

// The file's own first bytes, not its name or the content type it was sent with, say what it is.
const signatures: { type: StoredType; extension: string; matches(bytes: Buffer): boolean }[] = [
  { type: 'image/jpeg', extension: 'jpg', matches: (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  {
    type: 'image/png',
    extension: 'png',
    matches: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/webp',
    extension: 'webp',
    matches: (bytes) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/**
 * An SVG is text: an optional XML declaration, comments and a doctype, then the `<svg` element. One that
 * declares entities is refused outright (the "billion laughs"), whatever else it holds.
 */
function isSvg(bytes: Buffer): boolean {
  const text = bytes.toString('utf8');
  if (/<!ENTITY/i.test(text)) return false;
  const head = text.slice(0, 4096).replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>[]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head);
}

// As the image service's limit: a source bigger than this is refused rather than decoded into memory.
const maxPixels = 50_000_000;
// An SVG is drawn this many pixels along its longer side: a logo stays sharp at twice its largest size.
const svgDrawnSide = 1600;

export const notAnImageMessage = 'That file is not a JPEG, PNG or WebP image. Export it as one of those and upload it again.';
export const notACommercialImageMessage = 'That file is not a JPEG, PNG, WebP or SVG image. Export it as one of those and upload it again.';
export const tooLargeMessage = `That image is larger than ${studioImageMaxBytes / 1024 / 1024} MB. Make it smaller and upload it again.`;
const unreadableMessage = 'That image could not be read: it may be damaged or cut short. Export it again and upload it.';

/** The chooser's thumbnail: the whole image inside 400×400, never enlarged (a logo is not cropped). */
export const thumbnailUrl = (key: string) => `/images/fit-in/400x400/${key}`;

/** What an upload becomes: the bytes to keep and what they are. */
async function readUpload(body: Buffer, declared: string, desk: StudioImageDesk) {
  const refusal = desk === 'commercial' ? notACommercialImageMessage : notAnImageMessage;
  if (desk === 'commercial' && declared === 'image/svg+xml') {
    if (!isSvg(body)) throw new HttpError(415, refusal, { code: 'notAnImage' });
    // Drawn once into a PNG: the sites only ever serve pixels, so no script or outside reference in an
    // SVG can reach a fan, and the image service resizes it like any photo.
    const drawn = await sharp(body, { limitInputPixels: maxPixels })
      .metadata()
      .then(async (metadata) => {
        const longer = Math.max(metadata.width ?? 0, metadata.height ?? 0);
        if (!longer) throw new Error('no size');
        const density = Math.min(Math.max((72 * svgDrawnSide) / longer, 1), 100_000);
        return sharp(body, { density, limitInputPixels: maxPixels }).png({ compressionLevel: 9 }).toBuffer();
      })
      .catch(() => {
        throw new HttpError(400, unreadableMessage, { code: 'unreadableImage' });
      });
    return { bytes: drawn, type: 'image/png' as const, extension: 'png' };
  }
  const kind = signatures.find((signature) => signature.matches(body));
  // A text file called photo.png, or a PNG sent as image/jpeg: the bytes and the label must agree.
  if (!kind || kind.type !== declared) throw new HttpError(415, refusal, { code: 'notAnImage' });
  return { bytes: body, type: kind.type, extension: kind.extension };
}

/**
 * Images uploaded in the studio, kept in the media store (media/store.ts: MEDIA_DIR, or the MEDIA_S3_URL
 * bucket every instance shares) under `uploads/<desk>/<sha256>.<ext>`:
 * the newsroom's lead images under `uploads/news/`, the commercial desk's promos, adverts and sponsor logos
 * under `uploads/commercial/`. The key is the stored file's own digest, so the same image uploaded twice is
 * one file, and a key never changes content (the image service's renditions may be cached for a year).
 * The image service reads `uploads/` keys from the same store and resizes them like any other; each
 * upload is also a row of `studio_image`, for the chooser's list of recent uploads.
 */
export function createStudioUploads(options: { db: Kysely<DB>; store: Pick<MediaStore, 'size' | 'put'>; now: () => Date }) {
  return {
    async storeImage(body: Buffer, declared: string, staff: StaffMember, desk: StudioImageDesk = 'news'): Promise<StudioImageResponse> {
      if (body.length > studioImageMaxBytes) throw new HttpError(413, tooLargeMessage);
      const upload = await readUpload(body, declared, desk);
      const metadata = await sharp(upload.bytes, { limitInputPixels: maxPixels })
        .metadata()
        .catch(() => {
          throw new HttpError(400, unreadableMessage, { code: 'unreadableImage' });
        });
      const { width, height } = metadata;
      if (!width || !height) throw new HttpError(400, 'That image has no size the platform can read.', { code: 'unreadableImage' });

      const digest = createHash('sha256').update(upload.bytes).digest('hex');
      const imageKey = `${uploadsPrefix}${desk}/${digest}.${upload.extension}`;
      // Whole or not at all (the store's put), before the row names it: no instance is asked for half an image.
      if ((await options.store.size(imageKey)) !== upload.bytes.length) await options.store.put(imageKey, upload.bytes);
      const at = options.now().toISOString();
      const row = {
        image_key: imageKey,
        desk,
        type: upload.type,
        width,
        height,
        bytes: upload.bytes.length,
        uploaded_at: at,
        uploaded_by_email: staff.email,
      };
      await options.db.transaction().execute(async (trx) => {
        // The same bytes again: one row, now the most recent upload.
        await trx
          .insertInto('studio_image')
          .values(row)
          .onConflict((conflict) => conflict.column('image_key').doUpdateSet({ uploaded_at: at, uploaded_by_email: staff.email }))
          .execute();
        await recordAudit(trx, {
          actor: staff,
          action: 'image.upload',
          entity: 'image',
          entityId: imageKey,
          before: null,
          after: { imageKey, desk, type: upload.type, ...(declared === upload.type ? {} : { sentAs: declared }), bytes: row.bytes, width, height },
          at,
        });
      });
      // The newsroom previews its lead image as the article shows it (16:9); the commercial desk the whole image.
      return { imageKey, url: desk === 'news' ? previewImageUrl(imageKey) : thumbnailUrl(imageKey) };
    },

    /** One desk's uploads, most recent first, `studioImagesPageSize` a page. */
    async listImages(desk: StudioImageDesk, page: number): Promise<StudioImagesResponse> {
      const rows = await options.db
        .selectFrom('studio_image')
        .selectAll()
        .where('desk', '=', desk)
        .orderBy('uploaded_at', 'desc')
        .orderBy('image_key', 'desc')
        .limit(studioImagesPageSize)
        .offset((page - 1) * studioImagesPageSize)
        .execute();
      const counted = await options.db
        .selectFrom('studio_image')
        .select((eb) => eb.fn.countAll().as('total'))
        .where('desk', '=', desk)
        .executeTakeFirst();
      const items: StudioImage[] = rows.map((row) => ({
        imageKey: row.image_key,
        url: thumbnailUrl(row.image_key),
        type: row.type,
        width: row.width,
        height: row.height,
        bytes: row.bytes,
        uploadedAt: row.uploaded_at,
        uploadedByEmail: row.uploaded_by_email,
      }));
      return { items, total: Number(counted?.total ?? 0), page, pageSize: studioImagesPageSize };
    },
  };
}
export type StudioUploads = ReturnType<typeof createStudioUploads>;
