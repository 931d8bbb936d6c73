import sharp from 'sharp';
import { advertsContent, promosContent, sponsorsBySlug } from '../../commercial/content';
import { clubsContent } from '../../matches/seed/content';
import { club } from '../../settings/club';
import { squads } from '../../teams/content';
import { crestSvg } from './crest';
import { portraitSvg } from './portrait';
import { posterSvg, wordmarkSvg } from './poster';
import { type Palette, humanise, initials, kitFor } from './svg';

/** What the artwork needs from other modules' data that is not in content files (news lives in the database). */
export interface ArtworkLookups {
  videoItem(thumbnailKey: string): Promise<{ title: string; category: string } | null>;
  /** Whether a record (an article, a video, a sponsor, an advert…) or a site names this key as its image. */
  owns(key: string): Promise<boolean>;
}

/** Prefixes whose pictures belong to records: drawn only for a key some record names (issue 28). */
const ownedPrefixes = new Set(['news', 'video', 'videos', 'sponsors', 'promos', 'menus', 'menu', 'adverts', 'packages', 'placeholders']);

/** The key prefixes the generator draws; anything else is a 404 unless an original is uploaded. */
export const generatedPrefixes = [
  'news',
  'video',
  'videos',
  'players',
  'crests',
  'sponsors',
  'promos',
  'menus',
  'menu',
  'adverts',
  'packages',
  'placeholders',
] as const;

const clubColours: Palette = club.colours;
const slugPart = /^[a-z0-9][a-z0-9_-]*$/;

function findPlayer(slug: string, team?: string) {
  for (const [teamSlug, players] of squads) {
    if (team && team !== teamSlug) continue;
    const player = players.find((candidate) => candidate.slug === slug);
    if (player) return { player };
  }
  return null;
}

async function rasterise(svgSource: Buffer, extension: string): Promise<Buffer> {
  const image = sharp(svgSource);
  if (extension === 'png') return image.png({ compressionLevel: 9 }).toBuffer();
  if (extension === 'webp') return image.webp({ quality: 90 }).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}

/**
 * Draws the source image for a key from the key itself and the club's data: crests, player portraits, news
 * and video artwork, sponsor wordmarks, promo, menu and advert posters. Null when the key names nothing
 * this generator knows (an unknown prefix, club or player) or no record uses it as its image. Deterministic: the same key, the same picture.
 */
export function createArtwork(lookups: ArtworkLookups) {
  async function draw(key: string): Promise<Buffer | null> {
    const [prefix = '', ...rest] = key.replace(/\.(jpg|jpeg|png|webp)$/, '').split('/');
    const name = rest.join('/');
    if (!rest.length || !rest.every((part) => slugPart.test(part))) return null;
    // An anonymous loop over made-up names would otherwise draw, and keep on disk, a picture for each.
    if (ownedPrefixes.has(prefix) && !(await lookups.owns(key))) return null;
    switch (prefix) {
      case 'news': {
        // No headline in the picture: every card and article prints the title over or beside it,
        // and the two read as doubled text. The artwork is the club's pitch and colours alone.
        return posterSvg({ width: 1600, height: 900, colours: clubColours, footer: club.name });
      }
      case 'video':
      case 'videos': {
        const item = await lookups.videoItem(key);
        return posterSvg({
          width: 1600,
          height: 900,
          colours: { ...clubColours, primary: clubColours.dark, dark: '#02070f' },
          label: 'CLUB TV',
          // Only a title the platform knows: a key turned into words ('Live/audio Poster') is a seam.
          title: item?.title,
          play: true,
          footer: `${club.shortName} TV`,
        });
      }
      case 'players': {
        const found = rest.length === 2 ? findPlayer(rest[1] ?? '', rest[0]) : rest.length === 1 ? findPlayer(name) : null;
        if (!found) return null;
        return portraitSvg({ shirtNumber: found.player.shirtNumber, colours: clubColours });
      }
      case 'crests': {
        if (name === club.slug) {
          return crestSvg({ slug: club.slug, name: club.name, colours: clubColours, initials: club.crest.initials, emblem: club.crest.emblem, founded: club.founded });
        }
        const other = clubsContent.clubs.find((candidate) => candidate.slug === name);
        if (!other) return null;
        return crestSvg({ slug: other.slug, name: other.shortName, colours: kitFor(other.slug), initials: initials(other.name), emblem: null });
      }
      case 'sponsors':
        return wordmarkSvg({ name: sponsorsBySlug.get(name)?.title ?? humanise(name), colours: kitFor(name) });
      case 'promos': {
        const promo = promosContent.promos.find((candidate) => candidate.slug === name);
        return posterSvg({ width: 1400, height: 1400, colours: clubColours, label: club.nickname.toUpperCase(), title: promo?.imageAltText ?? humanise(name), footer: club.name });
      }
      case 'menus':
      case 'menu':
        // No words: the menu's featured links and the category cards print their own label over or beside
        // the picture, and the key's words ('U21' under 'U21S') read as doubled, mismatched text.
        return posterSvg({ width: 1200, height: 800, colours: clubColours, footer: club.name });
      case 'adverts': {
        // adverts/<slug>-<mobile|desktop>.png: a square for phones (750x750), a banner for desktops (1000x250).
        const [, slug = name, type] = /^(.+)-(mobile|desktop)$/.exec(name) ?? [];
        const advert = advertsContent.adverts.find((candidate) => candidate.slug === slug);
        const banner = type === 'desktop';
        return posterSvg({
          width: banner ? 2000 : 1500,
          height: banner ? 500 : 1500,
          colours: kitFor(slug),
          label: 'ADVERTISEMENT',
          title: advert?.advertName ?? humanise(slug),
        });
      }
      case 'packages':
        // No words from the key ('Video Background'): the package card prints its own title, label and
        // price over or beside the picture, so the artwork is the club's pitch and colours alone.
        return posterSvg({ width: 1600, height: 900, colours: clubColours, footer: club.name });
      case 'placeholders':
        return posterSvg({ width: 1600, height: 900, colours: clubColours, footer: club.name });
      default:
        return null;
    }
  }

  return {
    /** The drawing of a key before it is rasterised (SVG), or null when nothing is drawn for it. */
    async svg(key: string): Promise<string | null> {
      return (await draw(key))?.toString('utf8') ?? null;
    },
    async generate(key: string): Promise<Buffer | null> {
      const source = await draw(key);
      if (!source) return null;
      return rasterise(source, key.slice(key.lastIndexOf('.') + 1));
    },
  };
}
export type Artwork = ReturnType<typeof createArtwork>;
