import { describe, expect, it } from 'vitest';
import { canUse, desksFor } from './desks';

describe('desksFor', () => {
  it('should give an editor the newsroom, the content pages and Club TV only', () => {
    expect(desksFor(['editor']).map((desk) => desk.id)).toEqual(['newsroom', 'pages', 'clubTv']);
  });

  it('should give match-day staff no newsroom', () => {
    expect(canUse(['matchday'], 'newsroom')).toBe(false);
    expect(desksFor(['matchday']).map((desk) => desk.id)).toEqual(['matchday']);
  });

  it('should give an administrator every desk', () => {
    expect(desksFor(['admin'])).toHaveLength(7);
  });
});
