import { describe, expect, it } from 'vitest';
import { checkForm, instantToLondonInput } from '../../../../studio/kit/collection';
import { type PromoFormState, promoCollection } from './promoCollection';

const emptyPromoForm = promoCollection.empty(undefined);
const promoInputOf = (form: PromoFormState) => promoCollection.inputOf(form, { isNew: true, form, extra: undefined });
const validatePromoForm = (form: PromoFormState) => checkForm(promoCollection, form, { isNew: true, extra: undefined });

const filled = { ...emptyPromoForm, start: '2026-07-01T12:00', end: '2026-07-08T12:00', url: '/tickets', imageKey: 'promos/summer-tour.png', imageAltText: 'Summer tour tickets' };

describe('the promo collection', () => {
  it('should read the window in London time, summer and winter', () => {
    expect(instantToLondonInput('2026-07-01T11:00:00Z')).toBe('2026-07-01T12:00');
    expect(instantToLondonInput('2026-12-01T11:00:00Z')).toBe('2026-12-01T11:00');
    expect(promoInputOf({ ...filled, start: '2026-07-01T12:00' }).startDateTime).toBe('2026-07-01T11:00:00.000Z');
  });

  it('should accept a filled form and say what is wrong with each field otherwise', () => {
    expect(validatePromoForm(filled).errors).toBeNull();
    const { errors } = validatePromoForm({ ...filled, url: 'javascript:alert(1)', imageAltText: '', end: filled.start });
    expect(errors).toMatchObject({
      url: expect.stringMatching(/path on the club site/),
      imageAltText: expect.stringMatching(/Describe the image/),
      endDateTime: 'The end must come after the start.',
    });
  });

  it('should refuse a date that is not one', () => {
    expect(validatePromoForm({ ...filled, start: '' }).errors).toMatchObject({ startDateTime: 'Give the start as a date and time.' });
  });
});
