import { apiErrorSchema, studioDesks, studioStaffMemberSchema, studioStaffResponseSchema, studioStaffRoleBodySchema } from '@club/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffAdmin } from './staff-admin';
import type { StaffGuard } from './staff';

const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 500: apiErrorSchema };

/** Staff roles (issue 16), mounted at /api/studio, for administrators only; every change audited. */
export const studioStaffAdminRoutes: FastifyPluginAsyncZod<{ guard: StaffGuard; staffAdmin: StaffAdmin }> = async (app, { guard, staffAdmin }) => {
  const admin = guard.requireStaff(studioDesks.staff.roles);

  app.get(
    '/staff',
    {
      preHandler: admin,
      schema: {
        tags: ['studio'],
        operationId: 'listStudioStaff',
        summary: 'Everyone holding a staff role, by email',
        response: { 200: studioStaffResponseSchema, ...refusals },
      },
    },
    async () => staffAdmin.list(),
  );

  app.put(
    '/staff/roles',
    {
      preHandler: admin,
      schema: {
        tags: ['studio'],
        operationId: 'setStudioStaffRole',
        summary: 'Grant or revoke one staff role of the account with this email',
        description: '404 for an email without an account; 409 `ownAdminRole` for an administrator removing their own admin role.',
        body: studioStaffRoleBodySchema,
        response: { 200: studioStaffMemberSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...refusals },
      },
    },
    async (request) => staffAdmin.setRole(request.body, guard.staffOf(request)),
  );
};
