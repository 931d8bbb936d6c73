import {
  type StudioAdvert,
  type StudioAdvertCreate,
  type StudioAdvertInput,
  type StudioAdvertSlotChange,
  type StudioAdvertSlotOrder,
  type StudioAdvertUpdate,
  advertAlreadyFirstMessage,
  advertAlreadyInSlotMessage,
  advertAlreadyLastMessage,
  advertLastSlotMessage,
  advertNotFoundMessage,
  advertNotInSlotMessage,
  advertSlotNotFoundMessage,
  studioAdvertsPageSize,
} from '@club/api-client';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { AdvertTable } from './db';
import { HttpError } from '../../infra/http/errors';
import { advertImageSizes } from './content';
import { placementAdverts } from './repo';
import { recordAudit, versionedUpdate } from '../studio/audit';
import { deleteStudioRow, editOf, madeByStaff, nextStudioId, saveSwitchableRow, scheduleStatus, utc, writeStudioRow } from './studio-rows';
import type { StaffMember } from '../studio/staff';

type AdvertRow = Selectable<AdvertTable>;
type Images = Partial<Record<'mobile' | 'desktop', { imageKey: string; imageSize: string }>>;

const slotActionNames: Record<StudioAdvertSlotChange['action'], string> = { place: 'place', takeOut: 'take_out', moveUp: 'move_up', moveDown: 'move_down' };

/** The slot's adverts after `change`, or a refusal in words when it cannot be made. */
async function reordered(trx: Transaction<DB>, order: number[], change: StudioAdvertSlotChange): Promise<number[]> {
  const at = order.indexOf(change.advertID);
  const refuse = (message: string, code: string) => new HttpError(409, message, { code });
  if (change.action === 'place') {
    if (at >= 0) throw refuse(advertAlreadyInSlotMessage, 'advertAlreadyInSlot');
    return [...order, change.advertID];
  }
  if (at < 0) throw refuse(advertNotInSlotMessage, 'advertNotInSlot');
  if (change.action === 'takeOut') {
    const elsewhere = await trx.selectFrom('advert_placement').select('placement').where('advert_id', '=', change.advertID).execute();
    if (elsewhere.length <= 1) throw refuse(advertLastSlotMessage, 'advertLastSlot');
    return order.filter((advertId) => advertId !== change.advertID);
  }
  const to = change.action === 'moveUp' ? at - 1 : at + 1;
  if (to < 0) throw refuse(advertAlreadyFirstMessage, 'advertAlreadyFirst');
  if (to >= order.length) throw refuse(advertAlreadyLastMessage, 'advertAlreadyLast');
  const moved = [...order];
  [moved[at], moved[to]] = [moved[to]!, moved[at]!];
  return moved;
}

/** Ids staff make start here, clear of the demo world's own (content/commercial/adverts.json numbers from 1). */
export const firstStudioAdvertId = 1001;

function toStudioAdvert(row: AdvertRow, slots: string[], at: number): StudioAdvert {
  const images = JSON.parse(row.images) as Images;
  return {
    id: row.id,
    advertName: row.advert_name,
    advertRef: row.advert_ref,
    campaignRef: row.campaign_ref,
    url: row.url,
    mobileImageKey: images.mobile?.imageKey ?? '',
    desktopImageKey: images.desktop?.imageKey ?? '',
    channel: row.channel,
    startUTC: row.start_utc,
    endUTC: row.end_utc,
    enabled: row.enabled === 1,
    childFriendly: row.child_friendly === 1,
    slots,
    ...editOf(row),
    status: scheduleStatus(row.enabled, row.start_utc, row.end_utc, at),
  };
}

function columnsOf(input: StudioAdvertInput) {
  const images: Images = { mobile: { imageKey: input.mobileImageKey, imageSize: advertImageSizes.mobile } };
  if (input.desktopImageKey) images.desktop = { imageKey: input.desktopImageKey, imageSize: advertImageSizes.desktop };
  return {
    advert_name: input.advertName,
    url: input.url,
    channel: input.channel,
    start_utc: utc(input.startUTC),
    end_utc: utc(input.endUTC),
    enabled: input.enabled ? 1 : 0,
    child_friendly: input.childFriendly ? 1 : 0,
    images: JSON.stringify(images),
  } as const;
}

