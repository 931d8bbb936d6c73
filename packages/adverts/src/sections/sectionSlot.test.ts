import type { SectionSponsorSlot, Sponsor } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { sectionSlotFor } from './sectionSlot';

const sponsor = (sponsorId: number, title: string, isChildFriendly = true): Sponsor => ({
  campaignID: `C-${sponsorId}`,
  sponsorID: sponsorId,
  imageKey: `sponsors/${sponsorId}.png`,
  published: true,
  title,
  url: `https://${sponsorId}.example`,
  adminName: title,
  mediaLibraryID: sponsorId,
  forcedOrder: null,
  isChildFriendly,
});

const slots: SectionSponsorSlot[] = [
  { sectionID: 'news', name: 'News in association with', type: 'web', active: true, sponsors: [sponsor(1, 'Post')] },
  { sectionID: 'kids', name: 'Junior Blues sponsor', type: 'web', active: true, sponsors: [sponsor(2, 'Pies'), sponsor(3, 'Gin', false)] },
  { sectionID: 'academy', name: 'Academy partner', type: 'web', active: false, sponsors: [sponsor(4, 'Physio')] },
  { sectionID: 'club', name: 'Club partner', type: 'web', active: true, sponsors: [sponsor(5, 'Bank')] },
  { sectionID: 'videos', name: 'App videos', type: 'app', active: true, sponsors: [sponsor(6, 'Broadband')] },
];

describe('sectionSlotFor', () => {
  it('should find the slot of any page of a section, the deepest section first', () => {
    expect(sectionSlotFor(slots, '/news', { childMode: false })?.sectionID).toBe('news');
    expect(sectionSlotFor(slots, '/news/2026/a-story', { childMode: false })?.sectionID).toBe('news');
    expect(sectionSlotFor(slots, '/club/kids/', { childMode: false })?.sectionID).toBe('kids');
    expect(sectionSlotFor(slots, '/', { childMode: false })).toBeNull();
  });

  it('should show no inactive slot and no slot of the app', () => {
    expect(sectionSlotFor(slots, '/club/academy', { childMode: false })?.sectionID).toBe('club');
    expect(sectionSlotFor(slots, '/videos', { childMode: false })).toBeNull();
  });

  it('should keep the order and leave out what child mode hides', () => {
    expect(sectionSlotFor(slots, '/kids', { childMode: false })?.sponsors.map((shown) => shown.title)).toEqual(['Pies', 'Gin']);
    expect(sectionSlotFor(slots, '/kids', { childMode: true })?.sponsors.map((shown) => shown.title)).toEqual(['Pies']);
    const onlyGin: SectionSponsorSlot[] = [{ ...slots[1]!, sponsors: [sponsor(3, 'Gin', false)] }];
    expect(sectionSlotFor(onlyGin, '/kids', { childMode: true })).toBeNull();
  });
});
