import type { Generated } from 'kysely';
import type { StaffEditColumns } from '../../infra/db/staff-edits';

/**
 * A row staff may delete (0091_commercial_deleted_at): it keeps its row, made 'studio' and saved by who deleted
 * it, with `deleted_at`, so the reseed keeps it and never lays the world's row of that id back; every read asks
 * for null.
 */
interface DeletableByStaff extends StaffEditColumns {
  deleted_at: Generated<string | null>;
}

/**
 * SPEC 3 'Sponsor'. `forced_order` is its place in a row whose order is forced, else null. Staff edit it since
 * 0023_studio_adverts.
 */
export interface SponsorTable extends DeletableByStaff {
  sponsor_id: number;
  slug: string;
  campaign_id: string;
  image_key: string;
  published: 0 | 1;
  title: string;
  url: string;
  admin_name: string;
  media_library_id: number;
  forced_order: number | null;
  is_child_friendly: 0 | 1;
}

/** A place of the header's sponsors; staff's since 0025_sponsor_slots. */
export interface HeaderSponsorTable extends StaffEditColumns {
  position: number;
  name: string;
  img_location: string;
  sponsor_url: string;
  child_friendly: 0 | 1;
  /** 0025_sponsor_slots: the sponsor the place shows (no foreign key: the reseed lays sponsors back). */
  sponsor_id: number | null;
  /** 0025_sponsor_slots: a place switched off shows nothing. */
  enabled: Generated<0 | 1>;
}

export interface SponsorRowTable {
  row_id: number;
  position: number;
  admin_name: string;
  title: string;
  title_size: 'small' | 'large';
  sponsor_size: 'small' | 'large';
  forced_order: 0 | 1;
}

export interface SponsorRowMemberTable {
  row_id: number;
  sponsor_id: number;
  position: number;
}

/** A section's sponsor slot; 0025_sponsor_slots: a 'studio' slot is kept by the reseed with its sponsors. */
export interface SectionSponsorSlotTable extends StaffEditColumns {
  section_id: string;
  name: string;
  type: 'app' | 'web';
  active: 0 | 1;
}

export interface SectionSponsorTable {
  section_id: string;
  sponsor_id: number;
  position: number;
}

/**
 * An advert in every shape of SPEC 3; `images` is JSON text: `{ [type]: { imageKey, imageSize } }`. Staff edit
 * it since 0023_studio_adverts.
 */
export interface AdvertTable extends DeletableByStaff {
  id: number;
  advert_name: string;
  advert_ref: string;
  campaign_ref: string;
  url: string;
  enabled: 0 | 1;
  channel: '' | 'web' | 'app';
  child_friendly: 0 | 1;
  start_utc: string;
  end_utc: string;
  images: string;
}

/** 0080_advert_slot_origin: a 'studio' slot (its adverts put in, out or in order by staff) is kept with its placements. */
export interface AdvertSlotTable extends StaffEditColumns {
  slot_id: string;
  name: string;
}

/** `placement` is a slot id, 'web-footer', 'experiments' or 'feed'. */
export interface AdvertPlacementTable {
  placement: string;
  advert_id: number;
  position: number;
}

export interface PromoOverlayTable {
  promo_id: number;
  position: number;
  channel: 'Web' | 'App';
  type: 'Default' | 'Mini';
  url: string;
  web_new_window: 0 | 1;
  image_key: string;
  image_alt_text: string;
  start_date_time: string;
  end_date_time: string;
  /** 0019_commercial_desk: a disabled promo is never shown. */
  enabled: Generated<0 | 1>;
  child_friendly: Generated<0 | 1>;
  /** 'seed': the commercial seed's, replaced with the world; 'studio': made or edited by staff, kept. */
  origin: Generated<'seed' | 'studio'>;
  version: Generated<number>;
  updated_at: string | null;
  updated_by_email: string | null;
}

/** The tables the commercial module owns: only its code writes them (see ownership.test.ts). */
export interface CommercialTables {
  sponsor: SponsorTable;
  header_sponsor: HeaderSponsorTable;
  sponsor_row: SponsorRowTable;
  sponsor_row_member: SponsorRowMemberTable;
  section_sponsor_slot: SectionSponsorSlotTable;
  section_sponsor: SectionSponsorTable;
  advert: AdvertTable;
  advert_slot: AdvertSlotTable;
  advert_placement: AdvertPlacementTable;
  promo_overlay: PromoOverlayTable;
}
