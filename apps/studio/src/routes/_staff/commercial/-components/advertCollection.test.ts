import { describe, expect, it } from 'vitest';
import { checkForm } from '../../../../studio/kit/collection';
import { advertFixture } from '../../../../studio/kit/fixtures';
import { advertCollection } from './advertCollection';

const advertFormOf = advertCollection.formOf;
const emptyAdvertForm = advertCollection.empty({});
/** As the form checks it: an edit, or a new advert in `slotID`. */
const validateAdvertForm = (form: ReturnType<typeof advertFormOf>, slotId?: string) =>
  checkForm(advertCollection, form, slotId === undefined ? { isNew: false, extra: {} } : { isNew: true, extra: { slotID: slotId } });

const advert = advertFixture(1);

describe('the advert form', () => {
  it('should hold the window in London time and send it back as the same instants', () => {
    const form = advertFormOf(advert);
    expect(form.start).toBe('2026-06-02T00:00');
    const checked = validateAdvertForm(form);
    expect(checked.errors).toBeNull();
    expect(Date.parse(checked.body?.startUTC ?? '')).toBe(Date.parse(advert.startUTC));
  });

  it('should say what is missing as it is typed, in words, with the slot for a new advert', () => {
    const checked = validateAdvertForm(emptyAdvertForm, 'footerSlot1');
    expect(checked.errors).toMatchObject({
      advertName: 'Name the advert: it is what a screen reader hears of its image.',
      url: 'Give the address the advert opens.',
      mobileImageKey: 'Give an image library key like adverts/club-shop-mobile.png.',
      startUTC: 'Give the start as a date and time.',
    });
    const backwards = validateAdvertForm({ ...advertFormOf(advert), end: '2026-06-01T00:00' });
    expect(backwards.errors?.endUTC).toBe('The end must come after the start.');
    const created = validateAdvertForm(advertFormOf(advert), 'homepage');
    expect(created.body?.slotID).toBe('homepage');
  });
});
