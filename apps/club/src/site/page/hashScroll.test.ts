import { describe, expect, it } from 'vitest';
import { easeInOutCubic, hashScrollY, hashTarget } from './hashScroll';

describe('hash scrolling (SPEC 2.1)', () => {
  it('should aim 130px above the element, within the page', () => {
    expect(hashScrollY(600, 200, 5000)).toBe(670);
    expect(hashScrollY(50, 0, 5000)).toBe(0);
    expect(hashScrollY(4000, 2000, 5000)).toBe(5000);
  });

  it('should ease from start to end', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(2)).toBe(1);
  });

  it('should find the element a hash names, decoded', () => {
    document.body.innerHTML = '<h2 id="café">Café</h2><h2 id="fixtures">Fixtures</h2>';
    expect(hashTarget('#fixtures')?.textContent).toBe('Fixtures');
    expect(hashTarget('#caf%C3%A9')?.textContent).toBe('Café');
    expect(hashTarget('#')).toBeNull();
    expect(hashTarget('#missing')).toBeNull();
  });
});
