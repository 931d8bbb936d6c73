import { createManualClock, getClock, installClock } from '@club/clock';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { installPageClock, readEmbeddedClock, SiteClockScript, siteClockElementId, syncPageClock } from './siteClock';

const serverInstant = Date.parse('2026-12-05T15:20:00Z');

function documentWith(text: string | undefined) {
  return {
    getElementById: (id: string) => (id === siteClockElementId && text !== undefined ? ({ textContent: text } as HTMLElement) : null),
  };
}

/** A browser's performance whose navigation's response began `responseStart` ms after `timeOrigin`. */
function performanceAt(timeOrigin: number, responseStart: number) {
  return {
    timeOrigin,
    getEntriesByType: (type: string) => (type === 'navigation' ? [{ responseStart }] : []),
  } as unknown as Performance;
}

describe('SiteClockScript', () => {
  const previous = getClock();
  afterEach(() => installClock(previous));

  it("should embed the server clock's instant as inline JSON", () => {
    installClock(createManualClock(serverInstant));
    const html = renderToStaticMarkup(createElement(SiteClockScript));
    expect(html).toBe(`<script id="site-clock" type="application/json">{"now":${serverInstant}}</script>`);
  });
});

describe('readEmbeddedClock', () => {
  it('should read the instant back', () => {
    expect(readEmbeddedClock(documentWith(`{"now":${serverInstant}}`))).toEqual({ now: serverInstant });
  });

  it('should ignore a missing or broken element', () => {
    expect(readEmbeddedClock(documentWith(undefined))).toBeUndefined();
    expect(readEmbeddedClock(documentWith('{"now":'))).toBeUndefined();
    expect(readEmbeddedClock(documentWith('{"now":"soon"}'))).toBeUndefined();
  });
});

describe('installPageClock', () => {
  const previous = getClock();
  afterEach(() => installClock(previous));

  it("should start the page's clock at the server's instant, as of when the response arrived", () => {
    // The response began to arrive 2 s ago on the browser's real clock.
    const perf = performanceAt(performance.timeOrigin - 10_000, performance.now() + 8_000);
    const clock = installPageClock(documentWith(`{"now":${serverInstant}}`), perf);
    expect(getClock()).toBe(clock);
    const ahead = clock.nowMs() - serverInstant;
    expect(ahead).toBeGreaterThan(1_990);
    expect(ahead).toBeLessThan(3_000);
  });

  it('should keep the installed clock when the document carries no instant', () => {
    const before = getClock();
    expect(installPageClock(documentWith(undefined), undefined)).toBe(before);
  });
});

describe('syncPageClock', () => {
  const previous = getClock();
  afterEach(() => installClock(previous));
  const kickOff = Date.parse('2026-12-05T15:30:00Z');

  it('should count down to kick-off from the time now when a cache sends a page rendered minutes ago', async () => {
    // Rendered at 15:20:00 and kept; the fan's copy arrives at 15:25:00 (the site clock is pinned).
    const perf = performanceAt(performance.timeOrigin, performance.now());
    installPageClock(documentWith(`{"now":${serverInstant}}`), perf);
    expect(kickOff - getClock().nowMs()).toBeGreaterThan(9 * 60_000);
    const asked: string[] = [];
    let monotonic = 1_000;
    const clock = await syncPageClock(
      async (path) => {
        asked.push(path);
        monotonic += 200;
        return { ok: true, json: async () => ({ now: serverInstant + 5 * 60_000 }) };
      },
      () => monotonic,
    );
    expect(asked).toEqual(['/_clock']);
    expect(getClock()).toBe(clock);
    // Five minutes to kick-off, less half the round trip.
    const toKickOff = kickOff - getClock().nowMs();
    expect(toKickOff).toBeLessThanOrEqual(5 * 60_000 - 100);
    expect(toKickOff).toBeGreaterThan(5 * 60_000 - 1_000);
  });

  it('should leave the clock as it is when the time cannot be read', async () => {
    const before = getClock();
    expect(await syncPageClock(async () => ({ ok: false, json: async () => ({}) }))).toBeUndefined();
    expect(await syncPageClock(async () => ({ ok: true, json: async () => ({ now: 'soon' }) }))).toBeUndefined();
    expect(await syncPageClock(() => Promise.reject(new Error('offline')))).toBeUndefined();
    expect(getClock()).toBe(before);
  });
});
