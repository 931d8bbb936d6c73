import type { MenuName } from '@club/api-client';

/**
 * The tables as Kysely sees them. Types are chosen to read the same on SQLite and Postgres:
 * booleans are 0/1 integers (SQLite has none, and better-sqlite3 cannot bind `true`), instants are
 * ISO 8601 UTC text (sortable, no driver-specific Date handling).
 */
export interface NavPageTable {
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

/** One row per seed: which version of its data the database holds. */
export interface SeedStateTable {
  name: string;
  version: string;
  applied_at: string;
}

export interface DB {
  nav_page: NavPageTable;
  menu_item: MenuItemTable;
  seed_state: SeedStateTable;
}
