import type { Package } from '@club/api-client';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { MatchTable } from '../matches/db';
import type { PackageTable } from './db';
import type { Seed } from '../../infra/db/seeding';
import { type DemoWorld, worldVersion } from '../../shared/demo-world';
import { toLondonDateTime } from '../../shared/london-time';
import { clubsContent } from '../matches/seed/content';
import type { GeneratedMatches } from '../matches/seed/generate';
import { matchPassId } from '../videos/catalogue';
import { packagesContent } from './content';
import { parsePriceEdits, withEdit } from './edits';

type Attributes = Package['attributes'];

const pounds = (pence: number): string => `£${(pence / 100).toFixed(2)}`;

export interface PackagesInput {
  content: typeof packagesContent;
  matches: readonly Insertable<MatchTable>[];
  clubSlug: string;
  clubNames: ReadonlyMap<string, string>;
  competitionNames: ReadonlyMap<string, string>;
}

/**
 * Every package, pure: the memberships of content/packages and a match pass for each live or scheduled
 * first-team match, whose entitlement is the one the match's Club TV items list.
 */
export function generatePackages(input: PackagesInput): Package[] {
  const { content } = input;
  const pages = { successfulPaymentPage: content.successfulPaymentPage, cancelledPaymentPage: content.cancelledPaymentPage };
  const memberships: Package[] = content.memberships.map((membership) => ({
    id: membership.id,
    type: 'package',
    attributes: {
      packageType: 'membership',
      title: membership.title,
      description: membership.description,
      ...pages,
      mode: membership.mode,
      styleData: membership.styleData,
      imageData: { landscape: { imageKey: membership.imageKey } },
      priceData: membership.priceData.map((price) => ({
        id: price.id,
        type: price.type,
        priceDisplay: {
          amount: price.amount,
          currency: 'GBP',
          amountFormatted: pounds(price.amount),
          interval: price.interval,
          strikethroughAmountFormatted: price.strikethroughAmount === null ? null : pounds(price.strikethroughAmount),
        },
        offer: price.offer,
        furtherInformation: price.furtherInformation,
        backsideText: price.backsideText,
        accessData: { entitlements: price.entitlements },
      })),
    } satisfies Attributes,
  }));

  const pass = content.matchPass;
  const upcoming = input.matches.filter(
    (match) => match.team_slug === 'first-team' && (match.status === 'live' || match.status === 'scheduled'),
  );
  const passes: Package[] = upcoming.map((match, index) => {
    const opponent = match.home_club === input.clubSlug ? match.away_club : match.home_club;
    const id = matchPassId(match.kick_off, opponent);
    const fill = (text: string) =>
      text
        .replaceAll('{home}', input.clubNames.get(match.home_club) ?? match.home_club)
        .replaceAll('{away}', input.clubNames.get(match.away_club) ?? match.away_club)
        .replaceAll('{competition}', input.competitionNames.get(match.competition_slug) ?? match.competition_slug)
        .replaceAll('{date}', toLondonDateTime(match.kick_off).date);
    return {
      id,
      type: 'package',
      attributes: {
        packageType: 'match-pass',
        title: fill(pass.title),
        description: fill(pass.description),
        ...pages,
        mode: pass.mode,
        styleData: pass.styleData,
        imageData: { landscape: { imageKey: pass.imageKey } },
        priceData: [
          {
            id: `price_${id.replaceAll('-', '_')}`,
            type: 'one_time',
            priceDisplay: {
              amount: pass.amount,
              currency: 'GBP',
              amountFormatted: pounds(pass.amount),
              interval: null,
              strikethroughAmountFormatted: pass.strikethroughAmount === null ? null : pounds(pass.strikethroughAmount),
            },
            offer: index === 0 ? pass.firstOffer : null,
            furtherInformation: fill(pass.furtherInformation),
            backsideText: pass.backsideText,
            accessData: { entitlements: [id] },
          },
        ],
      } satisfies Attributes,
    };
  });
  return [...memberships, ...passes];
}

/** The world's packages: the memberships and a pass for each first-team match still to come or under way. */
export function worldPackages(generated: GeneratedMatches): Package[] {
  return generatePackages({
    content: packagesContent,
    matches: generated.matches,
    clubSlug: clubsContent.club,
    clubNames: new Map(generated.clubs.map((club) => [club.slug, club.name])),
    competitionNames: new Map(generated.competitions.map((competition) => [competition.slug, competition.name])),
  });
}

export function packageRowsOf(packages: readonly Package[]): Insertable<PackageTable>[] {
  return packages.map((entry, position) => ({
    id: entry.id,
    package_type: entry.attributes.packageType,
    position,
    attributes: JSON.stringify(entry.attributes),
  }));
}

async function replacePackages(db: Kysely<DB>, packageRows: Insertable<PackageTable>[]): Promise<void> {
  // A package staff saved (origin 'studio') is laid back as the world has it today with their edit on it:
  // their title, description, prices and sale, their version and who saved it when. One the world no
  // longer sells (a pass for a match that is over) goes with it.
  const studio = new Map((await db.selectFrom('package').selectAll().where('origin', '=', 'studio').execute()).map((row) => [row.id, row]));
  // Only the catalogue: entitlements already granted for a pass (entitlement_grant) are the user's and stay.
  await db.deleteFrom('package').execute();
  const rows = packageRows.map((row) => {
    const edited = studio.get(row.id);
    // Every row names every column: SQLite fills a column one row of a multi-row insert leaves out with null, not its default.
    if (!edited) return { ...row, origin: 'seed' as const, version: 0, updated_at: null, updated_by_email: null, on_sale: 1 as const, price_edits: '{}' };
    const staff = JSON.parse(edited.attributes) as Attributes;
    const world: Package = { id: row.id, type: 'package', attributes: JSON.parse(row.attributes) as Attributes };
    const sold = withEdit(world, {}, { title: staff.title, description: staff.description, prices: parsePriceEdits(edited.price_edits) });
    const { id, origin, version, updated_at, updated_by_email, on_sale, price_edits } = edited;
    return { ...row, attributes: JSON.stringify(sold.attributes), id, origin, version, updated_at, updated_by_email, on_sale, price_edits };
  });
  await db.insertInto('package').values(rows).execute();
}

/**
 * The packages of content/packages plus a match pass per upcoming first-team match of the world;
 * versioned by the world's day, the content and the matches seed's version.
 */
export function createPackagesSeed(world: DemoWorld, packages: readonly Package[], matchesVersion: string): Seed {
  const packageRows = packageRowsOf(packages);
  return {
    name: 'packages',
    version: worldVersion(world, 'packages', matchesVersion, packagesContent),
    apply: (trx) => replacePackages(trx, packageRows),
  };
}
