import { studioFixtureInputSchema, type StudioFixtureInput, type StudioMatchdayOptions } from '@club/api-client';

export type FixtureFormState = {
  team: string;
  season: string;
  competition: string;
  round: string;
  opponent: string;
  homeAway: 'home' | 'away';
  venue: string;
  kickOffLocal: string;
};
export type FixtureField = keyof FixtureFormState;

export function emptyFixtureForm(options: StudioMatchdayOptions): FixtureFormState {
  const team = options.teams[0]?.slug ?? '';
  return {
    team,
    season: options.seasons.find((season) => season.current)?.slug ?? options.seasons[0]?.slug ?? '',
    competition: '',
    round: '',
    opponent: '',
    homeAway: 'home',
    venue: '',
    kickOffLocal: '',
  };
}

/**
 * The form checked with the platform's own schema, as staff type: the first message for each field,
 * and the body to send when there is none.
 */
export function validateFixtureForm(form: FixtureFormState): { errors: Partial<Record<FixtureField, string>>; body: StudioFixtureInput | null } {
  const parsed = studioFixtureInputSchema.safeParse(form);
  if (parsed.success) return { errors: {}, body: parsed.data };
  const errors: Partial<Record<FixtureField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in form && !errors[field as FixtureField]) {
      // A choice left empty says so plainly, whatever the pattern's own sentence.
      errors[field as FixtureField] = form[field as FixtureField] === '' && field !== 'round' && field !== 'venue' && field !== 'kickOffLocal' ? 'Choose from the list.' : issue.message;
    }
  }
  return { errors, body: null };
}
