import { describe, expect, it } from 'vitest';
import { initialHeaderScroll, nextHeaderScroll, type HeaderScrollState } from './headerScroll';

const scrollThrough = (positions: number[], from: HeaderScrollState = initialHeaderScroll) =>
  positions.reduce(nextHeaderScroll, from);

describe('nextHeaderScroll (SPEC 2.5 header reveal)', () => {
  it('should stay visible under 90 whichever way the page scrolls', () => {
    expect(scrollThrough([10, 50, 89])).toMatchObject({ hidden: false, sticky: false });
    expect(scrollThrough([89, 40])).toMatchObject({ hidden: false });
  });

  it('should hide when scrolling down from 90 and show again when scrolling up', () => {
    const down = scrollThrough([40, 90]);
    expect(down).toMatchObject({ hidden: true, sticky: false });
    const up = nextHeaderScroll(down, 80);
    expect(up.hidden).toBe(false);
    expect(scrollThrough([200, 400, 399])).toMatchObject({ hidden: false, sticky: true });
  });

  it('should be sticky from 300 and not below', () => {
    expect(scrollThrough([299]).sticky).toBe(false);
    expect(scrollThrough([300]).sticky).toBe(true);
    expect(scrollThrough([300, 1000, 299]).sticky).toBe(false);
  });

  it('should keep its state, the same object, when the position does not change', () => {
    const state = scrollThrough([500, 450]);
    expect(nextHeaderScroll(state, 450)).toBe(state);
  });

  it('should treat overscroll above the top as the top', () => {
    expect(scrollThrough([500, -40])).toEqual({ y: 0, hidden: false, sticky: false });
  });
});
