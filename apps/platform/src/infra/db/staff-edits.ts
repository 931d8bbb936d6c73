import type { Generated } from 'kysely';

/**
 * The columns of a row staff edit beside the seed (issue 27: the one model, see the platform's CONTEXT.md
 * "Staff edits beside the seed"): who made the row, the version each save is checked against, and who saved
 * it last, when. A table with staff edits extends this in its own module's db.ts.
 */
export interface StaffEditColumns {
  /** 'seed': the demo world's, replaced with it; 'studio': made or changed by staff, which the reseed keeps. */
  origin: Generated<'seed' | 'studio'>;
  /** 0 until staff first save the row; each save is checked against it (409 otherwise). */
  version: Generated<number>;
  updated_at: Generated<string | null>;
  updated_by_email: Generated<string | null>;
}

/**
 * The columns of a revision (issue 28): one row per versioned studio change of a piece of content, its
 * fields after the change as JSON and the names of those it changed (a JSON array). A history table
 * extends this with the key of what it is the history of.
 */
export interface RevisionColumns {
  id: Generated<number>;
  /** The content's version after this change. */
  version: number;
  at: string;
  /** Who saved; null for the baseline of a seeded piece (its state before its first studio save). */
  actor_email: string | null;
  /** The desk's revision action: 'baseline', 'create', 'update', 'restore'… */
  action: string;
  fields_json: string;
  changed_json: string;
  /** The revision a restore brought back. */
  restored_from: number | null;
}
