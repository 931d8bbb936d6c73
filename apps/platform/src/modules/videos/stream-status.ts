import type { StreamAssetTable, StreamControlTable } from './db';

export type StreamStatus = StreamAssetTable['status'];
export type StreamControl = StreamControlTable['status'];

/**
 * What fans are told of a stream (`assetData.status`, SPEC 3), from three things: the studio's hold on it
 * (Club TV's Live section, migration 0020), the real state of a channel the platform runs (media's
 * `liveStatus`: active while media arrives, else idle) and the seeded status.
 *
 * - 'disabled': not offered (the session check refuses it, the live page offers no player);
 * - 'idle': off air (SPEC 4: the offline image), whatever the channel does;
 * - 'live': the channel's real state; a stream the platform runs no channel for keeps its seeded status,
 *   and one seeded off air is 'preparing' (waiting for its encoder), never invented as active;
 * - no hold: as before the studio had a say, the channel's state or else the seeded one.
 */
export function streamStatus(input: { seeded: StreamStatus; control: StreamControl | null | undefined; live: 'active' | 'idle' | undefined }): StreamStatus {
  if (input.control === 'disabled') return 'disabled';
  if (input.control === 'idle') return 'idle';
  if (input.live) return input.live;
  if (input.control === 'live' && (input.seeded === 'idle' || input.seeded === 'disabled')) return 'preparing';
  return input.seeded;
}
