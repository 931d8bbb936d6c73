import { describe, expect, it } from 'vitest';
import { buyLabel, packageKind, priceText } from './priceLabel';
import { audioPackage, matchPassPackage, videoPackage } from './testing/fixtures';

describe('buyLabel', () => {
  it("should read 'Buy - {amount} p/m' for a monthly plan", () => {
    expect(buyLabel(audioPackage.attributes.priceData[0]!)).toBe('Buy - £3.49 p/m');
  });
  it("should read 'Buy - {amount}' for yearly and one-off prices", () => {
    expect(buyLabel(videoPackage.attributes.priceData[1]!)).toBe('Buy - £89.99');
    expect(buyLabel(matchPassPackage.attributes.priceData[0]!)).toBe('Buy - £7.99');
    expect(priceText(matchPassPackage.attributes.priceData[0]!)).toBe('£7.99');
  });
});

describe('packageKind', () => {
  it("should be Listen when the title contains 'audio', else Watch", () => {
    expect(packageKind('Audio Season Pass')).toBe('Listen');
    expect(packageKind('Blues TV Pass')).toBe('Watch');
  });
});
