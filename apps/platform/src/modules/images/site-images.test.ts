import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { suiteSeededDatabase } from '../../testing/app';
import { packageRoot } from '../../config';
import { type Artwork, createArtwork } from './artwork';
import { createArtworkLookups } from './lookups';
import { uploadsPrefix } from './service';
import { isServedSize } from './sizes';
import { parseImagePath } from './url';

// Issue 28: the image library serves a fixed list of sizes and draws only keys some record names. These
// tests hold that list and those keys against what the sites actually ask for, so neither can drift apart.

const repoRoot = join(packageRoot(), '..', '..');

/** packages/ui's URL builders, read from its source as the sites bundle them (the platform does not depend on the UI). */
interface ImageUrlModule {
  imageRatios: readonly string[];
  imageFits: readonly ('cover' | 'contain')[];
  imageWidths: readonly number[];
  imageUrl(key: string, width: number, height: number, fit?: 'cover' | 'contain'): string;
  imageSrcSet(key: string, ratio: string, fit?: 'cover' | 'contain', sizes?: string): string;
}
interface AdvertSizesModule {
  advertSizes: readonly string[];
  advertBox(size: string): { width: number; height: number };
}
const fromUi = async <T,>(path: string): Promise<T> => (await import(pathToFileURL(join(repoRoot, 'packages/ui/src', path)).href)) as T;

