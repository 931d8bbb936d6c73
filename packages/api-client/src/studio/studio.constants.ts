// Plain lists, limits and sentences of the studio api, without zod, so the studio's browser code can
// import them without pulling the schemas in. The schemas and the platform build on these.

/** Staff roles (issue 16): `admin` may do everything the others may, plus staff roles and the audit log. */
export const staffRoles = ['editor', 'matchday', 'commercial', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** `scheduled` is not stored: it is a published article whose `publishedAt` is still in the future by the clock. */
export const studioArticleStatuses = ['draft', 'scheduled', 'published'] as const;
export type StudioArticleStatus = (typeof studioArticleStatuses)[number];

export const studioArticlesPageSize = 20;

/**
 * An article's revisions (issue 28): what each keeps of the article, in the order the history names
 * them, the changes that make one, and what the history calls each field.
 */
export const studioRevisionFields = ['title', 'slug', 'standfirst', 'body', 'imageKey', 'author', 'category', 'tags', 'relatedSlugs', 'status', 'publishedAt'] as const;
export type StudioRevisionField = (typeof studioRevisionFields)[number];
export const studioRevisionFieldNames: Record<StudioRevisionField, string> = {
  title: 'Title',
  slug: 'Address',
  standfirst: 'Standfirst',
  body: 'Body',
  imageKey: 'Lead image',
  author: 'Author',
  category: 'Category',
  tags: 'Tags',
  relatedSlugs: 'Related articles',
  status: 'Status',
  publishedAt: 'Publication time',
};
/**
 * `baseline`: a seeded article as it stood before its first studio save. `draft`: a save of a live
 * article, kept as its draft while fans read the published version; `publishDraft` made that draft live
 * ("Publish changes"), `discardDraft` dropped it ("Discard draft").
 */
export const studioRevisionActions = ['baseline', 'create', 'update', 'publish', 'unpublish', 'restore', 'draft', 'publishDraft', 'discardDraft'] as const;
export type StudioRevisionAction = (typeof studioRevisionActions)[number];
export const studioRevisionsPageSize = 50;

/**
 * A content page's revisions (issue 28), as an article's: what each keeps of the page (its words), in the
 * order the history names them, what the history calls each, and the changes that make one. `baseline`:
 * a page as it stood before its first studio save (the club's own text for a page of the club's tree).
 */
export const studioPageRevisionFields = ['title', 'summary', 'body'] as const;
export type StudioPageRevisionField = (typeof studioPageRevisionFields)[number];
export const studioPageRevisionFieldNames: Record<StudioPageRevisionField, string> = { title: 'Title', summary: 'Summary', body: 'Body' };
export const studioPageRevisionActions = ['baseline', 'create', 'update', 'restore'] as const;
export type StudioPageRevisionAction = (typeof studioPageRevisionActions)[number];
export const studioAuditPageSize = 50;

export const studioTitleMax = 140;
export const studioStandfirstMax = 300;
export const studioSlugMax = 100;
export const studioTagsMax = 10;
export const studioTagMax = 40;
export const studioAuthorMax = 100;
/** The body as the editor sends it (HTML); far above any real article. */
export const studioBodyMax = 200_000;
/** Related articles an editor may pick by hand: the four the article page shows. */
export const studioRelatedMax = 4;

/** Lead images: what the upload endpoint accepts, by content type, and how large. */
export const studioImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type StudioImageType = (typeof studioImageTypes)[number];
export const studioImageMaxBytes = 10 * 1024 * 1024;
/**
 * The desks that upload images, each under its own key prefix (`uploads/<desk>/<sha256>.<ext>`) and role:
 * the newsroom's lead images (editors) and the commercial desk's promos, adverts and sponsor logos
 * (commercial staff). Administrators may upload for both.
 */
export const studioImageDesks = ['news', 'commercial'] as const;
export type StudioImageDesk = (typeof studioImageDesks)[number];
/**
 * The commercial desk also takes SVG (sponsors' logos often come as one): the platform draws it into a PNG
 * as it arrives, so the sites show it like any other image and no SVG is ever served.
 */
export const studioCommercialImageTypes = [...studioImageTypes, 'image/svg+xml'] as const;
export type StudioUploadType = (typeof studioCommercialImageTypes)[number];
/** Recent uploads listed for the studio's image chooser, a page at a time. */
export const studioImagesPageSize = 12;

/** What every studio endpoint answers (403) to a signed-in account without a fitting staff role. */
export const notStaffMessage = "This account is not on the club's staff. Ask a club administrator for access.";
/** 409 on "Publish changes" or "Discard draft" when the article has no draft changes (someone else did it first). */
export const noDraftMessage = 'This article has no draft changes: they were published or discarded already.';
/** 409 on create or update when the slug belongs to another article. */
export const slugTakenMessage = 'That address is already used by another article.';

/** Machine-readable `code`s of the studio's refusals, for callers that branch on them. */
export const studioErrorCodes = {
  notStaff: 'notStaff',
  versionConflict: 'versionConflict',
  slugTaken: 'slugTaken',
  publishIncomplete: 'publishIncomplete',
  noDraft: 'noDraft',
} as const;

/**
 * The fields publishing needs, in the words the 400 answer (and the studio's form) uses. A lead image is
 * not one (issue 28): a story without one shows the club's placeholder on the sites.
 */
export const studioPublishFields = ['title', 'slug', 'standfirst', 'body'] as const;
export type StudioPublishField = (typeof studioPublishFields)[number];
export const studioPublishFieldNames: Record<StudioPublishField, string> = {
  title: 'a title',
  slug: 'an address (slug)',
  standfirst: 'a standfirst',
  body: 'body text',
};
