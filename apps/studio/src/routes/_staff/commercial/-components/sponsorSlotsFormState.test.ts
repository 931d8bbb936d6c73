import type { StudioSponsorChoice } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { moveSponsor, validateHeaderPlaceForm, validateSectionSlotForm, withSponsor } from './sponsorSlotsFormState';

const choice = (sponsorId: number, title: string): StudioSponsorChoice => ({
  sponsorID: sponsorId,
  title,
  imageKey: `sponsors/${sponsorId}.png`,
  url: `https://${sponsorId}.example`,
  published: true,
  isChildFriendly: sponsorId % 2 === 0,
});
const [pies, water, coaches] = [choice(210, 'Puffin Pies'), choice(212, 'Sandpiper Spring Water'), choice(207, 'Greystone Coaches')];

describe('header place form', () => {
  const form = { sponsorID: '101', name: 'Tidewater', sponsorUrl: 'https://tidewaterbs.example', childFriendly: true, enabled: true };

  it('should take the name, link and child-friendly flag of a sponsor chosen', () => {
    expect(withSponsor(form, coaches)).toEqual({ sponsorID: '207', name: 'Greystone Coaches', sponsorUrl: 'https://207.example', childFriendly: false, enabled: true });
  });

  it("should check each field with the platform's words", () => {
    expect(validateHeaderPlaceForm(form).body).toEqual({ ...form, sponsorID: 101 });
    const checked = validateHeaderPlaceForm({ ...form, sponsorID: '', name: ' ', sponsorUrl: 'http://x.example' });
    expect(checked.errors).toEqual({
      sponsorID: 'Choose the sponsor for this place.',
      name: 'Give the label: it is what a screen reader hears of the logo.',
      sponsorUrl: "Give the full address of the sponsor's site, starting https://.",
    });
  });
});

describe('section slot form', () => {
  it('should move a sponsor up and down, and not past either end', () => {
    const list = [pies, water, coaches];
    expect(moveSponsor(list, 2, -1).map((sponsor) => sponsor.title)).toEqual(['Puffin Pies', 'Greystone Coaches', 'Sandpiper Spring Water']);
    expect(moveSponsor(list, 0, 1).map((sponsor) => sponsor.title)).toEqual(['Sandpiper Spring Water', 'Puffin Pies', 'Greystone Coaches']);
    expect(moveSponsor(list, 0, -1)).toEqual(list);
    expect(moveSponsor(list, 2, 1)).toEqual(list);
  });

  it('should send the sponsors as ids in order, and refuse a nameless slot', () => {
    expect(validateSectionSlotForm({ name: 'Junior Blues sponsor', type: 'web', active: true, sponsors: [water, pies] }).body).toEqual({
      name: 'Junior Blues sponsor',
      type: 'web',
      active: true,
      sponsorIDs: [212, 210],
    });
    expect(validateSectionSlotForm({ name: '', type: 'web', active: true, sponsors: [] }).errors?.name).toMatch(/^Name the slot/);
  });
});
