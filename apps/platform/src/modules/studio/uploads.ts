import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type StudioImageType, studioImageMaxBytes } from '@club/api-client';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { DB } from '../../infra/db/schema';
import { HttpError } from '../../infra/http/errors';
import { uploadsPrefix } from '../images/service';
import { previewImageUrl } from './articles';
import { recordAudit } from './audit';
import type { StaffMember } from './staff';

// The file's own first bytes, not its name or the content type it was sent with, say what it is.
const signatures: { type: StudioImageType; extension: string; matches(bytes: Buffer): boolean }[] = [
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

// As the image service's limit: a source bigger than this is refused rather than decoded into memory.
const maxPixels = 50_000_000;

export const notAnImageMessage = 'That file is not a JPEG, PNG or WebP image. Export it as one of those and upload it again.';
export const tooLargeMessage = `That image is larger than ${studioImageMaxBytes / 1024 / 1024} MB. Make it smaller and upload it again.`;

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    (stats) => stats.isFile(),
    () => false,
  );
}

/**
 * Lead images uploaded in the studio, kept as sent in the media store (MEDIA_DIR) under
 * `uploads/news/<sha256>.<ext>`: the key is the image's own digest, so the same photo uploaded twice is
 * one file, and a key never changes content (the image service's renditions may be cached for a year).
 * The image service reads `uploads/` keys from the same directory and resizes them like any other.
 */
export function createStudioUploads(options: { db: Kysely<DB>; mediaDir: string; now: () => Date }) {
  return {
    async storeImage(body: Buffer, declared: StudioImageType, staff: StaffMember): Promise<{ imageKey: string; url: string }> {
      if (body.length > studioImageMaxBytes) throw new HttpError(413, tooLargeMessage);
      const kind = signatures.find((signature) => signature.matches(body));
      // A text file called photo.png, or a PNG sent as image/jpeg: the bytes and the label must agree.
      if (!kind || kind.type !== declared) throw new HttpError(415, notAnImageMessage, { code: 'notAnImage' });
      const metadata = await sharp(body, { limitInputPixels: maxPixels })
        .metadata()
        .catch(() => {
          throw new HttpError(400, 'That image could not be read: it may be damaged or cut short. Export it again and upload it.', { code: 'unreadableImage' });
        });
      if (!metadata.width || !metadata.height) throw new HttpError(400, 'That image has no size the platform can read.', { code: 'unreadableImage' });

      const digest = createHash('sha256').update(body).digest('hex');
      const imageKey = `${uploadsPrefix}news/${digest}.${kind.extension}`;
      const path = join(options.mediaDir, imageKey);
      if (!(await exists(path))) {
        await mkdir(dirname(path), { recursive: true });
        // A temporary name and a rename, so the image service never reads half a file.
        const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        await writeFile(temporary, body);
        await rename(temporary, path);
      }
      const at = options.now().toISOString();
      await options.db.transaction().execute((trx) =>
        recordAudit(trx, {
          actor: staff,
          action: 'image.upload',
          entity: 'image',
          entityId: imageKey,
          before: null,
          after: { imageKey, type: kind.type, bytes: body.length, width: metadata.width, height: metadata.height },
          at,
        }),
      );
      return { imageKey, url: previewImageUrl(imageKey) };
    },
  };
}
export type StudioUploads = ReturnType<typeof createStudioUploads>;