function served(url: string): boolean {
  const parsed = parseImagePath(url.replace(/^\/images\//, ''));
  return parsed.ok && isServedSize(parsed.request);
}

/** The sites' and the studio's own code: every .ts/.tsx under their src, tests, stories and fixtures left out. */
function siteSources(): { file: string; text: string }[] {
  const roots = ['apps/club/src', 'apps/streamer/src', 'apps/studio/src', 'apps/platform/src/modules/studio', 'packages'];
  const files: { file: string; text: string }[] = [];
  for (const root of roots) {
    for (const entry of readdirSync(join(repoRoot, root), { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      const file = relative(repoRoot, path);
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      if (/node_modules|\.storybook|\/testing\/|\/testing\.tsx?$|\.test\.|\.test-d\.|\.stories\.|\/dist\//.test(file)) continue;
      if (root === 'packages' && !file.includes('/src/')) continue;
      files.push({ file, text: readFileSync(path, 'utf8') });
    }
  }
  return files;
}

describe('the sizes the image library serves', () => {
  it("should include every srcset and fallback size of the UI's Image, at every ratio and fit", async () => {
    const ui = await fromUi<ImageUrlModule>('Image/imageUrl.ts');
    const urls = ui.imageRatios.flatMap((ratio) =>
      ui.imageFits.flatMap((fit) => ui.imageSrcSet('news/a.jpg', ratio, fit).split(', ').map((candidate) => candidate.split(' ')[0] ?? '')),
    );

    expect(urls.length).toBe(ui.imageRatios.length * ui.imageFits.length * ui.imageWidths.length);
    expect(urls.filter((url) => !served(url))).toEqual([]);
  });

  it("should include the advert slots' boxes at 1x and 2x", async () => {
    const ui = await fromUi<ImageUrlModule>('Image/imageUrl.ts');
    const adverts = await fromUi<AdvertSizesModule>('AdvertSlot/advertSizes.ts');
    const urls = adverts.advertSizes.flatMap((size) => {
      const { width, height } = adverts.advertBox(size);
      return [ui.imageUrl('adverts/a.png', width, height, 'contain'), ui.imageUrl('adverts/a.png', width * 2, height * 2, 'contain')];
    });

    expect(urls.filter((url) => !served(url))).toEqual([]);
  });

  it('should include every size the sites and the studio write into a URL themselves', () => {
    const asked: string[] = [];
    for (const { file, text } of siteSources()) {
      for (const match of text.matchAll(/\/images\/((?:fit-in\/)?\d+x\d+(?:,contain)?)\//g)) asked.push(`${file}: /images/${match[1]}/k.jpg`);
      for (const match of text.matchAll(/imageUrl\([^,()]+,\s*(\d+),\s*(\d+)(?:,\s*'(cover|contain)')?\)/g)) {
        const size = `${match[1]}x${match[2]}`;
        asked.push(`${file}: /images/${match[3] === 'contain' ? `fit-in/${size}` : size}/k.jpg`);
      }
    }

    // The scan finds them: the share images, the players' thumbnails, the off-air picture, the studio's previews.
    expect(asked.length).toBeGreaterThan(8);
    expect(asked.filter((entry) => !served(entry.slice(entry.indexOf(': ') + 2)))).toEqual([]);
  });

  it('should refuse a size next to one it serves', () => {
    expect(served('/images/800x450/news/a.jpg')).toBe(true);
    expect(served('/images/801x450/news/a.jpg')).toBe(false);
    expect(served('/images/fit-in/4000x4000/news/a.jpg')).toBe(false);
  });
});

describe('the keys the image library draws', () => {
  const testDatabase = suiteSeededDatabase('sqlite');
  let artwork: Artwork;

  beforeAll(async () => {
    artwork = createArtwork(createArtworkLookups(testDatabase.database.db));
  });

  const undrawn = async (keys: Iterable<string>) => {
    const missing: string[] = [];
    for (const key of new Set(keys)) {
      if (!key.startsWith(uploadsPrefix) && (await artwork.svg(key)) === null) missing.push(key);
    }
    return missing;
  };

  it('should draw every key a site names in its own code', async () => {
    const keys: string[] = [];
    for (const { text } of siteSources()) {
      // Examples in comments ('news/2025/kick-off.jpg') are not keys a page asks for.
      const code = text
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
        .join('\n');
      const pattern = /['"`]((?:news|video|videos|players|crests|sponsors|promos|menus|menu|adverts|packages|placeholders)\/[a-z0-9/_.-]+\.(?:jpg|jpeg|png|webp))['"`]/g;
      for (const match of code.matchAll(pattern)) keys.push(match[1] ?? '');
    }
    // A category card's key is built from the category: each of the news categories.
    const categories = await testDatabase.database.db.selectFrom('news_article').select('category').distinct().execute();
    keys.push(...categories.map((row) => `menus/${row.category}.jpg`));

    expect(keys).toContain('promos/app-club-tv.png');
    expect(await undrawn(keys)).toEqual([]);
  });

  it('should draw every key the platform answers the sites with', async () => {
    const { db } = testDatabase.database;
    const jsonKeys = (json: string) => [...json.matchAll(/"([a-z0-9][a-z0-9_-]*\/[a-z0-9/_.-]+\.(?:jpg|jpeg|png|webp))"/g)].map((match) => match[1] ?? '');
    const keys = [
      ...(await db.selectFrom('news_article').select('image_key as key').execute()).map((row) => row.key),
      ...(await db.selectFrom('video_item').select('thumbnail_key as key').execute()).map((row) => row.key),
      ...(await db.selectFrom('stream_asset').select(['offline_image_key', 'poster_image_key']).execute()).flatMap((row) => [
        row.offline_image_key,
        row.poster_image_key,
      ]),
      ...(await db.selectFrom('player').select('image_key as key').execute()).map((row) => row.key),
      ...(await db.selectFrom('club').select('crest_key as key').execute()).map((row) => row.key),
      ...(await db.selectFrom('sponsor').select('image_key as key').execute()).map((row) => row.key),
      ...(await db.selectFrom('header_sponsor').select('img_location as key').execute()).map((row) => row.key),
      ...(await db.selectFrom('promo_overlay').select('image_key as key').execute()).map((row) => row.key),
      ...(await db.selectFrom('menu_item').select('image as key').where('image', 'is not', null).execute()).map((row) => row.key ?? ''),
      ...(await db.selectFrom('advert').select('images').execute()).flatMap((row) => jsonKeys(row.images)),
      ...(await db.selectFrom('package').select('attributes').execute()).flatMap((row) => jsonKeys(row.attributes)),
    ];

    expect(keys.length).toBeGreaterThan(100);
    expect(await undrawn(keys)).toEqual([]);
  });
});
