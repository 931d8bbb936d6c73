import { apiErrorSchema, studioDesks, studioStaffMemberSchema, studioStaffResponseSchema, studioStaffRoleBodySchema } from '@club/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskRoutes, notFound } from './desk-routes';
import type { StaffAdmin } from './staff-admin';
import type { StaffGuard } from './staff';

/** Staff roles (issue 16), mounted at /api/studio, for administrators only; every change audited. */
export const studioStaffAdminRoutes: FastifyPluginAsyncZod<{ guard: StaffGuard; staffAdmin: StaffAdmin }> = async (app, { guard, staffAdmin }) => {
  const desk = deskRoutes(app, guard, studioDesks.staff.roles);

  desk.get('/staff', {
    operationId: 'listStudioStaff',
    summary: 'Everyone holding a staff role, by email',
    response: { 200: studioStaffResponseSchema },
  }, () => staffAdmin.list());

  desk.put('/staff/roles', {
    operationId: 'setStudioStaffRole',
    summary: 'Grant or revoke one staff role of the account with this email',
    description: '404 for an email without an account; 409 `ownAdminRole` for an administrator removing their own admin role.',
    body: studioStaffRoleBodySchema,
    response: { 200: studioStaffMemberSchema, ...notFound, 409: apiErrorSchema },
  }, ({ body }, staff) => staffAdmin.setRole(body, staff));
};
