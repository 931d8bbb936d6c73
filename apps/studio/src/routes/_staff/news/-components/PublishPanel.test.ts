import { describe, expect, it } from 'vitest';
import { londonInputToInstant } from './PublishPanel';

describe('londonInputToInstant', () => {
  it('should read a winter time as GMT', () => {
    expect(londonInputToInstant('2026-12-05T18:00')).toBe('2026-12-05T18:00:00.000Z');
  });

  it('should read a summer time as BST, an hour ahead of UTC', () => {
    expect(londonInputToInstant('2027-07-01T09:30')).toBe('2027-07-01T08:30:00.000Z');
  });

  it('should refuse what is not a date and a time', () => {
    expect(londonInputToInstant('')).toBeNull();
    expect(londonInputToInstant('tomorrow')).toBeNull();
  });
});
