import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { AdvertPlacementTable, AdvertSlotTable, AdvertTable, HeaderSponsorTable, PromoOverlayTable, SectionSponsorSlotTable, SectionSponsorTable, SponsorRowMemberTable, SponsorRowTable, SponsorTable } from './db';
import type { Seed } from '../../infra/db/seeding';
import { type DemoWorld, londonMidnight, worldVersion } from '../../shared/demo-world';
import {
  advertImageKey,
  advertImageSizes,
  advertsContent,
  promoImageKey,
  promosContent,
  sponsorImageKey,
  sponsorsBySlug,
  sponsorsContent,
} from './content';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
/** 'YYYY-MM-DDTHH:MM:SSZ', the timings' format: London midnight of the world's today plus `days`. */
const dayStart = (world: DemoWorld, days: number): string => londonMidnight(world, days).replace('.000Z', 'Z');
const sponsorId = (slug: string): number => {
  const sponsor = sponsorsBySlug.get(slug);
  if (!sponsor) throw new Error(`unknown sponsor ${slug}`);
  return sponsor.sponsorID;
};

const forcedRowSponsors = new Set(sponsorsContent.rows.filter((row) => row.forcedOrder).flatMap((row) => row.sponsors));

const sponsorRows: Insertable<SponsorTable>[] = sponsorsContent.sponsors.map((sponsor) => ({
  sponsor_id: sponsor.sponsorID,
  slug: sponsor.slug,
  campaign_id: sponsor.campaignID,
  image_key: sponsorImageKey(sponsor.slug),
  published: flag(sponsor.published ?? true),
  title: sponsor.title,
  url: sponsor.url,
  admin_name: sponsor.slug,
  media_library_id: sponsor.mediaLibraryID,
  // Only meaningful in a forced-order row; elsewhere it would promise an order nobody keeps.
  forced_order: forcedRowSponsors.has(sponsor.slug) ? (sponsor.forcedOrder ?? null) : null,
  is_child_friendly: flag(sponsor.isChildFriendly),
}));

const headerSponsorRows: Insertable<HeaderSponsorTable>[] = sponsorsContent.headerSponsors.map((header, index) => {
  const sponsor = sponsorsBySlug.get(header.sponsor);
  if (!sponsor) throw new Error(`unknown sponsor ${header.sponsor}`);
  return {
    position: index + 1,
    sponsor_id: sponsor.sponsorID,
    name: sponsor.title,
    img_location: sponsorImageKey(sponsor.slug),
    sponsor_url: sponsor.url,
    child_friendly: flag(header.childFriendly),
  };
});

const rowRows: Insertable<SponsorRowTable>[] = sponsorsContent.rows.map((row, index) => ({
  row_id: row.rowID,
  position: index + 1,
  admin_name: row.adminName,
  title: row.title,
  title_size: row.titleSize,
  sponsor_size: row.sponsorSize,
  forced_order: flag(row.forcedOrder),
}));

const rowMemberRows: Insertable<SponsorRowMemberTable>[] = sponsorsContent.rows.flatMap((row) =>
  row.sponsors.map((slug, index) => ({ row_id: row.rowID, sponsor_id: sponsorId(slug), position: index + 1 })),
);

const sectionRows: Insertable<SectionSponsorSlotTable>[] = sponsorsContent.sections.map((section) => ({
  section_id: section.sectionID,
  name: section.name,
  type: section.type,
  active: flag(section.active),
}));

const sectionMemberRows: Insertable<SectionSponsorTable>[] = sponsorsContent.sections.flatMap((section) =>
  section.sponsors.map((slug, index) => ({ section_id: section.sectionID, sponsor_id: sponsorId(slug), position: index + 1 })),
);

/** The adverts with their windows placed on the world's today. */
export const advertRowsFor = (world: DemoWorld): Insertable<AdvertTable>[] =>
  advertsContent.adverts.map((advert) => ({
    id: advert.id,
    advert_name: advert.advertName,
    advert_ref: advert.advertRef,
    campaign_ref: advert.campaignRef,
    url: advert.url,
    enabled: flag(advert.enabled),
    channel: advert.channel,
    child_friendly: flag(advert.childFriendly),
    start_utc: dayStart(world, advert.startDays),
    end_utc: dayStart(world, advert.endDays),
    images: JSON.stringify(
      Object.fromEntries(
        advert.images.map((type) => [type, { imageKey: advertImageKey(advert.slug, type), imageSize: advertImageSizes[type] }]),
      ),
    ),
  }));

