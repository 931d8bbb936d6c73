import {
  type StudioSponsor,
  type StudioSponsorChoice,
  type StudioSponsorInput,
  type StudioSponsorUpdate,
  sponsorInUseMessage,
  sponsorNotFoundMessage,
  sponsorRowNotFoundMessage,
  studioSponsorsPageSize,
} from '@club/api-client';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { SponsorTable } from './db';
import { HttpError } from '../../infra/http/errors';
import { sponsorImageKey } from './content';
import { recordAudit, switchAction, versionedUpdate } from '../studio/audit';
import { deleteStudioRow, editOf, madeByStaff, nextStudioId, writeStudioRow } from './studio-rows';
import type { StaffMember } from '../studio/staff';

type SponsorRow = Selectable<SponsorTable>;
type Db = Kysely<DB> | Transaction<DB>;

/** Ids staff make start here, clear of the demo world's own (content/commercial/sponsors.json numbers from 101). */
export const firstStudioSponsorId = 1001;

const byTitle = new Intl.Collator('en-GB', { sensitivity: 'base' });

/** A sponsor as the desks offer it to choose (the header's places, the section slots). */
export function toSponsorChoice(row: SponsorRow): StudioSponsorChoice {
  return {
    sponsorID: row.sponsor_id,
    title: row.title,
    imageKey: row.image_key,
    url: row.url,
    published: row.published === 1,
    isChildFriendly: row.is_child_friendly === 1,
  };
}

function toStudioSponsor(row: SponsorRow, rowId: number | null): StudioSponsor {
  return { ...toSponsorChoice(row), rowID: rowId, forcedOrder: row.forced_order, ...editOf(row) };
}

function columnsOf(input: StudioSponsorInput) {
  return {
    title: input.title,
    image_key: input.imageKey,
    url: input.url,
    forced_order: input.forcedOrder,
    published: input.published ? 1 : 0,
    is_child_friendly: input.isChildFriendly ? 1 : 0,
  } as const;
}

/** Where a sponsor stands outside the footer's rows, in words: the header (its place's sponsor, or its logo) and section slots. */
async function placesOf(trx: Db, sponsor: SponsorRow): Promise<string[]> {
  const [header, sections] = await Promise.all([
    trx
      .selectFrom('header_sponsor')
      .select('position')
      .where((eb) => eb.or([eb('sponsor_id', '=', sponsor.sponsor_id), eb('img_location', '=', sponsorImageKey(sponsor.slug))]))
      .executeTakeFirst(),
    trx
      .selectFrom('section_sponsor')
      .innerJoin('section_sponsor_slot', 'section_sponsor_slot.section_id', 'section_sponsor.section_id')
      .select('section_sponsor_slot.name')
      .where('section_sponsor.sponsor_id', '=', sponsor.sponsor_id)
      .orderBy('section_sponsor_slot.name')
      .execute(),
  ]);
  return [...(header ? ['the site header'] : []), ...sections.map((section) => `the section slot “${section.name}”`)];
}

/**
 * The commercial desk's sponsors and the footer rows they sit in (issue 16): rows of the `sponsor` and
 * `sponsor_row_member` tables the club site's footer reads (`GET /api/sponsors/rows`). A sponsor staff make
 * or edit is theirs (`origin` 'studio'), so the demo world's reseed keeps it and its place in a row; each
 * save checks the version it was opened at. The header's places and section slots: commercial-sponsor-slots.ts.
 */
