import type { ClubTvStream, ClubTvStreamControl } from '@club/api-client';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { StreamAssetTable, StreamControlTable } from './db';
import { HttpError } from '../../infra/http/errors';
import type { Media } from '../media/service';
import { streamStatus } from './stream-status';
import { recordAudit } from '../studio/audit';
import type { StaffMember } from '../studio/staff';

export const streamConflictMessage = 'Someone else changed this stream since you opened it. Look at its status again, then make your change.';

type Asset = Pick<Selectable<StreamAssetTable>, 'id' | 'title' | 'content_type' | 'status'>;
type Control = Selectable<StreamControlTable>;

/** The hold a stream has had all along when the studio never set one: the seeded status's. */
function defaultControl(seeded: StreamAssetTable['status']): ClubTvStreamControl {
  if (seeded === 'disabled') return 'disabled';
  if (seeded === 'idle') return 'idle';
  return 'live';
}

/**
 * Club TV's Live section (issue 16): each live stream asset, what its running channel really does (from
 * the media module's supervised encoders and the live origin: ingesting means media arrived in the last
 * few seconds) and the studio's hold on it, `stream_control` (migration 0020). The sites read the hold
 * through `streamStatus` (videos): the stream endpoint's status, the live page and the session check.
 */
export function createClubTvLive(options: { db: Kysely<DB>; media: Media; now: () => Date }) {
  const { db, media, now } = options;

  function toStream(asset: Asset, control: Control | undefined): ClubTvStream {
    const state = media.isLiveChannel(asset.id) ? media.channels?.state(asset.id) : undefined;
    const idleForMs = state ? media.origin.idleFor(asset.id) : undefined;
    return {
      id: asset.id,
      title: asset.title,
      contentType: asset.content_type,
      control: control?.status ?? defaultControl(asset.status),
      status: streamStatus({ seeded: asset.status, control: control?.status, live: media.liveStatus(asset.id) }),
      channel: state
        ? {
            encoderRunning: state.pid !== undefined,
            ingesting: state.status === 'active',
            lastMediaSecondsAgo: idleForMs === undefined ? null : Math.round(idleForMs / 100) / 10,
            restarts: state.restarts,
            encrypted: state.encrypted,
          }
        : null,
      version: control?.version ?? 0,
      updatedAt: control?.updated_at ?? null,
      updatedBy: control?.updated_by_email ?? null,
    };
  }

  const assets = (trx: Kysely<DB>) =>
    trx.selectFrom('stream_asset').select(['id', 'title', 'content_type', 'status']).where('media_type', '=', 'live-stream');

  return {
    /** The live streams: the channels the platform runs first, then the others by title. */
    async list(): Promise<ClubTvStream[]> {
      const [rows, controls] = await Promise.all([assets(db).execute(), db.selectFrom('stream_control').selectAll().execute()]);
      const byId = new Map(controls.map((control) => [control.asset_id, control]));
      return rows
        .sort((a, b) => Number(media.isLiveChannel(b.id)) - Number(media.isLiveChannel(a.id)) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id))
        .map((row) => toStream(row, byId.get(row.id)));
    },

    /** Sets a stream's hold (version 0: never set before), audited with what fans were told before and after. */
    async set(id: string, input: { status: ClubTvStreamControl; version: number }, staff: StaffMember): Promise<ClubTvStream> {
      const at = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const asset = await assets(trx).where('id', '=', id).executeTakeFirst();
        if (!asset) throw new HttpError(404, 'There is no such live stream.', { code: 'notFound' });
        const control = await trx.selectFrom('stream_control').selectAll().where('asset_id', '=', id).executeTakeFirst();
        if ((control?.version ?? 0) !== input.version) throw new HttpError(409, streamConflictMessage, { code: 'versionConflict' });
        const before = toStream(asset, control);
        if (control) {
          await trx
            .updateTable('stream_control')
            .set({ status: input.status, version: control.version + 1, updated_at: at, updated_by_email: staff.email })
            .where('asset_id', '=', id)
            .execute();
        } else {
          await trx.insertInto('stream_control').values({ asset_id: id, status: input.status, version: 1, updated_at: at, updated_by_email: staff.email }).execute();
        }
        const saved = await trx.selectFrom('stream_control').selectAll().where('asset_id', '=', id).executeTakeFirstOrThrow();
        const after = toStream(asset, saved);
        await recordAudit(trx, {
          actor: staff,
          action: 'stream.status',
          entity: 'stream-asset',
          entityId: id,
          before: { control: before.control, status: before.status },
          after: { control: after.control, status: after.status },
          at,
        });
        return after;
      });
    },
  };
}
export type ClubTvLive = ReturnType<typeof createClubTvLive>;
