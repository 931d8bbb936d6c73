import { describe, expect, it } from 'vitest';
import { formatMonthlyPrice, formatPrice } from './price';

describe('formatPrice', () => {
  it.each([
    [999, '£9.99'],
    [1000, '£10'],
    [1050, '£10.50'],
    [5, '£0.05'],
    [0, '£0'],
    [123456, '£1,234.56'],
    [15000000, '£150,000'],
  ])('should show %i pence as %s', (pence, expected) => {
    expect(formatPrice(pence)).toBe(expected);
  });

  it('should round a fractional pence amount to the nearest penny', () => {
    expect(formatPrice(999.6)).toBe('£10');
    expect(formatPrice(1049.4)).toBe('£10.49');
  });
});

describe('formatMonthlyPrice', () => {
  it("should add SPEC 9's 'p/m' suffix", () => {
    expect(formatMonthlyPrice(999)).toBe('£9.99 p/m');
    expect(formatMonthlyPrice(1000)).toBe('£10 p/m');
  });

  it("should read naturally in the package button 'Buy - {amount} p/m'", () => {
    expect(`Buy - ${formatMonthlyPrice(1499)}`).toBe('Buy - £14.99 p/m');
  });
});
