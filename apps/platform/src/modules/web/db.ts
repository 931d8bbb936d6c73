import type { MenuName } from '@club/api-client';

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
  /** Where the web seed wrote the page; null for a page added in the studio (0027_page_moves). */
  origin_path: string | null;
}

/** Where staff put one of the seed's pages, by its origin (0027_page_moves). */
export interface NavPagePlaceTable {
  origin_path: string;
  /** The origin of the section it moved to; null when only its order was set. */
  parent_origin_path: string | null;
  page_order: number;
  version: number;
  updated_at: string;
  updated_by_email: string;
}

/** An address a page had before it moved, and where it is now (0027_page_moves). */
export interface NavPageRedirectTable {
  from_path: string;
  to_path: string;
  created_at: string;
  created_by_email: string;
}

/** A content page as staff last saved it in the studio, by path (0018_page_edits). */
export interface NavPageEditTable {
  full_path: string;
  title: string;
  summary: string;
  body: string;
  version: number;
  updated_at: string;
  updated_by_email: string;
}

/** A content page added in the studio (0022_page_additions); its words are its nav_page_edit row. */
export interface NavPageAddedTable {
  full_path: string;
  parent_path: string;
  slug: string;
  page_order: number;
  created_at: string;
  created_by_email: string;
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
  nav_page_edit: NavPageEditTable;
  nav_page_added: NavPageAddedTable;
  nav_page_place: NavPagePlaceTable;
  nav_page_redirect: NavPageRedirectTable;
  menu_item: MenuItemTable;
}
