import type { StaffRole } from '@club/api-client';

/**
 * The studio's desks (issue 16) and the roles that open each. Every desk is built; a desk announced
 * before it exists would be `comingNext`: listed in words, never as a link, so nobody mistakes a name
 * for a working page.
 */
export type Desk = {
  id: 'newsroom' | 'pages' | 'matchday' | 'clubTv' | 'commercial' | 'fans' | 'audit';
  label: string;
  roles: readonly StaffRole[];
} & ({ state: 'ready'; href: string } | { state: 'comingNext' });

const desks: readonly Desk[] = [
  { id: 'newsroom', label: 'Newsroom', roles: ['editor', 'admin'], state: 'ready', href: '/news' },
  { id: 'pages', label: 'Pages', roles: ['editor', 'admin'], state: 'ready', href: '/pages' },
  { id: 'matchday', label: 'Match day', roles: ['matchday', 'admin'], state: 'ready', href: '/matchday' },
  { id: 'clubTv', label: 'Club TV', roles: ['editor', 'admin'], state: 'ready', href: '/clubtv' },
  { id: 'commercial', label: 'Commercial', roles: ['commercial', 'admin'], state: 'ready', href: '/commercial' },
  { id: 'fans', label: 'Fans', roles: ['admin'], state: 'ready', href: '/fans' },
  { id: 'audit', label: 'Audit log', roles: ['admin'], state: 'ready', href: '/audit' },
];

/** The desks a staff member's roles open, in the studio's order. */
export function desksFor(roles: readonly StaffRole[]): Desk[] {
  return desks.filter((desk) => desk.roles.some((role) => roles.includes(role)));
}

export function canUse(roles: readonly StaffRole[], id: Desk['id']): boolean {
  return desksFor(roles).some((desk) => desk.id === id);
}

export const roleLabels: Record<StaffRole, string> = {
  editor: 'Editor',
  matchday: 'Match day',
  commercial: 'Commercial',
  admin: 'Administrator',
};
