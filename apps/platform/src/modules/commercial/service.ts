import { getClock } from '@club/clock';
import {
  type AdvertImageType,
  type FeedAdvert,
  type FooterAdvert,
  type HeaderSponsor,
  type PromoChannel,
  type PromoOverlay,
  type SectionSponsorSlot,
  type SlotAdvert,
  type SlotServiceAdvert,
  type Sponsor,
  type SponsorRow,
  isWebChannel,
} from '@club/api-client';
import { experimentsPlacement, feedPlacement, webFooterPlacement } from './content';
import type { AdvertRecord, CommercialRepo, PromoRecord, SponsorRecord } from './repo';

type Images = SlotAdvert['images'];

function toSponsor(record: SponsorRecord): Sponsor {
  return {
    campaignID: record.campaign_id,
    sponsorID: record.sponsor_id,
    imageKey: record.image_key,
    published: record.published === 1,
    title: record.title,
    url: record.url,
    adminName: record.admin_name,
    mediaLibraryID: record.media_library_id,
    forcedOrder: record.forced_order,
    isChildFriendly: record.is_child_friendly === 1,
  };
}

const images = (record: AdvertRecord): Images => JSON.parse(record.images) as Images;

export function toSlotAdvert(record: AdvertRecord): SlotAdvert {
  return {
    id: record.id,
    advertName: record.advert_name,
    advertRef: record.advert_ref,
    campaignRef: record.campaign_ref,
    url: record.url,
    enabled: record.enabled === 1,
    channel: record.channel,
    childFriendly: record.child_friendly === 1,
    timings: { startUTC: record.start_utc, endUTC: record.end_utc },
    images: images(record),
  };
}

function toSlotServiceAdvert(record: AdvertRecord): SlotServiceAdvert {
  const byType = images(record);
  const image = (type: AdvertImageType) => {
    const found = byType[type];
    return found ? { key: found.imageKey, imageSize: found.imageSize } : null;
  };
  return {
    advertTitle: record.advert_name,
    advertData: { url: record.url, images: { mobile: image('mobile'), desktop: image('desktop') } },
    childFriendly: record.child_friendly === 1,
  };
}

// The older shapes have one image: the mobile one, which SPEC 5 requires of a valid advert.
function toFooterAdvert(record: AdvertRecord): FooterAdvert {
  return {
    advertID: record.id,
    advertName: record.advert_name,
    targetUrl: record.url,
    childFriendly: record.child_friendly === 1,
    imageData: { Location: images(record).mobile?.imageKey ?? null },
  };
}

function toFeedAdvert(record: AdvertRecord): FeedAdvert {
  return { title: record.advert_name, url: record.url, imageData: { key: images(record).mobile?.imageKey ?? null } };
}

/** A promo overlay as the sites have it (SPEC 3). */
export function toPromo(record: PromoRecord): PromoOverlay {
  return {
    promoID: record.promo_id,
    type: record.type,
    url: record.url,
    webNewWindow: record.web_new_window === 1,
    imageKey: record.image_key,
    imageAltText: record.image_alt_text,
    startDateTime: record.start_date_time,
    endDateTime: record.end_date_time,
    childFriendly: record.child_friendly === 1,
  };
}

/**
 * Running now on the web: enabled, channel '' or 'web', now within its timings. Only the shapes that do
 * not carry those fields (slot service, older footer, feed) are cut to this; the rest is the sites' job.
 */
function runningOnWeb(record: AdvertRecord, now: Date): boolean {
  const at = now.getTime();
  return (
    record.enabled === 1 &&
    isWebChannel(record.channel) &&
    Date.parse(record.start_utc) <= at &&
    at < Date.parse(record.end_utc)
  );
}

const byTitle = new Intl.Collator('en-GB', { sensitivity: 'base' });

/**
 * Sponsors, adverts and promo overlays. `now` is read per request and only where a shape cannot carry
 * the timing rules itself; undefined answers mean 'no such section or slot'.
 */
