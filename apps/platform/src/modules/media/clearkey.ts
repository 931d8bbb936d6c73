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
 * Content keys derived from a master secret (stored in the database), so every instance and every
 * restart of an encoder uses the same key for an asset, and no key is ever written to disk.
 */
export function createClearKeys(masterSecret: string) {
  const derive = (label: string, assetId: string) =>
    createHmac('sha256', masterSecret).update(`${label}:${assetId}`).digest('hex').slice(0, 32);

  const keyFor = (assetId: string): ContentKey => ({ kidHex: derive('kid', assetId), keyHex: derive('key', assetId) });

  return {
    keyFor,
    /**
     * The license for an asset. A request naming key ids gets only those of the asset's it knows; an
     * unknown key id gets nothing (shaka then reports the missing key).
     */
    license(assetId: string, requestedKids?: readonly string[]): ClearKeyLicense {
      const key = keyFor(assetId);
      const kid = base64url(key.kidHex);
      const wanted = !requestedKids || requestedKids.length === 0 || requestedKids.includes(kid);
      return { keys: wanted ? [{ kty: 'oct', kid, k: base64url(key.keyHex) }] : [], type: 'temporary' };
    },
  };
}

export type ClearKeys = ReturnType<typeof createClearKeys>;
