import { join } from 'node:path';
import { defaultImageCacheDir, packageRoot } from '../../config';
import type { PlatformModule } from '../module';
import { createArtwork } from './artwork';
import { createArtworkLookups } from './lookups';
import { imagesRoutes } from './routes';
import { createImageService } from './service';

/** The image library (/images): originals, uploads in the media store and drawn artwork, resized on request. */
export const imagesModule: PlatformModule = {
  name: 'images',
  needs: [],
  async register(app, { config, database, mediaStore }) {
    const service = createImageService({
      originalsDir: join(packageRoot(), 'content', 'images'),
      store: mediaStore,
      cacheDir: config.imageCacheDir ?? defaultImageCacheDir(),
      artwork: createArtwork(createArtworkLookups(database.db)),
      log: app.log,
    });
    await app.register(imagesRoutes, { prefix: '/images', service });
  },
};