/**
 * The commercial desk's adverts in their slots (issue 16): rows of the `advert` table every advert shape
 * of the sites is read from (`/api/commercial/...`). An advert staff make or edit is theirs (`origin`
 * 'studio'), so the demo world's reseed keeps it and its placements; each save checks the version it was
 * opened at. Editing an advert changes it in every slot it is placed in.
 */
export function createStudioAdverts(db: Kysely<DB>, now: () => Date) {
  async function find(trx: Kysely<DB> | Transaction<DB>, advertId: number): Promise<AdvertRow> {
    const row = await trx.selectFrom('advert').selectAll().where('id', '=', advertId).where('deleted_at', 'is', null).executeTakeFirst();
    if (!row) throw new HttpError(404, advertNotFoundMessage, { code: 'advertNotFound' });
    return row;
  }

  async function slotsOf(trx: Kysely<DB> | Transaction<DB>, ids: number[]): Promise<Map<number, string[]>> {
    const bySlot = new Map<number, string[]>();
    if (ids.length === 0) return bySlot;
    const rows = await trx
      .selectFrom('advert_placement')
      .innerJoin('advert_slot', 'advert_slot.slot_id', 'advert_placement.placement')
      .select(['advert_placement.advert_id', 'advert_placement.placement'])
      .where('advert_placement.advert_id', 'in', ids)
      .orderBy('advert_placement.placement')
      .execute();
    for (const row of rows) bySlot.set(row.advert_id, [...(bySlot.get(row.advert_id) ?? []), row.placement]);
    return bySlot;
  }

  async function one(trx: Kysely<DB> | Transaction<DB>, advertId: number, at: number): Promise<StudioAdvert> {
    const row = await find(trx, advertId);
    return toStudioAdvert(row, (await slotsOf(trx, [advertId])).get(advertId) ?? [], at);
  }

  return {
    async list(query: { page: number; slot?: string | undefined }) {
      const slotRows = await db
        .selectFrom('advert_slot')
        .leftJoin('advert_placement', 'advert_placement.placement', 'advert_slot.slot_id')
        .select((eb) => ['advert_slot.slot_id', 'advert_slot.name', 'advert_slot.version', eb.fn.count('advert_placement.advert_id').as('count')])
        .groupBy(['advert_slot.slot_id', 'advert_slot.name', 'advert_slot.version'])
        .execute();
      // Sorted here, so both databases' collations give one order.
      const slots = slotRows
        .map((row) => ({ slotID: row.slot_id, name: row.name, count: Number(row.count), version: row.version }))
        .sort((a, b) => (a.slotID < b.slotID ? -1 : a.slotID > b.slotID ? 1 : 0));
      const slot = query.slot ?? slots[0]?.slotID ?? '';
      if (!slots.some((known) => known.slotID === slot)) throw new HttpError(404, advertSlotNotFoundMessage, { code: 'advertSlotNotFound' });
      const rows = await placementAdverts(db, slot)
        .orderBy('advert.id')
        .limit(studioAdvertsPageSize)
        .offset((query.page - 1) * studioAdvertsPageSize)
        .execute();
      const placed = await slotsOf(db, rows.map((row) => row.id));
      const at = now().getTime();
      return {
        slots,
        slot,
        items: rows.map((row) => toStudioAdvert(row, placed.get(row.id) ?? [], at)),
        total: slots.find((known) => known.slotID === slot)?.count ?? 0,
        page: query.page,
        pageSize: studioAdvertsPageSize,
      };
    },

    async get(advertId: number): Promise<StudioAdvert> {
      return one(db, advertId, now().getTime());
    },

    /** Last in its slot: a new advert never pushes in front of one already running there. */
    async create(input: StudioAdvertCreate, actor: StaffMember): Promise<StudioAdvert> {
      const at = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const slot = await trx.selectFrom('advert_slot').select('slot_id').where('slot_id', '=', input.slotID).executeTakeFirst();
        if (!slot) throw new HttpError(400, advertSlotNotFoundMessage, { code: 'advertSlotNotFound' });
        const last = await trx
          .selectFrom('advert_placement')
          .select((eb) => eb.fn.max('position').as('position'))
          .where('placement', '=', input.slotID)
          .executeTakeFirstOrThrow();
        // Never a deleted advert's id (its row stays, deleted): the audit log keeps one story an id.
        const id = await nextStudioId(trx, 'advert', firstStudioAdvertId);
        await trx
          .insertInto('advert')
          .values({
            id,
            advert_ref: `studio-${id}`,
            campaign_ref: `studio-${id}`,
            ...columnsOf(input),
            ...madeByStaff(actor, at),
          })
          .execute();
        await trx.insertInto('advert_placement').values({ placement: input.slotID, advert_id: id, position: Number(last.position ?? 0) + 1 }).execute();
        const created = await find(trx, id);
        await recordAudit(trx, { actor, action: 'advert.create', entity: 'advert', entityId: String(id), before: null, after: { ...created, slots: [input.slotID] }, at });
        return toStudioAdvert(created, [input.slotID], Date.parse(at));
      });
    },

    async update(advertId: number, input: StudioAdvertUpdate, actor: StaffMember): Promise<StudioAdvert> {
      const at = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const after = await saveSwitchableRow(trx, { table: 'advert', entity: 'advert', key: advertId, columns: columnsOf(input), version: input.version, actor, at, find });
        return toStudioAdvert(after, (await slotsOf(trx, [advertId])).get(advertId) ?? [], Date.parse(at));
      });
    },

    /**
     * Deletes an advert from every slot and every site, with the version it was opened at (409 otherwise).
     * The row stays, marked deleted and the studio's, so the demo world's reseed never lays a demo advert back.
     */
    async remove(advertId: number, version: number, actor: StaffMember): Promise<{ deleted: true }> {
      const at = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const slots = (await slotsOf(trx, [advertId])).get(advertId) ?? [];
        return deleteStudioRow(trx, {
          table: 'advert',
          key: advertId,
          before: await find(trx, advertId),
          placed: { slots },
          version,
          actor,
          at,
          unplace: () => trx.deleteFrom('advert_placement').where('advert_id', '=', advertId).execute(),
        });
      });
    },

    /**
     * Puts an advert last in a slot, takes it out of one, or moves it one place up or down, with the slot's
     * version as the page showed it (409 when someone changed the slot since). The slot is then the studio's:
     * the demo world's reseed keeps its adverts in the order left here.
     */
    async changeSlot(slotId: string, change: StudioAdvertSlotChange, actor: StaffMember): Promise<StudioAdvertSlotOrder> {
      const at = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const slot = await trx.selectFrom('advert_slot').select(['slot_id', 'name', 'version', 'updated_at', 'updated_by_email']).where('slot_id', '=', slotId).executeTakeFirst();
        if (!slot) throw new HttpError(404, advertSlotNotFoundMessage, { code: 'advertSlotNotFound' });
        await find(trx, change.advertID);
        const orderOf = async () =>
          (
            await trx
              .selectFrom('advert_placement')
              .select('advert_id')
              .where('placement', '=', slotId)
              .orderBy('position')
              .orderBy('advert_id')
              .execute()
          ).map((row) => row.advert_id);
        const before = await orderOf();
        return versionedUpdate(trx, {
          what: 'advert slot',
          before: slot,
          version: change.version,
          actor,
          at,
          write: async (stamp) => {
            const order = await reordered(trx, before, change);
            await trx.deleteFrom('advert_placement').where('placement', '=', slotId).execute();
            if (order.length > 0) {
              await trx
                .insertInto('advert_placement')
                .values(order.map((advertId, index) => ({ placement: slotId, advert_id: advertId, position: index + 1 })))
                .execute();
            }
            // The slot is the studio's from now on: the reseed keeps its placements as staff left them.
            return writeStudioRow(trx, 'advert_slot', slotId, {}, stamp);
          },
          read: async () => ({ slotID: slotId, name: slot.name, version: slot.version + 1, advertIDs: await orderOf() }),
          audit: (after) => ({
            action: `advert_slot.${slotActionNames[change.action]}`,
            entity: 'advert_slot',
            entityId: slotId,
            before: { advertIDs: before },
            after: { advertID: change.advertID, advertIDs: after.advertIDs },
          }),
        });
      });
    },
  };
}
export type StudioAdverts = ReturnType<typeof createStudioAdverts>;
