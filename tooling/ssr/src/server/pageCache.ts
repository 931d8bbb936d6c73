import { randomBytes } from 'node:crypto';
import { parseCookies } from '@club/api-client';
import { isbot } from 'isbot';
import { siteClockElementId } from '../conventions';

/**
 * A match-day crowd reads the same few pages: a page rendered for nobody in particular (no sign-in, no
 * personal cookie) is the same for everyone who asks within a few seconds, so it is rendered once and
 * sent to all of them. Personal parts (the account button, passes, locks) come after hydration, from the
 * browser's own calls, so nothing personal is ever in a shared page.
 *
 * - Only GETs whose cookies are all the site's shared preferences (consent, child-friendly mode, promos
 *   seen, the site-lock entry) are shared; their values are part of the key, because the server renders
 *   those choices. Any other cookie (a sign-in) renders the page for that visitor alone, as before.
 * - The key is also the host, scheme, path and query, and whether the visitor is a crawler (the router
 *   sends crawlers the whole document at once, browsers a stream).
 * - Fresh for `ttlMs`; after that the stale page is still sent while one render refreshes it in the
 *   background, for at most `staleMs` more (so under load no visitor waits for a render, and with no
 *   traffic nothing is older than the two added). Visitors who arrive while a page renders share it.
 * - Only 200 and 404 answers without a Set-Cookie are kept.
 * - Every response gets its own CSP nonce: the page is rendered with a random placeholder that is
 *   replaced per response. The page's clock (`site-clock`) gets the instant the copy is sent, so a kept
 *   page's browser clock does not start late; hydration still uses the instant it was rendered at.
 */
export interface PageCacheOptions {
  /** How long a rendered page is sent as it is; 0 turns the cache off. */
  ttlMs: number;
  /** How much longer a stale page may be sent while it is re-rendered. */
  staleMs: number;
  /** Cookies whose values choose what the server renders: the only cookies a shared page may vary by. */
  sharedCookies: readonly string[];
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
export interface SharedPage extends Omit<CachedPage, 'renderedAt'> {
  ageMs: number;
}

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The body with `nonce` still the placeholder. */
  body: string;
  /** The placeholder nonce the page was rendered with. */
  nonce: string;
  renderedAt: number;
}

export interface PageRender {
  status: number;
  headers: Headers;
  body: string;
}

export type PageCacheOutcome = 'hit' | 'miss' | 'stale';

export interface PageCacheRequest {
  method: string;
  url: string;
  host: string;
  protocol: string;
  headers: { cookie?: string | undefined; 'user-agent'?: string | undefined };
}

/** The shared page's key, or undefined when this request's page is its own. */
export function pageCacheKey(request: PageCacheRequest, sharedCookies: readonly string[]): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  // Keyed on the cookies as the render reads them (the same parser), so equal keys mean equal pages; as
  // JSON, because a decoded value may hold `; name=value` and must not pass for a second cookie.
  const pairs: [string, string][] = [];
  for (const [name, value] of parseCookies(request.headers.cookie)) {
    if (!sharedCookies.includes(name)) return undefined;
    pairs.push([name, value]);
  }
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const crawler = isbot(request.headers['user-agent'] ?? '') ? 'bot' : 'browser';
  return `${request.protocol}://${request.host}${request.url} ${crawler} ${JSON.stringify(pairs)}`;
}

const clockScriptPattern = new RegExp(`(<script[^>]*\\bid="${siteClockElementId}"[^>]*>)\\{"now":(\\d+)\\}(</script>)`);

/** The body one visitor gets: their own nonce, and the page's clock starting at the instant it is sent. */
export function personalise(page: CachedPage, nonce: string, sentAtMs: number): string {
  const body = page.body.replaceAll(page.nonce, nonce);
  return body.replace(clockScriptPattern, (_match, open: string, now: string, close: string) =>
    `${open}{"now":${now},"sentAt":${Math.round(sentAtMs)}}${close}`,
  );
}

export interface PageCache {
  /**
   * The page for `key`: kept, or rendered by `render` (with the placeholder nonce it is given) and kept
   * when it may be. A render that fails rejects for the visitors who waited on it, and keeps nothing.
   */
  get(key: string, render: (nonce: string) => Promise<PageRender>): Promise<{ page: CachedPage; outcome: PageCacheOutcome }>;
  /** Pages kept now. */
  readonly size: number;
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

  const renderOnce = (key: string, render: (nonce: string) => Promise<PageRender>): Promise<CachedPage> => {
    const under = rendering.get(key);
    if (under) return under;
    const nonce = randomBytes(16).toString('base64');
    const startedIn = generation;
    const current: { render?: Promise<CachedPage> } = {};
    const started = (async () => {
      // Registered below before any of this runs, so `finally` always finds its own entry.
      await Promise.resolve();
      try {
        const rendered = await render(nonce);
        const headers = [...rendered.headers].filter(([name]) => name !== 'set-cookie' && name !== 'content-length');
        const page: CachedPage = { status: rendered.status, headers, body: rendered.body, nonce, renderedAt: now() };
        const keepable = (rendered.status === 200 || rendered.status === 404) && !rendered.headers.has('set-cookie');
        // A render begun before clear() leaves the pages alone: a newer one may be kept by now.
        if (startedIn === generation) {
          if (keepable) {
            keep(key, page);
            const { renderedAt: _renderedAt, ...shared } = page;
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
        if (age < options.ttlMs) return { page: kept, outcome: 'hit' };
        if (age < options.ttlMs + options.staleMs) {
          // Refreshed in the background; a failure leaves the stale page until it is too old.
          renderOnce(key, render).catch(() => undefined);
          return { page: kept, outcome: 'stale' };
        }
        pages.delete(key);
      }
      return { page: await renderOnce(key, render), outcome: 'miss' };
    },
    get size() {
      return pages.size;
    },
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
