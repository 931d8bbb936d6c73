import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { AdvertTable, HeaderSponsorTable, PromoOverlayTable, SectionSponsorSlotTable, SponsorRowTable, SponsorTable } from './db';

export type SponsorRecord = Selectable<SponsorTable>;
export type HeaderSponsorRecord = Selectable<HeaderSponsorTable>;
export type SponsorRowRecord = Selectable<SponsorRowTable>;
export type SectionRecord = Selectable<SectionSponsorSlotTable>;
export type AdvertRecord = Selectable<AdvertTable>;
export type PromoRecord = Selectable<PromoOverlayTable>;

/** The sponsors of a section slot, in the slot's order; deleted ones never (the sites also ask for the published). */
export function sectionSponsors(db: Kysely<DB>, sectionId: string) {
  return db
    .selectFrom('section_sponsor')
    .innerJoin('sponsor', 'sponsor.sponsor_id', 'section_sponsor.sponsor_id')
    .selectAll('sponsor')
    .where('section_sponsor.section_id', '=', sectionId)
    .where('sponsor.deleted_at', 'is', null)
    .orderBy('section_sponsor.position');
}

/** The adverts of a placement (a slot id, 'web-footer', 'experiments' or 'feed'), in order; deleted ones never. */
export function placementAdverts(db: Kysely<DB>, placement: string) {
  return db
    .selectFrom('advert_placement')
    .innerJoin('advert', 'advert.id', 'advert_placement.advert_id')
    .selectAll('advert')
    .where('advert_placement.placement', '=', placement)
    .where('advert.deleted_at', 'is', null)
    .orderBy('advert_placement.position');
}

/** Reads of the commercial tables. Unpublished sponsors and deleted sponsors and adverts never leave the repo. */
export function createCommercialRepo(db: Kysely<DB>) {
  return {
    async listHeaderSponsors(): Promise<HeaderSponsorRecord[]> {
      // A place staff switched off in the studio (issue 16) shows nothing.
      return db.selectFrom('header_sponsor').selectAll().where('enabled', '=', 1).orderBy('position').execute();
    },

    async listSponsorRows(): Promise<SponsorRowRecord[]> {
      return db.selectFrom('sponsor_row').selectAll().orderBy('position').execute();
    },

    /** Published sponsors of every row, each with its row and its place in the row's list. */
    async listRowSponsors(): Promise<(SponsorRecord & { row_id: number; member_position: number })[]> {
      return db
        .selectFrom('sponsor_row_member')
        .innerJoin('sponsor', 'sponsor.sponsor_id', 'sponsor_row_member.sponsor_id')
        .selectAll('sponsor')
        .select(['sponsor_row_member.row_id', 'sponsor_row_member.position as member_position'])
        .where('sponsor.published', '=', 1)
        .where('sponsor.deleted_at', 'is', null)
        .orderBy('sponsor_row_member.row_id')
        .orderBy('sponsor_row_member.position')
        .execute();
    },

    async findSection(sectionId: string): Promise<SectionRecord | undefined> {
      return db.selectFrom('section_sponsor_slot').selectAll().where('section_id', '=', sectionId).executeTakeFirst();
    },

    async listSections(): Promise<SectionRecord[]> {
      return db.selectFrom('section_sponsor_slot').selectAll().orderBy('section_id').execute();
    },

    /** Published sponsors of every section slot, each with its slot, in each slot's order. */
    async listAllSectionSponsors(): Promise<(SponsorRecord & { section_id: string })[]> {
      return db
        .selectFrom('section_sponsor')
        .innerJoin('sponsor', 'sponsor.sponsor_id', 'section_sponsor.sponsor_id')
        .selectAll('sponsor')
        .select('section_sponsor.section_id')
        .where('sponsor.published', '=', 1)
        .where('sponsor.deleted_at', 'is', null)
        .orderBy('section_sponsor.section_id')
        .orderBy('section_sponsor.position')
        .execute();
    },

    async listSectionSponsors(sectionId: string): Promise<SponsorRecord[]> {
      return sectionSponsors(db, sectionId).where('sponsor.published', '=', 1).execute();
    },

    async slotExists(slotId: string): Promise<boolean> {
      const row = await db.selectFrom('advert_slot').select('slot_id').where('slot_id', '=', slotId).executeTakeFirst();
      return row !== undefined;
    },

    async listPlacement(placement: string): Promise<AdvertRecord[]> {
      return placementAdverts(db, placement).execute();
    },

    async listPromos(channel: 'Web' | 'App' | undefined): Promise<PromoRecord[]> {
      // A promo staff switched off in the studio (issue 16) is not offered at all.
      let query = db.selectFrom('promo_overlay').selectAll().where('enabled', '=', 1);
      if (channel) query = query.where('channel', '=', channel);
      return query.orderBy('position').orderBy('promo_id').execute();
    },
  };
}

export type CommercialRepo = ReturnType<typeof createCommercialRepo>;
