import { describe, expect, it } from 'vitest';
import { checkForm } from '../../../../studio/kit/collection';
import { sponsorFixture, sponsorRowsFixture } from '../../../../studio/kit/fixtures';
import { type SponsorFormState, sponsorCollection } from './sponsorCollection';

const rows = sponsorRowsFixture;
const emptySponsorForm = (rowId: number) => sponsorCollection.empty({ rows, rowID: rowId });
const sponsorFormOf = sponsorCollection.formOf;
const validateSponsorForm = (form: SponsorFormState) => checkForm(sponsorCollection, form, { isNew: false, extra: { rows, rowID: 1 } });

const sponsor = sponsorFixture(101);

describe('the sponsor form', () => {
  it('should send back what it opened with', () => {
    expect(validateSponsorForm(sponsorFormOf(sponsor)).body).toEqual({
      title: sponsor.title,
      imageKey: sponsor.imageKey,
      url: sponsor.url,
      rowID: 1,
      forcedOrder: 1,
      published: true,
      isChildFriendly: true,
    });
  });

  it('should say what is wrong as it is typed, in words', () => {
    expect(validateSponsorForm(emptySponsorForm(2)).errors).toMatchObject({
      title: 'Name the sponsor: it is what a screen reader hears of the logo.',
      imageKey: 'Give an image library key like sponsors/harbour-ales.png.',
      url: "Give the full address of the sponsor's site, starting https://.",
    });
    expect(validateSponsorForm({ ...sponsorFormOf(sponsor), forcedOrder: 'first' }).errors?.forcedOrder).toBe('Give the place as a whole number, 1 first.');
    expect(validateSponsorForm({ ...sponsorFormOf(sponsor), forcedOrder: '' }).body?.forcedOrder).toBeNull();
  });
});
