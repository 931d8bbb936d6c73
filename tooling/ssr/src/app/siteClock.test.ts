import { createManualClock, getClock, installClock } from '@club/clock';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { installPageClock, readEmbeddedClock, SiteClockScript, siteClockElementId } from './siteClock';

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
    expect(readEmbeddedClock(documentWith(`{"now":${serverInstant},"sentAt":${serverInstant + 1}}`))).toEqual({
      now: serverInstant,
      sentAt: serverInstant + 1,
    });
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

  it('should start from the instant the copy was sent when a kept page says so (the page cache)', () => {
    const perf = performanceAt(performance.timeOrigin - 10_000, performance.now() + 10_000);
    const clock = installPageClock(documentWith(`{"now":${serverInstant},"sentAt":${serverInstant + 4_000}}`), perf);
    const ahead = clock.nowMs() - serverInstant;
    expect(ahead).toBeGreaterThan(3_990);
    expect(ahead).toBeLessThan(5_000);
  });

  it('should keep the installed clock when the document carries no instant', () => {
    const before = getClock();
    expect(installPageClock(documentWith(undefined), undefined)).toBe(before);
  });
});
