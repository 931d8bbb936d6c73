import { isAuthFailure } from './errors';
import type { ShakaAbortableOperation, ShakaApi, ShakaRequest, ShakaSchemePlugin } from './shaka';
import { playbackTokenHeader } from './sources';
import { signedMediaUri, type PlaybackGrant } from './token';

/** A player whose token can be renewed: the controller registers one per loaded stream. */
export interface TokenOwner {
  /** A grant to retry with, given the token the platform refused; rejects when none can be had. */
  renewAfterRefusal(refused: string): Promise<PlaybackGrant>;
}

const owners = new Map<string, TokenOwner>();

/** Routes refusals of `token` to `owner` until the returned function is called. */
export function registerTokenOwner(token: string, owner: TokenOwner): () => void {
  owners.set(token, owner);
  return () => {
    if (owners.get(token) === owner) owners.delete(token);
  };
}

const installed = new WeakSet<object>();

/**
 * shaka treats 401/403 as critical and never retries them. The platform answers 403 to an expired
 * token, so every http(s) request carrying a playback token goes through this wrapper around shaka's
 * own fetch plugin: on 401/403 it asks the stream's owner for a fresh token (one renewal shared by all
 * the requests refused together) and retries that request exactly once, with the fresh grant's signed
 * link in its URL (an edge refuses an expired link before the platform sees the token). A second refusal is final.
 * Requests without a token, and every other failure, pass through untouched.
 */
export function installTokenRenewingFetch(shaka: ShakaApi): void {
  if (installed.has(shaka)) return;
  installed.add(shaka);
  const fetchPlugin = shaka.net.HttpFetchPlugin.parse;
  const plugin: ShakaSchemePlugin = (uri, request, requestType, progressUpdated, headersReceived, config) => {
    let current: ShakaAbortableOperation = fetchPlugin(uri, request, requestType, progressUpdated, headersReceived, config);
    let aborted = false;
    const promise = current.promise.catch(async (error: unknown) => {
      const refused = tokenOf(request);
      const owner = refused ? owners.get(refused) : undefined;
      if (aborted || !refused || !owner || !isAuthFailure(error)) throw error;
      const fresh = await owner.renewAfterRefusal(refused).catch(() => {
        throw error;
      });
      if (aborted) throw error;
      request.headers[playbackTokenHeader] = fresh.token;
      current = fetchPlugin(signedMediaUri(uri, fresh.mediaLink), request, requestType, progressUpdated, headersReceived, config);
      return current.promise;
    });
    return new shaka.util.AbortableOperation(promise, () => {
      aborted = true;
      return current.abort();
    });
  };
  const priority = shaka.net.NetworkingEngine.PluginPriority.APPLICATION;
  shaka.net.NetworkingEngine.registerScheme('http', plugin, priority, true);
  shaka.net.NetworkingEngine.registerScheme('https', plugin, priority, true);
}

function tokenOf(request: ShakaRequest): string | undefined {
  return request.headers[playbackTokenHeader];
}
