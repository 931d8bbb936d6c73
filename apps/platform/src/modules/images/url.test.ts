import { describe, expect, it } from 'vitest';
import { negotiateFormat } from './negotiate';
import { parseImagePath } from './url';

describe('parseImagePath', () => {
  it('should read the three forms of SPEC 7', () => {
    expect(parseImagePath('400x400/news/a-b.jpg')).toEqual({
      ok: true,
      request: { mode: 'cover', width: 400, height: 400, key: 'news/a-b.jpg' },
    });
    expect(parseImagePath('400x300,contain/crests/x.png')).toMatchObject({ ok: true, request: { mode: 'contain', width: 400, height: 300 } });
    expect(parseImagePath('fit-in/1400x1400/promos/p.jpg')).toMatchObject({ ok: true, request: { mode: 'fit-in', width: 1400 } });
  });

  it("should read 0 as 'auto' on one side only", () => {
    expect(parseImagePath('300x0/video/v.jpg')).toMatchObject({ ok: true, request: { width: 300, height: null } });
    expect(parseImagePath('0x0/video/v.jpg')).toMatchObject({ ok: false });
  });

  it('should refuse sizes past 4000 and sizes that are not sizes', () => {
    for (const size of ['4001x1', '1x4001', '50000x50000', '-1x1', 'abc', '1x1,cover', '1.5x2']) {
      expect(parseImagePath(`${size}/news/a.jpg`), size).toMatchObject({ ok: false });
    }
    expect(parseImagePath('4000x4000/news/a.jpg')).toMatchObject({ ok: true });
    expect(parseImagePath('fit-in/10x10,contain/news/a.jpg')).toMatchObject({ ok: false });
  });

  it('should refuse keys that climb, hide or are not images', () => {
    for (const key of ['../secret.jpg', 'news/../../x.jpg', 'news/.hidden.jpg', 'news/a.svg', 'News/A.jpg', 'news/', '']) {
      expect(parseImagePath(`10x10/${key}`), key).toMatchObject({ ok: false });
    }
  });
});

describe('negotiateFormat', () => {
  it('should prefer AVIF, then WebP, then JPEG or PNG by transparency', () => {
    expect(negotiateFormat('image/avif,image/webp,*/*', false)).toBe('avif');
    expect(negotiateFormat('image/webp,*/*', true)).toBe('webp');
    expect(negotiateFormat('image/*', false)).toBe('jpeg');
    expect(negotiateFormat(undefined, true)).toBe('png');
  });

  it('should not pick a format the browser refuses with q=0', () => {
    expect(negotiateFormat('image/avif;q=0, image/webp', false)).toBe('webp');
  });
});
