import { describe, expect, it } from 'vitest';
import { auditChanges, auditSubject } from './auditChanges';

describe('auditChanges', () => {
  it('should show only the fields a change touched', () => {
    expect(auditChanges({ email: 'fan@example.com', status: 'active', bypassed: false }, { email: 'fan@example.com', status: 'blocked', bypassed: false })).toEqual([
      { field: 'status', before: 'active', after: 'blocked' },
    ]);
  });

  it('should show every field of something new, and none as the before', () => {
    expect(auditChanges(null, { code: 'SPRING', max_redemptions: 1, disabled_at: null })).toEqual([
      { field: 'code', before: '—', after: 'SPRING' },
      { field: 'max_redemptions', before: '—', after: '1' },
      { field: 'disabled_at', before: '—', after: 'none' },
    ]);
  });

  it('should cut a long body short', () => {
    const [change] = auditChanges({ body: '' }, { body: 'x'.repeat(1000) });
    expect(change?.before).toBe('(empty)');
    expect(change?.after).toHaveLength(301);
  });
});

describe('auditSubject', () => {
  const entry = { entity: 'staff', entityId: '7472ee25-cb07-44d5-b0ea-7edc7ad75948' };

  it('should name a staff change by the member\'s email, not their account id', () => {
    expect(auditSubject({ ...entry, before: { email: 'nell@example.com', roles: ['editor'] }, after: { email: 'nell@example.com', roles: [] } })).toBe(
      'staff “nell@example.com”',
    );
  });

  it('should prefer a title to a slug, and name a removal by what it was', () => {
    expect(auditSubject({ entity: 'article', entityId: '12', before: null, after: { slug: 'a-win', title: 'A win at last' } })).toBe('article “A win at last”');
    expect(auditSubject({ entity: 'voucher', entityId: '3', before: { code: 'SPRING' }, after: null })).toBe('voucher “SPRING”');
  });

  it('should fall back to the entity and its id when nothing names it', () => {
    expect(auditSubject({ entity: 'match', entityId: '40', before: { home: 2 }, after: { home: 3 } })).toBe('match 40');
    expect(auditSubject({ entity: 'image', entityId: 'x.png', before: null, after: { title: '   ' } })).toBe('image x.png');
  });
});
