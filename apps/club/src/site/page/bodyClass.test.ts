import { describe, expect, it } from 'vitest';
import { bodyClassName, pathBodyClass } from './bodyClass';

describe('body class (SPEC 2.4)', () => {
  it('should name the path', () => {
    expect(pathBodyClass('/')).toBe('path-home');
    expect(pathBodyClass('/news/cup-run-ends')).toBe('path-news-cup-run-ends');
    expect(pathBodyClass('/matches/first-team/2025-26/')).toBe('path-matches-first-team-2025-26');
    expect(pathBodyClass('/club/Women%20FC')).toBe('path-club-women-20fc');
  });

  it('should add the locked state', () => {
    expect(bodyClassName('/teams', true)).toBe('path-teams is-locked');
    expect(bodyClassName('/teams', false)).toBe('path-teams');
  });
});
