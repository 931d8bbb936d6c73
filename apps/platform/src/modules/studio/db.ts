import type { Generated } from 'kysely';

/** 0014_studio: a staff member's roles, one row each. */
export interface StaffRoleTable {
  sub: string;
  role: 'editor' | 'matchday' | 'commercial' | 'admin';
  granted_at: string;
  /** Email of the administrator who granted it; 'seed' for the demo staff. */
  granted_by: string;
}

/** 0014_studio: every change staff make, with the entity before and after as JSON text. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_sub: string;
  actor_email: string;
  action: string;
  entity: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
}

/** 0026_media_images: one row per image uploaded in the studio, for the image chooser. */
export interface StudioImageTable {
  image_key: string;
  desk: 'news' | 'commercial';
  type: string;
  width: number;
  height: number;
  bytes: number;
  uploaded_at: string;
  uploaded_by_email: string;
}

/** The tables the studio module owns: only its code writes them (see ownership.test.ts). */
export interface StudioTables {
  staff_role: StaffRoleTable;
  audit_log: AuditLogTable;
  studio_image: StudioImageTable;
}
