import { describe, expect, it } from 'vitest';
import { auditChanges } from './auditChanges';

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
