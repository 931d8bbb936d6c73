import { studioDesks, type StaffRole, type StudioDesk } from '@club/api-client';

/**
 * The studio's navigation (issue 16): the desks in the studio's order, each with its label and address.
 * Which roles open a desk is `studioDesks` in `@club/api-client`, the list the platform's guards check
 * too, so a desk shows to exactly the staff the platform lets in.
 */
export type Desk = { id: StudioDesk; label: string; href: string; roles: readonly StaffRole[] };

const navigation: readonly { id: StudioDesk; label: string; href: string }[] = [
  { id: 'newsroom', label: 'Newsroom', href: '/news' },
  { id: 'pages', label: 'Pages', href: '/pages' },
  { id: 'matchday', label: 'Match day', href: '/matchday' },
  { id: 'clubTv', label: 'Club TV', href: '/clubtv' },
  { id: 'commercial', label: 'Commercial', href: '/commercial' },
  { id: 'fans', label: 'Fans', href: '/fans' },
  { id: 'audit', label: 'Audit log', href: '/audit' },
];

const desks: readonly Desk[] = navigation.map((desk) => ({ ...desk, roles: studioDesks[desk.id].roles }));

/** Whether a staff member's roles open a desk (also one not in the navigation, such as staff roles). */
export function canUse(roles: readonly StaffRole[], id: StudioDesk): boolean {
  return studioDesks[id].roles.some((role) => roles.includes(role));
}

/** The desks a staff member's roles open, in the studio's order. */
export function desksFor(roles: readonly StaffRole[]): Desk[] {
  return desks.filter((desk) => canUse(roles, desk.id));
}

export const roleLabels: Record<StaffRole, string> = {
  editor: 'Editor',
  matchday: 'Match day',
  commercial: 'Commercial',
  admin: 'Administrator',
};
