import { describe, expect, it } from 'vitest';
import { readWatchLink, watchHref } from './watchLink';

describe('watchHref', () => {
  it('should add the video to the page it is on', () => {
    expect(watchHref('/videos', 'entry-1')).toBe('/videos?video=entry-1');
  });

  it("should keep the page's filters and page, and replace a video already asked for", () => {
    expect(watchHref('/videos/highlights?team=women&page=2&video=old#top', 'entry 2')).toBe(
      '/videos/highlights?team=women&page=2&video=entry+2',
    );
  });
});

describe('readWatchLink', () => {
  it('should read the video and give the address without it', () => {
    expect(readWatchLink('http://127.0.0.1:3100/videos/highlights?team=women&video=entry-1#row')).toEqual({
      entryId: 'entry-1',
      cleanHref: '/videos/highlights?team=women#row',
    });
    expect(readWatchLink('http://127.0.0.1:3100/?video=entry-1')).toEqual({ entryId: 'entry-1', cleanHref: '/' });
  });

  it('should be null when no video is asked for', () => {
    expect(readWatchLink('http://127.0.0.1:3100/videos?team=women')).toBeNull();
    expect(readWatchLink('http://127.0.0.1:3100/videos?video=')).toBeNull();
  });

  it('should read back what watchHref wrote', () => {
    expect(readWatchLink(watchHref('/videos?season=2025-26', 'entry-1'))).toEqual({ entryId: 'entry-1', cleanHref: '/videos?season=2025-26' });
  });
});
