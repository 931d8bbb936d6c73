import { describe, expect, it } from 'vitest';
import { linkTarget, navigatesInPage, type LinkClick } from './AppLink';

const plain: LinkClick = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false, target: null };

describe('navigatesInPage', () => {
  it('should take a plain primary click on a link that opens here', () => {
    expect(navigatesInPage(plain)).toBe(true);
    expect(navigatesInPage({ ...plain, target: '_self' })).toBe(true);
  });

  it('should leave a new tab, a new window or a download to the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) expect(navigatesInPage({ ...plain, [key]: true })).toBe(false);
    expect(navigatesInPage({ ...plain, button: 1 })).toBe(false);
    expect(navigatesInPage({ ...plain, target: '_blank' })).toBe(false);
  });

  it('should leave a click a handler already took', () => {
    expect(navigatesInPage({ ...plain, defaultPrevented: true })).toBe(false);
  });
});

describe('linkTarget', () => {
  it('should pass a plain path through', () => {
    expect(linkTarget('/tickets/match-tickets')).toEqual({ to: '/tickets/match-tickets', search: {} });
  });

  it('should split off search params and the hash', () => {
    expect(linkTarget('/matches?team=women#results')).toEqual({
      to: '/matches',
      search: { team: 'women' },
      hash: 'results',
    });
  });

  it('should link to a section of the home page', () => {
    expect(linkTarget('/#packages')).toEqual({ to: '/', search: {}, hash: 'packages' });
  });
});