export function createStudioSponsors(db: Kysely<DB>, now: () => Date) {
  async function find(trx: Db, sponsorId: number): Promise<SponsorRow> {
    const row = await trx.selectFrom('sponsor').selectAll().where('sponsor_id', '=', sponsorId).where('deleted_at', 'is', null).executeTakeFirst();
    if (!row) throw new HttpError(404, sponsorNotFoundMessage, { code: 'sponsorNotFound' });
    return row;
  }

  async function rowOf(trx: Db, sponsorId: number): Promise<number | null> {
    const member = await trx.selectFrom('sponsor_row_member').select('row_id').where('sponsor_id', '=', sponsorId).orderBy('row_id').executeTakeFirst();
    return member?.row_id ?? null;
  }

  async function requireRow(trx: Db, rowId: number): Promise<void> {
    const row = await trx.selectFrom('sponsor_row').select('row_id').where('row_id', '=', rowId).executeTakeFirst();
    if (!row) throw new HttpError(400, sponsorRowNotFoundMessage, { code: 'sponsorRowNotFound' });
  }

  /** Last in the row's list (a row without a set order goes by name anyway). */
  async function placeIn(trx: Transaction<DB>, rowId: number, sponsorId: number): Promise<void> {
    const last = await trx.selectFrom('sponsor_row_member').select((eb) => eb.fn.max('position').as('position')).where('row_id', '=', rowId).executeTakeFirstOrThrow();
    await trx.insertInto('sponsor_row_member').values({ row_id: rowId, sponsor_id: sponsorId, position: Number(last.position ?? 0) + 1 }).execute();
  }

  return {
    async list(query: { page: number; row?: number | undefined }) {
      const rowRows = await db
        .selectFrom('sponsor_row')
        .leftJoin('sponsor_row_member', 'sponsor_row_member.row_id', 'sponsor_row.row_id')
        .select((eb) => ['sponsor_row.row_id', 'sponsor_row.title', 'sponsor_row.position', 'sponsor_row.forced_order', eb.fn.count('sponsor_row_member.sponsor_id').as('count')])
        .groupBy(['sponsor_row.row_id', 'sponsor_row.title', 'sponsor_row.position', 'sponsor_row.forced_order'])
        .execute();
      const rows = rowRows
        .sort((a, b) => a.position - b.position)
        .map((row) => ({ rowID: row.row_id, title: row.title, forcedOrder: row.forced_order === 1, count: Number(row.count) }));
      const rowId = query.row ?? rows[0]?.rowID ?? 0;
      const chosen = rows.find((known) => known.rowID === rowId);
      if (!chosen) throw new HttpError(404, sponsorRowNotFoundMessage, { code: 'sponsorRowNotFound' });
      const members = await db
        .selectFrom('sponsor_row_member')
        .innerJoin('sponsor', 'sponsor.sponsor_id', 'sponsor_row_member.sponsor_id')
        .selectAll('sponsor')
        .select('sponsor_row_member.position as member_position')
        .where('sponsor_row_member.row_id', '=', rowId)
        .where('sponsor.deleted_at', 'is', null)
        .execute();
      // The order the club site's footer shows them in (modules/commercial/service.ts), unpublished ones too.
      const sorted = chosen.forcedOrder
        ? members.sort((a, b) => (a.forced_order ?? Number.MAX_SAFE_INTEGER) - (b.forced_order ?? Number.MAX_SAFE_INTEGER) || a.member_position - b.member_position)
        : members.sort((a, b) => byTitle.compare(a.title, b.title) || a.sponsor_id - b.sponsor_id);
      const start = (query.page - 1) * studioSponsorsPageSize;
      return {
        rows,
        row: rowId,
        items: sorted.slice(start, start + studioSponsorsPageSize).map((member) => toStudioSponsor(member, rowId)),
        total: sorted.length,
        page: query.page,
        pageSize: studioSponsorsPageSize,
      };
    },

    async get(sponsorId: number): Promise<StudioSponsor> {
      return toStudioSponsor(await find(db, sponsorId), await rowOf(db, sponsorId));
    },

    async create(input: StudioSponsorInput, actor: StaffMember): Promise<StudioSponsor> {
      const at = now().toISOString();
      return db.transaction().execute(async (trx) => {
        await requireRow(trx, input.rowID);
        // Never a deleted sponsor's id (its row stays, deleted): the audit log keeps one story an id.
        const id = await nextStudioId(trx, 'sponsor', firstStudioSponsorId);
        await trx
          .insertInto('sponsor')
          .values({
            sponsor_id: id,
            slug: `studio-${id}`,
            campaign_id: `studio-${id}`,
            admin_name: `studio-${id}`,
            media_library_id: id,
            ...columnsOf(input),
            ...madeByStaff(actor, at),
          })
          .execute();
        await placeIn(trx, input.rowID, id);
        const created = await find(trx, id);
        await recordAudit(trx, { actor, action: 'sponsor.create', entity: 'sponsor', entityId: String(id), before: null, after: { ...created, row_id: input.rowID }, at });
        return toStudioSponsor(created, input.rowID);
      });
    },

    /** Its name, logo, link, place and flags; a new row puts it last in that row's list. */
    async update(sponsorId: number, input: StudioSponsorUpdate, actor: StaffMember): Promise<StudioSponsor> {
      const at = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const beforeRow = await rowOf(trx, sponsorId);
        const after = await versionedUpdate(trx, {
          what: 'sponsor',
          before: await find(trx, sponsorId),
          version: input.version,
          actor,
          at,
          write: async (stamp) => {
            await requireRow(trx, input.rowID);
            const written = await writeStudioRow(trx, 'sponsor', sponsorId, columnsOf(input), stamp);
            if (Number(written) === 1 && beforeRow !== input.rowID) {
              await trx.deleteFrom('sponsor_row_member').where('sponsor_id', '=', sponsorId).execute();
              await placeIn(trx, input.rowID, sponsorId);
            }
            return written;
          },
          read: () => find(trx, sponsorId),
          audit: (after, before) => ({
            action: switchAction('sponsor', before.published, after.published, 'publish', 'unpublish'),
            entity: 'sponsor',
            entityId: String(sponsorId),
            before: { ...before, row_id: beforeRow },
            after: { ...after, row_id: input.rowID },
          }),
        });
        return toStudioSponsor(after, input.rowID);
      });
    },

    /**
     * Deletes a sponsor from its row and the footer, with the version it was opened at (409 otherwise). One
     * still in the header or a section's sponsor slot is refused (409), naming where: those stay as the demo
     * world has them. The row stays, marked deleted and the studio's, so the reseed never lays a demo sponsor back.
     */
    async remove(sponsorId: number, version: number, actor: StaffMember): Promise<{ deleted: true }> {
      const at = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const before = await find(trx, sponsorId);
        return deleteStudioRow(trx, {
          table: 'sponsor',
          key: sponsorId,
          before,
          placed: { row_id: await rowOf(trx, sponsorId) },
          version,
          actor,
          at,
          unplace: async () => {
            const places = await placesOf(trx, before);
            if (places.length > 0) throw new HttpError(409, sponsorInUseMessage(before.title, places), { code: 'sponsorInUse' });
            await trx.deleteFrom('sponsor_row_member').where('sponsor_id', '=', sponsorId).execute();
          },
        });
      });
    },
  };
}
export type StudioSponsors = ReturnType<typeof createStudioSponsors>;
