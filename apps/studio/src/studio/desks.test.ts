import { staffRoles, studioDesks, type StudioDesk } from '@club/api-client';
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

describe('canUse', () => {
  it('should open a desk to exactly the roles the platform guards it with (studioDesks)', () => {
    for (const desk of Object.keys(studioDesks) as StudioDesk[]) {
      for (const role of staffRoles) {
        expect(canUse([role], desk), `${role} at ${desk}`).toBe((studioDesks[desk].roles as readonly string[]).includes(role));
      }
    }
  });

  it('should keep staff roles to administrators, though the desk is not in the navigation', () => {
    expect(canUse(['admin'], 'staff')).toBe(true);
    expect(canUse(['commercial', 'editor', 'matchday'], 'staff')).toBe(false);
    expect(desksFor(['admin']).map((desk) => desk.id)).not.toContain('staff');
  });
});