const slotRows: Insertable<AdvertSlotTable>[] = advertsContent.slots.map((slot) => ({ slot_id: slot.slotID, name: slot.name }));

// Within a placement, adverts keep the order of the file.
const placementRows: Insertable<AdvertPlacementTable>[] = advertsContent.adverts.flatMap((advert, index) =>
  advert.placements.map((placement) => ({ placement, advert_id: advert.id, position: index + 1 })),
);

/** The promos with their windows placed on the world's today. */
export const promoRowsFor = (world: DemoWorld): Insertable<PromoOverlayTable>[] =>
  promosContent.promos.map((promo, index) => ({
    promo_id: promo.promoID,
    position: index + 1,
    channel: promo.channel,
    type: promo.type,
    url: promo.url,
    web_new_window: flag(promo.webNewWindow),
    image_key: promoImageKey(promo.slug),
    image_alt_text: promo.imageAltText,
    start_date_time: dayStart(world, promo.startDays),
    end_date_time: dayStart(world, promo.endDays),
  }));

async function insert<T extends keyof DB>(db: Kysely<DB>, table: T, rows: Insertable<DB[T]>[]): Promise<void> {
  // Comfortably under SQLite's and Postgres's limits on bound parameters per statement.
  for (let start = 0; start < rows.length; start += 50) {
    await db.insertInto(table).values(rows.slice(start, start + 50) as never).execute();
  }
}