export function createCommercialService(repo: CommercialRepo, now: () => Date = () => getClock().now()) {
  return {
    async headerSponsors(): Promise<HeaderSponsor[]> {
      return (await repo.listHeaderSponsors()).map((record) => ({
        imgLocation: record.img_location,
        name: record.name,
        sponsorUrl: record.sponsor_url,
        childFriendly: record.child_friendly === 1,
      }));
    },

    /** Rows in order; a forced row by its sponsors' forcedOrder, any other by title. */
    async sponsorRows(): Promise<SponsorRow[]> {
      const [rows, members] = await Promise.all([repo.listSponsorRows(), repo.listRowSponsors()]);
      return rows.map((row) => {
        const sponsors = members.filter((member) => member.row_id === row.row_id);
        const sorted =
          row.forced_order === 1
            ? sponsors.sort(
                (a, b) =>
                  (a.forced_order ?? Number.MAX_SAFE_INTEGER) - (b.forced_order ?? Number.MAX_SAFE_INTEGER) ||
                  a.member_position - b.member_position,
              )
            : sponsors.sort((a, b) => byTitle.compare(a.title, b.title) || a.sponsor_id - b.sponsor_id);
        return {
          adminName: row.admin_name,
          forcedOrder: row.forced_order === 1,
          rowID: row.row_id,
          sponsorSize: row.sponsor_size,
          title: row.title,
          titleSize: row.title_size,
          sponsors: sorted.map(toSponsor),
        };
      });
    },

    async section(sectionId: string): Promise<SectionSponsorSlot | undefined> {
      const section = await repo.findSection(sectionId);
      if (!section) return undefined;
      return {
        active: section.active === 1,
        sectionID: section.section_id,
        name: section.name,
        type: section.type,
        sponsors: (await repo.listSectionSponsors(sectionId)).map(toSponsor),
      };
    },

    /** Every section slot, active or not, each with its published sponsors in order. */
    async sections(): Promise<SectionSponsorSlot[]> {
      const [sections, members] = await Promise.all([repo.listSections(), repo.listAllSectionSponsors()]);
      return sections.map((section) => ({
        active: section.active === 1,
        sectionID: section.section_id,
        name: section.name,
        type: section.type,
        sponsors: members.filter((member) => member.section_id === section.section_id).map(toSponsor),
      }));
    },

    /** Every advert of the slot with all its fields. */
    async slotAdverts(slotId: string): Promise<SlotAdvert[] | undefined> {
      if (!(await repo.slotExists(slotId))) return undefined;
      return (await repo.listPlacement(slotId)).map(toSlotAdvert);
    },

    /** The first advert of the slot running on the web now, or null. */
    async slotAdvert(slotId: string): Promise<{ advert: SlotServiceAdvert | null } | undefined> {
      if (!(await repo.slotExists(slotId))) return undefined;
      const at = now();
      const running = (await repo.listPlacement(slotId)).find((record) => runningOnWeb(record, at));
      return { advert: running ? toSlotServiceAdvert(running) : null };
    },

    async footerAdverts(): Promise<FooterAdvert[]> {
      const at = now();
      return (await repo.listPlacement(webFooterPlacement)).filter((record) => runningOnWeb(record, at)).map(toFooterAdvert);
    },

    async experiments(): Promise<SlotAdvert[]> {
      return (await repo.listPlacement(experimentsPlacement)).map(toSlotAdvert);
    },

    async feed(): Promise<FeedAdvert[]> {
      const at = now();
      return (await repo.listPlacement(feedPlacement)).filter((record) => runningOnWeb(record, at)).map(toFeedAdvert);
    },

    async promoOverlays(channel: PromoChannel | undefined): Promise<PromoOverlay[]> {
      return (await repo.listPromos(channel)).map(toPromo);
    },
  };
}

export type CommercialService = ReturnType<typeof createCommercialService>;
