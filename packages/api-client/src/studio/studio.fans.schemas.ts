import { z } from 'zod';
import { studioVoucherDaysMax } from './studio.commercial.constants';
import { studioFanStatuses } from './studio.fans.constants';

/**
 * The fans desk (`/api/studio/fans`, issue 16, admins only): one account found by its email, what it
 * holds and why, and the administrator's levers: block and unblock (SPEC 6: a blocked account cannot
 * sign in, buy or redeem, and its open streams stop at their next session check with ERR_56882466_1),
 * the staff bypass (SPEC 6) and a complimentary pass.
 */

export const studioFanQuerySchema = z.object({
  email: z.string().trim().toLowerCase().email('Give the whole email address, e.g. fan@example.com.').max(254),
});
export type StudioFanQuery = z.input<typeof studioFanQuerySchema>;

export const studioFanParamsSchema = z.object({ sub: z.string().trim().min(1).max(100) });

export const studioFanGrantSchema = z.object({
  entitlement: z.string(),
  source: z.enum(['subscription', 'payment', 'voucher', 'seed']),
  sourceId: z.string().describe('The subscription, checkout session, voucher code or seed'),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  revokedAt: z.string().nullable(),
  current: z.boolean().describe('Held now, by the platform clock'),
});

export const studioFanSchema = z.object({
  sub: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.enum(studioFanStatuses),
  bypassed: z.boolean(),
  createdAt: z.string(),
  entitlements: z.array(z.string()).describe('What the account holds now'),
  grants: z.array(studioFanGrantSchema),
  subscriptions: z.array(
    z.object({ id: z.string(), priceId: z.string(), status: z.string(), currentPeriodEnd: z.string().nullable(), cancelAtPeriodEnd: z.boolean() }),
  ),
  redemptions: z.array(z.object({ code: z.string(), redeemedAt: z.string() })),
  activeSessions: z.number().int().describe('Sign-ins that have not ended or expired (devices the fan is signed in on)'),
});
export type StudioFan = z.infer<typeof studioFanSchema>;

/** `PUT /api/studio/fans/:sub/blocked`. */
export const studioFanBlockBodySchema = z.object({ blocked: z.boolean() });
/** `PUT /api/studio/fans/:sub/bypass`. */
export const studioFanBypassBodySchema = z.object({ bypassed: z.boolean() });

/** `POST /api/studio/fans/:sub/comp`: a package's price option for a number of days, from now. */
export const studioCompPassBodySchema = z.object({
  packageId: z.string().trim().min(1, 'Choose the package to give.').max(100),
  priceId: z.string().trim().min(1, 'Choose which of its prices the pass stands for.').max(100),
  days: z
    .number({ error: 'Give the days as a whole number.' })
    .int({ error: 'Give the days as a whole number.' })
    .min(1, 'A pass lasts at least a day.')
    .max(studioVoucherDaysMax, `At most ${studioVoucherDaysMax} days.`),
});
export type StudioCompPassBody = z.infer<typeof studioCompPassBodySchema>;

/** `POST /api/studio/fans/:sub/comp/:code/revoke`: a complimentary pass (its COMP- voucher code) taken back now. */
export const studioCompParamsSchema = z.object({
  sub: z.string().trim().min(1).max(100),
  code: z.string().trim().regex(/^COMP-[A-Z0-9-]{1,40}$/, 'That is not a complimentary pass.'),
});

// Staff roles (admins only) sit with the fans desk: both are the administrator's accounts work.

export const studioStaffMemberSchema = z.object({
  sub: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(['editor', 'matchday', 'commercial', 'admin'])),
});
export type StudioStaffMember = z.infer<typeof studioStaffMemberSchema>;

/** `GET /api/studio/staff`: everyone holding a staff role, by email. */
export const studioStaffResponseSchema = z.object({ items: z.array(studioStaffMemberSchema) });
export type StudioStaffResponse = z.infer<typeof studioStaffResponseSchema>;

/** `PUT /api/studio/staff/roles`: grant (`granted: true`) or revoke one role of the account with this email. */
export const studioStaffRoleBodySchema = z.object({
  email: z.string().trim().toLowerCase().email('Give the whole email address, e.g. editor@example.com.').max(254),
  role: z.enum(['editor', 'matchday', 'commercial', 'admin'], { error: 'Choose a role.' }),
  granted: z.boolean(),
});
export type StudioStaffRoleBody = z.infer<typeof studioStaffRoleBodySchema>;
