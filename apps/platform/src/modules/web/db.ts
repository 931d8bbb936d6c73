import type { MenuName } from '@club/api-client';
import type { Generated } from 'kysely';
import type { RevisionColumns, StaffEditColumns } from '../../infra/db/staff-edits';

/**
 * A page of the navigation. Its staff edits (issue 27, 0092_page_origin): a 'studio' page was added or changed
 * by staff, whose part the reseed keeps; its version counts every change staff made (its words, its place).
 */
export interface NavPageTable extends StaffEditColumns {
  id: number;
  parent_id: number | null;
  slug: string;
  full_path: string;
  title: string;
  template: 'Hub' | 'Default';
  page_order: number;
  post_type: 'internal' | 'external';
  external_url: string | null;
  new_tab: 0 | 1;
  status: 'Published' | 'Draft';
  summary: string;
  body: string;
  published_at: string;
  saved_at: string;
  /** Where the web seed wrote the page, its key across reseeds; null for a page added in the studio (0027_page_moves). */
  origin_path: string | null;
  /** 1: the title, summary and body are staff's, kept over the world's. */
  studio_words: Generated<0 | 1>;
  /** The section staff put the page in, by that section's origin path; null: where the world has it. */
  studio_parent_origin_path: Generated<string | null>;
  /** Its order as staff left it; null: the world's. */
  studio_order: Generated<number | null>;
  /**
   * 1: a studio page the tree cannot take now (its section is gone, its address is the world's, or the
   * world dropped the page): kept with no parent at `~hidden/{id}`, shown nowhere, placed again by the
   * next reseed that can take it.
   */
  hidden: Generated<0 | 1>;
}

/** An address a page had before it moved, and where it is now (0027_page_moves): address history, not an edit. */
export interface NavPageRedirectTable {
  from_path: string;
  to_path: string;
  created_at: string;
  created_by_email: string;
}

/**
 * 0093_page_revisions: one row per change of a content page's words in the studio (issue 28), the page's
 * words and address after it as JSON (`StudioPageRevisionFields`) and the names of those it changed; the
 * actions are `StudioPageRevisionAction`s.
 */
export interface NavPageRevisionTable extends RevisionColumns {
  /** The page for good: a seeded page's origin path, a studio page's `~studio/{id}` (`pageKeyOf` in pages.ts). */
  page_key: string;
}

export interface MenuItemTable {
  menu: MenuName;
  position: number;
  name: string;
  link: string;
  icon: string | null;
  is_external: 0 | 1;
  custom_class: string | null;
  new_tab: 0 | 1;
  image: string | null;
}

/** The tables the web module owns: only its code writes them (see ownership.test.ts). */
export interface WebTables {
  nav_page: NavPageTable;
  nav_page_redirect: NavPageRedirectTable;
  nav_page_revision: NavPageRevisionTable;
  menu_item: MenuItemTable;
}
