import { createHash } from 'node:crypto';
import { parseCookies } from '@club/api-client';
import { compressPage, type PageEncoding } from './compression';
import { inlineHashes, type InlineHashes } from './inlineHashes';

/**
 * A match-day crowd reads the same few pages: a public page is the same bytes for everyone (issue 32),
 * so it is rendered once and sent to all who ask within a few seconds, and a CDN in front may keep it
 * the same way (`sharedPageCacheControl`). What is personal or per visit (the account button, padlocks,
 * the cookie notice, promotions) is decided in the browser from its own cookies and calls, so nothing
 * personal is ever in a shared page: the site server renders it with no cookie at all.
 *
 * - The key is the host, scheme, path and query: nothing about the visitor. Which requests get the
 *   shared page at all is `isPrivatePageRequest`'s answer (account and checkout pages, a visitor past the
 *   site lock, never do).
 * - Fresh for `ttlMs`; after that the stale page is still sent while one render refreshes it in the
 *   background, for at most `staleMs` more (so under load no visitor waits for a render, and with no
 *   traffic nothing is older than the two added). Visitors who arrive while a page renders share it.
 * - Only 200 and 404 answers without a Set-Cookie are kept.
 * - A kept page carries what every response of it needs, worked out once: its CSP digests (no nonce: a
 *   nonce sent to everyone is no secret), its ETag, and each compressed form once asked for, so a hit
 *   costs about what the health answer costs. Nothing in it is per response: the page's clock in the
 *   browser comes from the uncached `/_clock` (see siteClock), not from the bytes.
 */
export interface PageCacheOptions {
  /** How long a rendered page is sent as it is; 0 turns the cache off. */
  ttlMs: number;
  /** How much longer a stale page may be sent while it is re-rendered. */
  staleMs: number;
  /** The most pages kept (least recently used go first). */
  maxEntries?: number;
  /** Monotonic milliseconds (performance.now by default): ages, never shown to anyone. */
  monotonicMs?: () => number;
  /**
   * Told of every page this cache renders and keeps, with its age, so the site's other processes can
   * keep it too (`adopt`): a clustered site renders a page once, not once per process (issue 13: a
   * phone's first visit found the page in one process's cache in only one visit of three).
   */
  onKeep?: (key: string, page: SharedPage) => void;
}

/** A kept page as it travels to another process: its age instead of a clock that is this process's own. */
export interface SharedPage extends Omit<CachedPage, 'renderedAt' | 'encoded'> {
  ageMs: number;
}

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** The digests of its inline scripts and styles, for its CSP. */
  hashes: InlineHashes;
  /** A weak validator of the body: the same page has the same tag in every process and every render. */
  etag: string;
  renderedAt: number;
  /** The body in each encoding asked for so far, made once. */
  encoded?: Partial<Record<PageEncoding, Buffer>>;
}

export interface PageRender {
  status: number;
  headers: Headers;
  body: string;
  /** Inline scripts the page's code inserts later, allowed beside those in the body (see inlineHashes). */
  laterScripts?: readonly string[];
}

export type PageCacheOutcome = 'hit' | 'miss' | 'stale';

export interface PageCacheRequest {
  method: string;
  url: string;
  host: string;
  protocol: string;
  headers: { cookie?: string | undefined };
}

/** What makes a page request the visitor's own: the app's private paths and cookies (`ServerEntry`). */
export interface PrivatePages {
  /** Path prefixes of pages that are a visitor's own (account, checkout): `/account` covers `/account/x`; `/` covers every page. */
  paths: readonly string[];
  /** Cookies whose holder gets pages of their own (the club's site-lock entry: the server decides it). */
  cookies: readonly string[];
}

