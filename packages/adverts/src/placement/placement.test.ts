import { describe, expect, it } from 'vitest';
import { advertIndex, withAdvert } from './placement';

describe('advertIndex', () => {
  it("should put a 'last' advert after every item", () => {
    expect(advertIndex('last', 0)).toBe(0);
    expect(advertIndex('last', 7)).toBe(7);
  });

  it("should put a 'middle' advert at index 4 when there are more than 4 items, else last", () => {
    expect(advertIndex('middle', 8)).toBe(4);
    expect(advertIndex('middle', 5)).toBe(4);
    expect(advertIndex('middle', 4)).toBe(4);
    expect(advertIndex('middle', 3)).toBe(3);
    expect(advertIndex('middle', 0)).toBe(0);
  });

  it("should follow a configured middle index and put 'first' first", () => {
    expect(advertIndex('middle', 8, 2)).toBe(2);
    expect(advertIndex('first', 8)).toBe(0);
  });
});

describe('withAdvert', () => {
  it('should insert one advert entry at the placed index', () => {
    const kinds = (entries: ReturnType<typeof withAdvert<string>>) =>
      entries.map((entry) => (entry.kind === 'advert' ? 'AD' : entry.item));
    expect(kinds(withAdvert(['a', 'b', 'c', 'd', 'e', 'f'], 'middle'))).toEqual(['a', 'b', 'c', 'd', 'AD', 'e', 'f']);
    expect(kinds(withAdvert(['a', 'b'], 'middle'))).toEqual(['a', 'b', 'AD']);
    expect(kinds(withAdvert(['a', 'b'], 'last'))).toEqual(['a', 'b', 'AD']);
  });
});
