import { toLondonDateTime } from '../../shared/london-time';

/** What a conflict's sentence calls the thing saved twice. */
export type ConflictSubject = 'article' | 'page' | 'line-up' | 'promo' | 'package' | 'advert' | 'sponsor' | 'advert slot';

/**
 * A save from an older version than the stored one: who saved since, and when, for the 409 answer
 * (`studioConflictSchema`), which names them in the sentence and as fields.
 */
export class VersionConflict extends Error {
  readonly updatedBy: string | null;
  readonly updatedByName: string;
  readonly updatedAt: string;
  readonly version: number;
  constructor(fields: { updatedBy: string | null; updatedByName: string; updatedAt: string; version: number; what?: ConflictSubject }) {
    const { time } = toLondonDateTime(fields.updatedAt);
    super(
      `Someone else saved this ${fields.what ?? 'article'} since you opened it (${fields.updatedByName} at ${time.slice(0, 5)}). ` +
        'Copy your changes, then reload to see theirs.',
    );
    this.name = 'VersionConflict';
    this.updatedBy = fields.updatedBy;
    this.updatedByName = fields.updatedByName;
    this.updatedAt = fields.updatedAt;
    this.version = fields.version;
  }
}
