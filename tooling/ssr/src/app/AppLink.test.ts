import { describe, expect, it } from 'vitest';
import { linkTarget } from './AppLink';

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
