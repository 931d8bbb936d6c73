import type { AdvertisingSettings } from '@club/api-client';

export type AdvertPosition = AdvertisingSettings['position']['newsArticle'];

/**
 * SPEC 9 'Advertising position': where an in-page advert goes among a list of `count` items, as the
 * index it is inserted before. 'last' (news article, default and hub pages) after everything; 'middle'
 * at `middleIndex` (4) when the list has more items than that, else last; 'first' before everything.
 */
export function advertIndex(position: AdvertPosition, count: number, middleIndex = 4): number {
  switch (position) {
    case 'first':
      return 0;
    case 'middle':
      return count > middleIndex ? middleIndex : count;
    case 'last':
      return count;
    default:
      return position satisfies never;
  }
}

export type WithAdvert<T> = { kind: 'item'; item: T; index: number } | { kind: 'advert' };

/** The items with one advert entry placed by `advertIndex`, ready to map to elements. */
export function withAdvert<T>(items: readonly T[], position: AdvertPosition, middleIndex = 4): WithAdvert<T>[] {
  const at = advertIndex(position, items.length, middleIndex);
  const entries: WithAdvert<T>[] = items.map((item, index) => ({ kind: 'item', item, index }));
  entries.splice(at, 0, { kind: 'advert' });
  return entries;
}
