import { createClock, getClock, installClock, type Clock } from '@club/clock';
import { clockPath, siteClockElementId } from '../conventions';
import { JsonDataScript, readJsonDataScript } from './jsonDataScript';

export { siteClockElementId };

export interface EmbeddedClock {
  /** The server's clock when it rendered the document, in ms since the epoch. */
  now: number;
}

// The instant the server embedded, as read back in the browser before hydration, so the hydrating
// render prints exactly what the server printed.
let embedded: EmbeddedClock | undefined;

/** Reads the server's instant from a server-rendered document; undefined when there is none. */
export function readEmbeddedClock(doc: Pick<Document, 'getElementById'>): EmbeddedClock | undefined {
  const value = readJsonDataScript(doc, siteClockElementId) as Partial<EmbeddedClock> | null | undefined;
  if (typeof value?.now !== 'number' || !Number.isFinite(value.now)) return undefined;
  return { now: value.now };
}

/**
 * When the response began to arrive, on the browser's real clock: the server's instant was true about
 * then, not when the script finally runs (after the CSS and the entry chunk have loaded).
 */
function responseStartMs(perf: Performance | undefined): number | undefined {
  const navigation = perf?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!perf || !navigation || !(navigation.responseStart > 0)) return undefined;
  return perf.timeOrigin + navigation.responseStart;
}

/**
 * The page's clock, installed before hydration: it starts at the server's instant (so `CLOCK_NOW` moves
 * the browser too, and the page and the server agree) and runs on in real time. Without an embedded
 * instant the page keeps the browser's own time. A page a cache kept was rendered earlier than it
 * arrived: `syncPageClock` sets the clock right once the page has hydrated.
 */
export function installPageClock(doc: Pick<Document, 'getElementById'> = document, perf = globalThis.performance): Clock {
  embedded = readEmbeddedClock(doc);
  if (!embedded) return getClock();
  const clock = createClock({ startAt: embedded.now, setAt: responseStartMs(perf) });
  installClock(clock);
  return clock;
}

/**
 * Sets the page's clock to the site's clock now (issue 32). A public page is the same bytes for everyone
 * and a CDN may send it seconds or minutes after it was rendered, so the instant in it is when it was
 * rendered, not now; the site server's `/_clock` is never cached and says the time now, which, with half
 * the round trip added, is the page's clock from then on (a countdown to kick-off counts from the truth).
 * Leaves the clock as it is when the answer does not come or makes no sense.
 */
export async function syncPageClock(
  fetchTime: (path: string) => Promise<Pick<Response, 'ok' | 'json'>> = (path) => fetch(path, { cache: 'no-store', credentials: 'omit' }),
  monotonicMs: () => number = () => performance.now(),
): Promise<Clock | undefined> {
  try {
    const askedAt = monotonicMs();
    const response = await fetchTime(clockPath);
    if (!response.ok) return undefined;
    const answer = (await response.json()) as { now?: unknown };
    const roundTrip = monotonicMs() - askedAt;
    if (typeof answer.now !== 'number' || !Number.isFinite(answer.now)) return undefined;
    const clock = createClock({ startAt: answer.now + roundTrip / 2 });
    installClock(clock);
    return clock;
  } catch {
    return undefined;
  }
}

/**
 * The instant a render is "at": on the server the clock's now, in the hydrating browser the instant the
 * server embedded. Components that print the time in their first render (a countdown) start from it.
 */
export function renderInstant(): number {
  return typeof document === 'undefined' ? getClock().nowMs() : (embedded?.now ?? getClock().nowMs());
}

/** The inline JSON in the document's head that carries the server's instant to `installPageClock`. */
export function SiteClockScript() {
  return <JsonDataScript id={siteClockElementId} value={{ now: renderInstant() } satisfies EmbeddedClock} />;
}
