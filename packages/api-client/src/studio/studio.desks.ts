import type { StaffRole } from './studio.constants';

/**
 * The studio's desks and the staff roles that open each, declared once: the platform's guards check
 * every call of a desk against these roles (an administrator passes every guard), and the studio shows a
 * desk in its navigation, and opens its pages, to these roles only. Staff roles are reached from the fans
 * desk and have no place in the navigation of their own.
 */
export const studioDesks = {
  newsroom: { roles: ['editor', 'admin'] },
  pages: { roles: ['editor', 'admin'] },
  matchday: { roles: ['matchday', 'admin'] },
  clubTv: { roles: ['editor', 'admin'] },
  commercial: { roles: ['commercial', 'admin'] },
  fans: { roles: ['admin'] },
  staff: { roles: ['admin'] },
  audit: { roles: ['admin'] },
} as const satisfies Record<string, { roles: readonly StaffRole[] }>;

export type StudioDesk = keyof typeof studioDesks;
