import { describe, expect, it } from 'vitest';
import { clampPage, pageItems, resultsRange } from './pageItems';

describe('pageItems', () => {
  it('should show every page when there are seven or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('should show nothing for no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  describe('given many pages', () => {
    it('should show five numbers and the last near the start', () => {
      expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
      expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    });

    it('should show the first and five numbers near the end', () => {
      expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
      expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    });

    it('should show the current page and its neighbours between both edges in the middle', () => {
      expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
      expect(pageItems(9, 20)).toEqual([1, 'gap', 8, 9, 10, 'gap', 20]);
      expect(pageItems(16, 20)).toEqual([1, 'gap', 15, 16, 17, 'gap', 20]);
    });

    it('should never show more than seven items', () => {
      for (let page = 1; page <= 50; page += 1) expect(pageItems(page, 50).length).toBeLessThanOrEqual(7);
    });

    it('should always include the current page', () => {
      for (let page = 1; page <= 30; page += 1) expect(pageItems(page, 30)).toContain(page);
    });

    it('should clamp a page outside the range', () => {
      expect(pageItems(99, 20)).toEqual(pageItems(20, 20));
      expect(pageItems(-3, 20)).toEqual(pageItems(1, 20));
    });
  });
});

describe('clampPage', () => {
  it('should keep pages within 1…pageCount', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(6, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
  });
});

describe('resultsRange', () => {
  it("should read 'a - b of total'", () => {
    expect(resultsRange(1, 8, 124)).toBe('1 - 8 of 124');
    expect(resultsRange(2, 8, 124)).toBe('9 - 16 of 124');
  });

  it('should end at the total on the last page', () => {
    expect(resultsRange(16, 8, 124)).toBe('121 - 124 of 124');
    expect(resultsRange(1, 12, 5)).toBe('1 - 5 of 5');
  });

  it('should clamp a page beyond the last', () => {
    expect(resultsRange(40, 8, 124)).toBe('121 - 124 of 124');
  });

  it('should be empty when there are no results', () => {
    expect(resultsRange(1, 8, 0)).toBe('');
  });
});
