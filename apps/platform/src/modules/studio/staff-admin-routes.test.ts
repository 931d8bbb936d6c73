import { apiErrorSchema, ownAdminRoleMessage, studioAuditResponseSchema, studioSessionSchema, studioStaffMemberSchema, studioStaffResponseSchema } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases';
import { injectedStudioApp, studioOrigin } from './testing';

describe.each(testDialects)('studio staff roles on $dialect', ({ dialect }) => {
  const { call } = injectedStudioApp(dialect, { signIn: ['admin', 'commercial', 'fan'], siteOrigins: [studioOrigin] });

  it('should list the staff with their roles, for administrators only', async () => {
    const list = studioStaffResponseSchema.parse((await call('GET', '/api/studio/staff', 'admin')).json());
    expect(list.items.map((member) => [member.email, member.roles])).toEqual([
      ['admin@example.com', ['admin']],
      ['commercial@example.com', ['commercial']],
      ['editor@example.com', ['editor']],
      ['matchday@example.com', ['matchday']],
    ]);
    expect((await call('GET', '/api/studio/staff', 'commercial')).statusCode).toBe(403);
    expect((await call('PUT', '/api/studio/staff/roles', 'fan', { email: 'fan@example.com', role: 'admin', granted: true })).statusCode).toBe(403);
  });

  it('should grant a role by email, which counts from the next request, and revoke it, audited', async () => {
    const granted = await call('PUT', '/api/studio/staff/roles', 'admin', { email: 'Fan@Example.com', role: 'editor', granted: true });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(studioStaffMemberSchema.parse(granted.json()).roles).toEqual(['editor']);
    const session = await call('GET', '/api/studio/session', 'fan');
    expect(studioSessionSchema.parse(session.json()).roles).toEqual(['editor']);

    const revoked = await call('PUT', '/api/studio/staff/roles', 'admin', { email: 'fan@example.com', role: 'editor', granted: false });
    expect(studioStaffMemberSchema.parse(revoked.json()).roles).toEqual([]);
    expect((await call('GET', '/api/studio/session', 'fan')).statusCode).toBe(403);

    const audit = studioAuditResponseSchema.parse((await call('GET', '/api/studio/audit?entity=staff', 'admin')).json());
    expect(audit.items.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['staff.revoke', { email: 'fan@example.com', roles: ['editor'] }, { email: 'fan@example.com', roles: [] }],
      ['staff.grant', { email: 'fan@example.com', roles: [] }, { email: 'fan@example.com', roles: ['editor'] }],
    ]);
  });

  it('should refuse an administrator removing their own admin role, and an unknown email', async () => {
    const own = await call('PUT', '/api/studio/staff/roles', 'admin', { email: 'admin@example.com', role: 'admin', granted: false });
    expect(own.statusCode).toBe(409);
    expect(apiErrorSchema.parse(own.json()).message).toBe(ownAdminRoleMessage);
    expect((await call('PUT', '/api/studio/staff/roles', 'admin', { email: 'nobody@example.com', role: 'editor', granted: true })).statusCode).toBe(404);
    expect((await call('PUT', '/api/studio/staff/roles', 'admin', { email: 'fan@example.com', role: 'owner', granted: true })).statusCode).toBe(400);
  });
});
