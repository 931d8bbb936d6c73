import { describe, expect, it } from 'vitest';
import { easedPosition, focusTarget, scrollTarget, sectionScroll } from './scrollToSection';

describe('scrollTarget', () => {
  it('should stop 80 px above the section, below the sticky header', () => {
    expect(sectionScroll).toEqual({ durationMs: 400, offsetPx: -80 });
    expect(scrollTarget(600, 0)).toBe(520);
  });

  it('should count how far the page is already scrolled', () => {
    expect(scrollTarget(-200, 1000)).toBe(720);
  });

  it('should never aim above the top of the page', () => {
    expect(scrollTarget(40, 0)).toBe(0);
  });
});

describe('easedPosition', () => {
  it('should start where the page is and end on the target after 400 ms', () => {
    expect(easedPosition(0, 1000, 0)).toBe(0);
    expect(easedPosition(0, 1000, 400)).toBe(1000);
    expect(easedPosition(0, 1000, 900)).toBe(1000);
  });

  it('should cover most of the way early and slow down towards the end', () => {
    const halfway = easedPosition(0, 1000, 200);
    expect(halfway).toBeGreaterThan(500);
    expect(halfway).toBeLessThan(1000);
  });

  it('should scroll upwards too', () => {
    expect(easedPosition(1000, 200, 400)).toBe(200);
  });
});

describe('focusTarget', () => {
  it("should focus the section's heading, made focusable for it", () => {
    const section = document.createElement('section');
    section.innerHTML = '<h2>Upcoming Fixtures</h2><p>Text</p>';
    const target = focusTarget(section);
    expect(target.tagName).toBe('H2');
    expect(target.getAttribute('tabindex')).toBe('-1');
  });

  it("should find the heading of a wrapped region, such as the packages widget's", () => {
    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<section><div><h2>Available Packages</h2></div></section>';
    expect(focusTarget(wrapper).textContent).toBe('Available Packages');
  });

  it('should fall back to the section itself without a heading', () => {
    const section = document.createElement('section');
    expect(focusTarget(section)).toBe(section);
  });
});
