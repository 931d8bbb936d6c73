import {
  type StudioPromo,
  type StudioPromoInput,
  type StudioPromoUpdate,
  promoNotFoundMessage,
  studioPromosPageSize,
} from '@club/api-client';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { countedPage, nthPage } from '../../infra/db/paging';
import type { PromoOverlayTable } from './db';
import { HttpError } from '../../infra/http/errors';
import { recordAudit } from '../studio/audit';
import { toPromo } from './service';
import { editOf, madeByStaff, nextStudioId, saveSwitchableRow, scheduleStatus, utc } from './studio-rows';
import type { StaffMember } from '../studio/staff';

type PromoRow = Selectable<PromoOverlayTable>;

/** Ids staff make start here, clear of the demo world's own (content/commercial/promos.json numbers from 1). */
export const firstStudioPromoId = 1001;

/** The promo as the sites have it, with what only the desk shows: its place, channel, switch, edit and status. */
function toStudioPromo(row: PromoRow, at: number): StudioPromo {
  return {
    ...toPromo(row),
    position: row.position,
    channel: row.channel,
    enabled: row.enabled === 1,
    // Optional for the sites, always said on the desk.
    childFriendly: row.child_friendly === 1,
    ...editOf(row),
    status: scheduleStatus(row.enabled, row.start_date_time, row.end_date_time, at),
  };
}

function columnsOf(input: StudioPromoInput) {
  return {
    channel: input.channel,
    type: input.type,
    url: input.url,
    web_new_window: input.webNewWindow ? 1 : 0,
    image_key: input.imageKey,
    image_alt_text: input.imageAltText,
    start_date_time: utc(input.startDateTime),
    end_date_time: utc(input.endDateTime),
    enabled: input.enabled ? 1 : 0,
    child_friendly: input.childFriendly ? 1 : 0,
  } as const;
}

/**
 * The commercial desk's promo overlays (issue 16): rows of the `promo_overlay` table the club site's
 * overlay reads (`GET /api/promos/promo-overlays`). A promo staff make or edit is theirs (`origin`
 * 'studio'), so the demo world's reseed keeps it; each save checks the version it was opened at.
 */
export function createStudioPromos(db: Kysely<DB>, now: () => Date) {
  async function find(trx: Kysely<DB> | Transaction<DB>, promoId: number): Promise<PromoRow> {
    const row = await trx.selectFrom('promo_overlay').selectAll().where('promo_id', '=', promoId).executeTakeFirst();
    if (!row) throw new HttpError(404, promoNotFoundMessage, { code: 'promoNotFound' });
    return row;
  }

  return {
    async list(query: { page: number }) {
      const { total, rows } = await countedPage(db.selectFrom('promo_overlay'), (page) => page.selectAll().orderBy('position').orderBy('promo_id'), nthPage(query.page, studioPromosPageSize));
      const at = now().getTime();
      return { items: rows.map((row) => toStudioPromo(row, at)), total, page: query.page, pageSize: studioPromosPageSize };
    },

    async get(promoId: number): Promise<StudioPromo> {
      return toStudioPromo(await find(db, promoId), now().getTime());
    },

    /** Last in the order: a new promo never pushes in front of one already running. */
    async create(input: StudioPromoInput, actor: StaffMember): Promise<StudioPromo> {
      const at = now().toISOString();
      const row = await db.transaction().execute(async (trx) => {
        const last = await trx.selectFrom('promo_overlay').select((eb) => eb.fn.max('position').as('position')).executeTakeFirstOrThrow();
        const values = {
          promo_id: await nextStudioId(trx, 'promo_overlay', firstStudioPromoId),
          position: Number(last.position ?? 0) + 1,
          ...columnsOf(input),
          ...madeByStaff(actor, at),
        };
        await trx.insertInto('promo_overlay').values(values).execute();
        const created = await find(trx, values.promo_id);
        await recordAudit(trx, { actor, action: 'promo.create', entity: 'promo', entityId: String(created.promo_id), before: null, after: created, at });
        return created;
      });
      return toStudioPromo(row, Date.parse(at));
    },

    async update(promoId: number, input: StudioPromoUpdate, actor: StaffMember): Promise<StudioPromo> {
      const at = now().toISOString();
      const row = await db.transaction().execute(async (trx) =>
        saveSwitchableRow(trx, { table: 'promo_overlay', entity: 'promo', key: promoId, columns: columnsOf(input), version: input.version, actor, at, find }),
      );
      return toStudioPromo(row, Date.parse(at));
    },
  };
}
export type StudioPromos = ReturnType<typeof createStudioPromos>;
