import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, imageWidths, imageWidthsFor, ratioParts } from './imageUrl';

describe('imageUrl', () => {
  it("should ask for a crop at '/images/{w}x{h}/{key}'", () => {
    expect(imageUrl('news/kick-off.jpg', 800, 450)).toBe('/images/800x450/news/kick-off.jpg');
  });

  it("should ask for a fit at '/images/fit-in/{w}x{h}/{key}'", () => {
    expect(imageUrl('sponsors/bank.png', 400, 400, 'contain')).toBe('/images/fit-in/400x400/sponsors/bank.png');
  });

  it('should round sizes to whole pixels', () => {
    expect(imageUrl('a.jpg', 320, 180.4)).toBe('/images/320x180/a.jpg');
  });

  it('should escape each path segment but keep the slashes', () => {
    expect(imageUrl('/players/Jo Smith #9.jpg', 400, 600)).toBe('/images/400x600/players/Jo%20Smith%20%239.jpg');
  });
});

describe('imageSrcSet', () => {
  it('should list every width with the height from the ratio', () => {
    const srcSet = imageSrcSet('news/kick-off.jpg', '16:9');
    const candidates = srcSet.split(', ');
    expect(candidates).toHaveLength(imageWidths.length);
    expect(candidates[0]).toBe('/images/160x90/news/kick-off.jpg 160w');
    expect(candidates[1]).toBe('/images/320x180/news/kick-off.jpg 320w');
    expect(candidates).toContain('/images/800x450/news/kick-off.jpg 800w');
  });

  it('should give 2:3 portraits (SPEC 9 600x900 cards)', () => {
    expect(imageSrcSet('p.jpg', '2:3').split(', ')).toContain('/images/640x960/p.jpg 640w');
  });

  it('should use fit-in paths for contain', () => {
    expect(imageSrcSet('logo.png', '1:1', 'contain')).toMatch(/^\/images\/fit-in\/160x160\/logo\.png 160w, \/images\/fit-in\/320x320\/logo\.png 320w/);
  });
});

describe('imageWidthsFor', () => {
  it('should stop at the first width that covers a fixed slot on a 3x screen', () => {
    expect(imageWidthsFor('56px')).toEqual([160, 320]);
    expect(imageWidthsFor('120px')).toEqual([160, 320, 480]);
    expect(imageWidthsFor('350px')).toEqual([160, 320, 480, 640, 800, 1024, 1280]);
  });

  it('should take the widest slot of a sizes list, ignoring the pixels in its media conditions', () => {
    expect(imageWidthsFor('(min-width: 1024px) 160px, 120px')).toEqual([160, 320, 480]);
  });

  it('should offer every width when a slot follows the viewport or is wider than the largest', () => {
    expect(imageWidthsFor('100vw')).toEqual(imageWidths);
    expect(imageWidthsFor('(min-width: 760px) 320px, 50vw')).toEqual(imageWidths);
    expect(imageWidthsFor('720px')).toEqual(imageWidths);
  });

  it('should limit the srcset it builds', () => {
    expect(imageSrcSet('crest.png', '1:1', 'contain', '60px').split(', ')).toEqual([
      '/images/fit-in/160x160/crest.png 160w',
      '/images/fit-in/320x320/crest.png 320w',
    ]);
  });
});

describe('ratioParts', () => {
  it('should split a ratio into width and height', () => {
    expect(ratioParts('16:9')).toEqual({ width: 16, height: 9 });
    expect(ratioParts('2:3')).toEqual({ width: 2, height: 3 });
  });
});
