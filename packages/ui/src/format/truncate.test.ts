import { describe, expect, it } from 'vitest';
import { titleMaxLength, truncateTitle } from './truncate';

describe('truncateTitle', () => {
  it('should cut at 48 characters by default (SPEC 9)', () => {
    expect(titleMaxLength).toBe(48);
  });

  it('should leave a title of 48 characters or fewer alone', () => {
    const exactly48 = 'a'.repeat(48);
    expect(truncateTitle(exactly48)).toBe(exactly48);
    expect(truncateTitle('Highlights: Blues 2-1 Rovers')).toBe('Highlights: Blues 2-1 Rovers');
  });

  it("should keep the first 48 characters and add '...'", () => {
    const title = 'Extended Highlights: Blues v Rovers, Championship, Saturday 4 October';
    const truncated = truncateTitle(title);
    expect(truncated).toBe(`${title.slice(0, 48)}...`);
    expect(truncated).toHaveLength(51);
  });

  it('should not leave a space before the ellipsis', () => {
    // Character 48 is the space after 'Saturday'.
    const title = 'Extended Highlights: Blues v Rovers on Saturday afternoon';
    expect(title[47]).toBe(' ');
    expect(truncateTitle(title)).toBe('Extended Highlights: Blues v Rovers on Saturday...');
  });

  it('should count an emoji as one character and never split it', () => {
    const title = `${'a'.repeat(47)}⚽⚽`;
    expect(truncateTitle(title)).toBe(`${'a'.repeat(47)}⚽...`);
  });

  it('should take another length', () => {
    expect(truncateTitle('Match Centre', 5)).toBe('Match...');
  });

  it('should return an empty title unchanged', () => {
    expect(truncateTitle('')).toBe('');
  });
});