/** Whether a request's page is the visitor's own: rendered with their cookies, `private, no-store`. */
export function isPrivatePageRequest(request: PageCacheRequest, privatePages: PrivatePages): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  const path = request.url.split(/[?#]/)[0] ?? '';
  if (privatePages.paths.some((prefix) => prefix === '/' || path === prefix || path.startsWith(`${prefix}/`))) return true;
  if (privatePages.cookies.length === 0 || !request.headers.cookie) return false;
  const jar = parseCookies(request.headers.cookie);
  return privatePages.cookies.some((name) => jar.has(name));
}

/** The shared page's key: the same for everyone who asks for the same URL. */
export function pageCacheKey(request: PageCacheRequest): string {
  return `${request.protocol}://${request.host}${request.url}`;
}

/** The page's body in `encoding`, compressed once and kept with the page. */
export function encodedBody(page: CachedPage, encoding: PageEncoding): Buffer {
  page.encoded ??= {};
  let body = page.encoded[encoding];
  if (body === undefined) {
    const plain = Buffer.from(page.body, 'utf8');
    body = encoding === 'br' ? compressPage(plain, 'br') : encoding === 'gzip' ? compressPage(plain, 'gzip') : plain;
    page.encoded[encoding] = body;
  }
  return body;
}

/** Whether an If-None-Match names this page's tag (weak comparison, as RFC 9110 says for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

function etagOf(body: string): string {
  return `W/"${createHash('sha256').update(body, 'utf8').digest('base64url').slice(0, 27)}"`;
}

export interface PageCache {
  /**
   * The page for `key`, with how long ago it was rendered: kept, or rendered by `render` and kept when it
   * may be. A render that fails rejects for the visitors who waited on it, and keeps nothing.
   */
  get(key: string, render: () => Promise<PageRender>): Promise<{ page: CachedPage; outcome: PageCacheOutcome; ageMs: number }>;
  /** Pages kept now. */
  readonly size: number;
  /** How long a page is fresh, then stale: what the cache headers tell a CDN. */
  readonly lifetime: { ttlMs: number; staleMs: number };
  /** Drops every kept page (the platform's content moved); renders under way are not kept either. */
  clear(): void;
  /**
   * Keeps a page another process rendered (see `onKeep`), unless this cache holds a newer one for the
   * key or the page was rendered before this cache's last `clear`.
   */
  adopt(key: string, page: SharedPage): void;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const maxEntries = options.maxEntries ?? 500;
  const now = options.monotonicMs ?? (() => performance.now());
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage>>();
  // Moved by clear(): a render that began before it shows what was true then, so it is not kept.
  let generation = 0;
  let clearedAt = -Infinity;

  const keep = (key: string, page: CachedPage) => {
    pages.delete(key);
    pages.set(key, page);
    while (pages.size > maxEntries) {
      const oldest = pages.keys().next().value as string;
      pages.delete(oldest);
    }
  };

  const renderOnce = (key: string, render: () => Promise<PageRender>): Promise<CachedPage> => {
    const under = rendering.get(key);
    if (under) return under;
    const startedIn = generation;
    const current: { render?: Promise<CachedPage> } = {};
    const started = (async () => {
      // Registered below before any of this runs, so `finally` always finds its own entry.
      await Promise.resolve();
      try {
        const rendered = await render();
        const headers = [...rendered.headers].filter(([name]) => name !== 'set-cookie' && name !== 'content-length');
        const page: CachedPage = {
          status: rendered.status,
          headers,
          body: rendered.body,
          hashes: inlineHashes(rendered.body, rendered.laterScripts),
          etag: etagOf(rendered.body),
          renderedAt: now(),
        };
        const keepable = (rendered.status === 200 || rendered.status === 404) && !rendered.headers.has('set-cookie');
        // A render begun before clear() leaves the pages alone: a newer one may be kept by now.
        if (startedIn === generation) {
          if (keepable) {
            keep(key, page);
            const { renderedAt: _renderedAt, encoded: _encoded, ...shared } = page;
            options.onKeep?.(key, { ...shared, ageMs: 0 });
          } else pages.delete(key);
        }
        return page;
      } finally {
        if (rendering.get(key) === current.render) rendering.delete(key);
      }
    })();
    current.render = started;
    rendering.set(key, started);
    return started;
  };

  return {
    async get(key, render) {
      const kept = pages.get(key);
      if (kept && options.ttlMs > 0) {
        const age = now() - kept.renderedAt;
        if (age < options.ttlMs) return { page: kept, outcome: 'hit', ageMs: age };
        if (age < options.ttlMs + options.staleMs) {
          // Refreshed in the background; a failure leaves the stale page until it is too old.
          renderOnce(key, render).catch(() => undefined);
          return { page: kept, outcome: 'stale', ageMs: age };
        }
        pages.delete(key);
      }
      const page = await renderOnce(key, render);
      return { page, outcome: 'miss', ageMs: Math.max(0, now() - page.renderedAt) };
    },
    get size() {
      return pages.size;
    },
    lifetime: { ttlMs: options.ttlMs, staleMs: options.staleMs },
    adopt(key, { ageMs, ...shared }) {
      const renderedAt = now() - ageMs;
      if (renderedAt < clearedAt) return;
      const kept = pages.get(key);
      if (kept && kept.renderedAt >= renderedAt) return;
      keep(key, { ...shared, renderedAt });
    },
    clear() {
      generation += 1;
      clearedAt = now();
      pages.clear();
      // Visitors from now on wait for a render of their own, not one begun before.
      rendering.clear();
    },
  };
}
