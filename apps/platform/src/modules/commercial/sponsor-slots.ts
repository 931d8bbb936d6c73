import {
  type StudioHeaderSponsor,
  type StudioHeaderSponsorUpdate,
  type StudioSectionSlot,
  type StudioSectionSlotUpdate,
  type StudioSponsorChoice,
  headerSponsorPlaceNotFoundMessage,
  headerSponsorUnpublishedMessage,
  sectionSlotNotFoundMessage,
  slotSponsorNotFoundMessage,
} from '@club/api-client';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { HeaderSponsorTable, SectionSponsorSlotTable, SponsorTable } from './db';
import { HttpError } from '../../infra/http/errors';
import { switchAction, versionedUpdate } from '../studio/audit';
import { sectionSponsors } from './repo';
import { toSponsorChoice } from './sponsors';
import { editOf, writeStudioRow } from './studio-rows';
import type { StaffMember } from '../studio/staff';

type HeaderRow = Selectable<HeaderSponsorTable>;
type SlotRow = Selectable<SectionSponsorSlotTable>;
type SponsorRow = Selectable<SponsorTable>;
type Db = Kysely<DB> | Transaction<DB>;

const byTitle = new Intl.Collator('en-GB', { sensitivity: 'base' });

function toHeader(row: HeaderRow): StudioHeaderSponsor {
  return {
    position: row.position,
    sponsorID: row.sponsor_id,
    name: row.name,
    sponsorUrl: row.sponsor_url,
    imgLocation: row.img_location,
    childFriendly: row.child_friendly === 1,
    enabled: row.enabled === 1,
    ...editOf(row),
  };
}

function toSlot(row: SlotRow, sponsors: SponsorRow[]): StudioSectionSlot {
  return {
    sectionID: row.section_id,
    name: row.name,
    type: row.type,
    active: row.active === 1,
    sponsors: sponsors.map(toSponsorChoice),
    ...editOf(row),
  };
}

/**
 * The commercial desk's header sponsors and section sponsor slots (issue 16): the `header_sponsor` places
 * the club site's header reads (`GET /api/sponsors/header`) and the `section_sponsor_slot` slots with their
 * `section_sponsor` lists that a section's pages read (`GET /api/sponsors/sections`). A place or slot staff
 * save is theirs (`origin` 'studio'), so the demo world's reseed keeps it; each save is a `versionedUpdate`
 * (the version it was opened at, checked again by the write, and the audit row, in its own transaction).
 * The studio's write hook forgets the read cache.
 */
