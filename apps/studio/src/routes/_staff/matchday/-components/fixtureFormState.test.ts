import { describe, expect, it } from 'vitest';
import { validateFixtureForm, type FixtureFormState } from './fixtureFormState';

const complete: FixtureFormState = {
  team: 'first-team',
  season: '2026-27',
  competition: 'county-league',
  round: 'Matchday 9',
  opponent: 'lanmouth-athletic',
  homeAway: 'away',
  venue: 'Harbour Road',
  kickOffLocal: '2026-12-12T15:00',
};

describe('validateFixtureForm', () => {
  it('should give the body to send for a whole fixture', () => {
    expect(validateFixtureForm(complete)).toEqual({ errors: {}, body: complete });
  });

  it('should say what is missing with the platform’s own words', () => {
    const { errors, body } = validateFixtureForm({ ...complete, round: ' ', opponent: '', kickOffLocal: '' });
    expect(body).toBeNull();
    expect(errors).toEqual({
      round: 'Give the round, e.g. Matchday 12 or Friendly.',
      opponent: 'Choose from the list.',
      kickOffLocal: 'Give the date and time of kick-off (London time).',
    });
  });
});
