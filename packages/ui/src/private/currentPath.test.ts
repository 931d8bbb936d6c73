import { describe, expect, it } from 'vitest';
import { navItemState } from './currentPath';

describe('navItemState', () => {
  it('should be other without a current path', () => {
    expect(navItemState('/news', undefined)).toBe('other');
  });

  it('should mark home only on the home page', () => {
    expect(navItemState('/', '/')).toBe('page');
    expect(navItemState('/', '/news')).toBe('other');
  });

  it('should ignore trailing slashes, queries and hashes', () => {
    expect(navItemState('/news/', '/news')).toBe('page');
    expect(navItemState('/news', '/news/#latest')).toBe('page');
  });

  it('should never mark an external item', () => {
    expect(navItemState('https://shop.example.com', 'https://shop.example.com')).toBe('other');
  });
});
