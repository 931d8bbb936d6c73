import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../config';

/** Assets encrypted for ClearKey: the live video channel (mediaType `DrmLiveVideo` in the players). */
export const clearKeyAssetIds: readonly string[] = ['live-video'];

export const clearKeyUnavailableMessage =
  'ClearKey content is unavailable: shaka-packager is not installed (node_modules/shaka-packager/bin/packager-linux-x64).';

/**
 * shaka-packager's binary from the `shaka-packager` npm package, called directly (FIELD-NOTES: its JS
 * wrapper always exits 0), or undefined when the package is not installed.
 */
export function findPackager(root: string = packageRoot()): string | undefined {
  const binary = process.arch === 'arm64' ? 'packager-linux-arm64' : 'packager-linux-x64';
  const path = join(root, 'node_modules', 'shaka-packager', 'bin', binary);
  return process.platform === 'linux' && existsSync(path) ? path : undefined;
}

export interface ContentKey {
  /** 16 bytes, hex, as shaka-packager's `--keys key_id=` takes it. */
  kidHex: string;
  keyHex: string;
}

/** The ClearKey license body shaka sends and expects (W3C EME 'Clear Key', JSON Web Key set). */
export interface ClearKeyLicense {
  keys: { kty: 'oct'; kid: string; k: string }[];
  type: 'temporary';
}

const base64url = (hex: string) => Buffer.from(hex, 'hex').toString('base64url');

/**
 * Content keys derived from the master keys (the key ring's `clearkey` purpose, infra/keys.ts: the current
 * root's first, then the previous roots'), so every instance and every restart of an encoder uses the
 * same key for an asset, and no key is kept on disk or in the database. The encoder uses the current
 * master's; a license also answers a key id a previous root's master made (a live stream packaged before
 * a rotation, by an instance not yet restarted), since a key id says which master made it.
 */
export function createClearKeys(masters: readonly Uint8Array[]) {
  const [current] = masters;
  if (!current) throw new Error('ClearKey needs a master key');
  const derive = (master: Uint8Array, label: string, assetId: string) =>
    createHmac('sha256', master).update(`${label}:${assetId}`).digest('hex').slice(0, 32);
  const keyOf = (master: Uint8Array, assetId: string): ContentKey => ({ kidHex: derive(master, 'kid', assetId), keyHex: derive(master, 'key', assetId) });

  return {
    keyFor: (assetId: string): ContentKey => keyOf(current, assetId),
    /**
     * The license for an asset. A request naming key ids gets only those of the asset's it knows; an
     * unknown key id gets nothing (shaka then reports the missing key).
     */
    license(assetId: string, requestedKids?: readonly string[]): ClearKeyLicense {
      const all = !requestedKids || requestedKids.length === 0;
      const known = (all ? [current] : masters).map((master) => keyOf(master, assetId));
      const keys = known
        .map((key) => ({ kty: 'oct' as const, kid: base64url(key.kidHex), k: base64url(key.keyHex) }))
        .filter((key) => all || requestedKids.includes(key.kid));
      return { keys, type: 'temporary' };
    },
  };
}

export type ClearKeys = ReturnType<typeof createClearKeys>;