export function createStudioSponsorSlots(db: Kysely<DB>, now: () => Date) {
  async function allSponsors(trx: Db): Promise<StudioSponsorChoice[]> {
    const rows = await trx.selectFrom('sponsor').selectAll().where('deleted_at', 'is', null).execute();
    return rows.sort((a, b) => byTitle.compare(a.title, b.title) || a.sponsor_id - b.sponsor_id).map(toSponsorChoice);
  }

  async function findHeader(trx: Db, position: number): Promise<HeaderRow> {
    const row = await trx.selectFrom('header_sponsor').selectAll().where('position', '=', position).executeTakeFirst();
    if (!row) throw new HttpError(404, headerSponsorPlaceNotFoundMessage, { code: 'headerSponsorPlaceNotFound' });
    return row;
  }

  async function findSlot(trx: Db, sectionId: string): Promise<SlotRow> {
    const row = await trx.selectFrom('section_sponsor_slot').selectAll().where('section_id', '=', sectionId).executeTakeFirst();
    if (!row) throw new HttpError(404, sectionSlotNotFoundMessage, { code: 'sectionSlotNotFound' });
    return row;
  }

  return {
    async headerSponsors() {
      const [places, sponsors] = await Promise.all([
        db.selectFrom('header_sponsor').selectAll().orderBy('position').execute(),
        allSponsors(db),
      ]);
      return { places: places.map(toHeader), sponsors };
    },

    /** One place: its sponsor (and so its logo), label, link and flags. */
    async updateHeaderSponsor(position: number, input: StudioHeaderSponsorUpdate, actor: StaffMember): Promise<StudioHeaderSponsor> {
      const at = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const after = await versionedUpdate(trx, {
          what: 'sponsor',
          before: await findHeader(trx, position),
          version: input.version,
          actor,
          at,
          write: async (stamp) => {
            const sponsor = await trx.selectFrom('sponsor').selectAll().where('sponsor_id', '=', input.sponsorID).where('deleted_at', 'is', null).executeTakeFirst();
            if (!sponsor) throw new HttpError(400, slotSponsorNotFoundMessage, { code: 'sponsorNotFound' });
            if (sponsor.published !== 1) throw new HttpError(400, headerSponsorUnpublishedMessage, { code: 'sponsorUnpublished' });
            const columns = {
              sponsor_id: sponsor.sponsor_id,
              name: input.name,
              img_location: sponsor.image_key,
              sponsor_url: input.sponsorUrl,
              child_friendly: input.childFriendly ? 1 : 0,
              enabled: input.enabled ? 1 : 0,
            } as const;
            return writeStudioRow(trx, 'header_sponsor', position, columns, stamp);
          },
          read: () => findHeader(trx, position),
          audit: (after, before) => ({
            action: switchAction('header-sponsor', before.enabled, after.enabled),
            entity: 'header-sponsor',
            entityId: String(position),
            before,
            after,
          }),
        });
        return toHeader(after);
      });
    },

    async sectionSlots() {
      const [slots, members, sponsors] = await Promise.all([
        db.selectFrom('section_sponsor_slot').selectAll().orderBy('section_id').execute(),
        db
          .selectFrom('section_sponsor')
          .innerJoin('sponsor', 'sponsor.sponsor_id', 'section_sponsor.sponsor_id')
          .selectAll('sponsor')
          .select(['section_sponsor.section_id', 'section_sponsor.position as member_position'])
          .where('sponsor.deleted_at', 'is', null)
          .orderBy('section_sponsor.section_id')
          .orderBy('section_sponsor.position')
          .execute(),
        allSponsors(db),
      ]);
      return {
        slots: slots.map((slot) => toSlot(slot, members.filter((member) => member.section_id === slot.section_id))),
        sponsors,
      };
    },

    /** The whole slot: name, type, active, and its sponsors in the order given. */
    async updateSectionSlot(sectionId: string, input: StudioSectionSlotUpdate, actor: StaffMember): Promise<StudioSectionSlot> {
      const at = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const before = await findSlot(trx, sectionId);
        const beforeSponsors = await sectionSponsors(trx, sectionId).execute();
        const after = await versionedUpdate(trx, {
          what: 'sponsor',
          before,
          version: input.version,
          actor,
          at,
          write: async (stamp) => {
            if (input.sponsorIDs.length > 0) {
              const known = await trx.selectFrom('sponsor').select('sponsor_id').where('sponsor_id', 'in', input.sponsorIDs).where('deleted_at', 'is', null).execute();
              if (known.length !== input.sponsorIDs.length) throw new HttpError(400, slotSponsorNotFoundMessage, { code: 'sponsorNotFound' });
            }
            const written = await writeStudioRow(trx, 'section_sponsor_slot', sectionId, { name: input.name, type: input.type, active: input.active ? 1 : 0 }, stamp);
            if (Number(written) === 1) {
              await trx.deleteFrom('section_sponsor').where('section_id', '=', sectionId).execute();
              if (input.sponsorIDs.length > 0) {
                await trx
                  .insertInto('section_sponsor')
                  .values(input.sponsorIDs.map((sponsorId, index) => ({ section_id: sectionId, sponsor_id: sponsorId, position: index + 1 })))
                  .execute();
              }
            }
            return written;
          },
          read: async () => ({ row: await findSlot(trx, sectionId), sponsors: await sectionSponsors(trx, sectionId).execute() }),
          audit: (after) => ({
            action: switchAction('section-slot', before.active, after.row.active, 'activate', 'deactivate'),
            entity: 'section-slot',
            entityId: sectionId,
            before: { ...before, sponsor_ids: beforeSponsors.map((sponsor) => sponsor.sponsor_id) },
            after: { ...after.row, sponsor_ids: after.sponsors.map((sponsor) => sponsor.sponsor_id) },
          }),
        });
        return toSlot(after.row, after.sponsors);
      });
    },
  };
}
export type StudioSponsorSlots = ReturnType<typeof createStudioSponsorSlots>;