async function replaceCommercial(
  db: Kysely<DB>,
  advertRows: Insertable<AdvertTable>[],
  promoRows: Insertable<PromoOverlayTable>[],
): Promise<void> {
  // Children first, then parents; inserts the other way round.
  // Promos staff made or edited in the studio (origin 'studio') are theirs: kept, and a seed promo of the
  // same id is not laid back over one they edited.
  await db.deleteFrom('promo_overlay').where('origin', '=', 'seed').execute();
  // Adverts staff made or edited (origin 'studio') are kept with their placements, the same way; and so
  // is every placement of a slot staff changed (demo adverts' too, laid back once the adverts are).
  const studioSlots = await db.selectFrom('advert_slot').selectAll().where('origin', '=', 'studio').execute();
  const editedSlots = new Set(studioSlots.map((row) => row.slot_id));
  const editedPlacements =
    editedSlots.size === 0
      ? []
      : await db
          .selectFrom('advert_placement')
          .innerJoin('advert', 'advert.id', 'advert_placement.advert_id')
          .select(['advert_placement.placement', 'advert_placement.advert_id', 'advert_placement.position'])
          .where('advert.origin', '=', 'seed')
          .where('advert_placement.placement', 'in', [...editedSlots])
          .execute();
  const seedAdverts = db.selectFrom('advert').select('id').where('origin', '=', 'seed');
  await db.deleteFrom('advert_placement').where('advert_id', 'in', seedAdverts).execute();
  await db.deleteFrom('advert').where('origin', '=', 'seed').execute();
  // What staff deleted stays deleted: its row is the studio's (kept, with its deleted_at), so its id is never laid back.
  const deletedAdverts = new Set((await db.selectFrom('advert').select('id').where('deleted_at', 'is not', null).execute()).map((row) => row.id));
  const deletedSponsors = new Set((await db.selectFrom('sponsor').select('sponsor_id').where('deleted_at', 'is not', null).execute()).map((row) => row.sponsor_id));
  // Sponsors staff made or edited are kept too, with their place in a row (laid back once the rows are).
  const studioMembers = await db
    .selectFrom('sponsor_row_member')
    .innerJoin('sponsor', 'sponsor.sponsor_id', 'sponsor_row_member.sponsor_id')
    .select(['sponsor_row_member.row_id', 'sponsor_row_member.sponsor_id', 'sponsor_row_member.position'])
    .where('sponsor.origin', '=', 'studio')
    .execute();
  // Header places and section slots staff saved are theirs too: kept, a slot with its sponsors in order.
  const studioHeaders = await db.selectFrom('header_sponsor').selectAll().where('origin', '=', 'studio').execute();
  const studioSections = await db.selectFrom('section_sponsor_slot').selectAll().where('origin', '=', 'studio').execute();
  const studioSectionMembers = await db
    .selectFrom('section_sponsor')
    .innerJoin('section_sponsor_slot', 'section_sponsor_slot.section_id', 'section_sponsor.section_id')
    .select(['section_sponsor.section_id', 'section_sponsor.sponsor_id', 'section_sponsor.position'])
    .where('section_sponsor_slot.origin', '=', 'studio')
    .execute();
  for (const table of ['advert_slot', 'section_sponsor', 'section_sponsor_slot', 'sponsor_row_member', 'sponsor_row', 'header_sponsor'] as const) {
    await db.deleteFrom(table).execute();
  }
  await db.deleteFrom('sponsor').where('origin', '=', 'seed').execute();
  const keptSponsors = new Set((await db.selectFrom('sponsor').select('sponsor_id').execute()).map((row) => row.sponsor_id));
  await insert(
    db,
    'sponsor',
    sponsorRows.filter((row) => !keptSponsors.has(row.sponsor_id)),
  );
  const keptHeaders = new Set(studioHeaders.map((row) => row.position));
  // Apart: one multi-row insert gives every row the same columns, and the seed's leave the new ones to their defaults.
  await insert(db, 'header_sponsor', headerSponsorRows.filter((row) => !keptHeaders.has(row.position)));
  await insert(db, 'header_sponsor', studioHeaders);
  await insert(db, 'sponsor_row', rowRows);
  const rowIDs = new Set(rowRows.map((row) => row.row_id));
  await insert(db, 'sponsor_row_member', [
    ...rowMemberRows.filter((row) => !keptSponsors.has(row.sponsor_id)),
    ...studioMembers.filter((row) => rowIDs.has(row.row_id)),
  ]);
  const keptSections = new Set(studioSections.map((row) => row.section_id));
  await insert(db, 'section_sponsor_slot', sectionRows.filter((row) => !keptSections.has(row.section_id)));
  await insert(db, 'section_sponsor_slot', studioSections);
  // A kept slot keeps its sponsors, but only those the world (or staff) still have; a deleted one stays out.
  const sponsorsNow = new Set((await db.selectFrom('sponsor').select('sponsor_id').where('deleted_at', 'is', null).execute()).map((row) => row.sponsor_id));
  await insert(db, 'section_sponsor', [
    ...sectionMemberRows.filter((row) => !keptSections.has(row.section_id) && !deletedSponsors.has(row.sponsor_id)),
    ...studioSectionMembers.filter((row) => sponsorsNow.has(row.sponsor_id)),
  ]);
  const keptAdverts = new Set((await db.selectFrom('advert').select('id').execute()).map((row) => row.id));
  await insert(
    db,
    'advert',
    advertRows.filter((row) => !keptAdverts.has(row.id)),
  );
  // A slot staff changed is laid back as they left it (its origin, version and who saved it), the world's others as the world has them.
  await insert(db, 'advert_slot', slotRows.filter((row) => !editedSlots.has(row.slot_id)));
  await insert(db, 'advert_slot', studioSlots);
  const seededAdverts = new Set(advertRows.map((row) => row.id));
  await insert(db, 'advert_placement', [
    ...placementRows.filter((row) => !keptAdverts.has(row.advert_id) && !editedSlots.has(row.placement)),
    ...editedPlacements.filter((row) => seededAdverts.has(row.advert_id) && !deletedAdverts.has(row.advert_id)),
  ]);
  const kept = new Set((await db.selectFrom('promo_overlay').select('promo_id').execute()).map((row) => row.promo_id));
  await insert(
    db,
    'promo_overlay',
    promoRows.filter((row) => !kept.has(row.promo_id)),
  );
}

/**
 * Sponsors, adverts and promos of `content/commercial/`, owned outright, with the adverts' and promos'
 * windows placed on the world's today; versioned by the content and the world's day.
 */
export function createCommercialSeed(world: DemoWorld): Seed {
  return {
    name: 'commercial',
    version: worldVersion(world, 'commercial', sponsorsContent, advertsContent, promosContent),
    apply: (trx) => replaceCommercial(trx, advertRowsFor(world), promoRowsFor(world)),
  };
}

export const commercialSeedCounts = {
  sponsors: sponsorRows.length,
  headerSponsors: headerSponsorRows.length,
  sponsorRows: rowRows.length,
  sections: sectionRows.length,
  adverts: advertsContent.adverts.length,
  slots: slotRows.length,
  promos: promosContent.promos.length,
};
