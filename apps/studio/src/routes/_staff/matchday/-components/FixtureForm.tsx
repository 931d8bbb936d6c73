import type { StudioMatchdayOptions } from '@club/api-client';
import { Button, Heading, Select, TextField } from '@club/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import * as consoleStyles from './console.css';
import { emptyFixtureForm, validateFixtureForm, type FixtureField, type FixtureFormState } from './fixtureFormState';
import * as styles from './fixtures.css';
import { NativeField } from './NativeField';
import { refusalOf } from '../../../../studio/refusal';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

/** A new fixture, checked as it is typed with the platform's schema; kick-off in London time. */
export function FixtureForm({ options, onDone }: { options: StudioMatchdayOptions; onDone: (message: string) => void }) {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FixtureFormState>(() => emptyFixtureForm(options));
  const [touched, setTouched] = useState<ReadonlySet<FixtureField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const { errors, body } = validateFixtureForm(form);
  const shown = (field: FixtureField) => (submitted || touched.has(field) ? errors[field] : undefined);
  const set = (field: FixtureField) => (value: string) => {
    setForm((previous) => ({ ...previous, [field]: value, ...(field === 'team' ? { competition: '' } : {}) }));
    setTouched((previous) => new Set(previous).add(field));
  };

  const create = useMutation({
    mutationFn: () => {
      if (!body) throw new Error('incomplete');
      return studio.matchday.createFixture(body);
    },
    onSuccess: async (match) => {
      await queryClient.invalidateQueries({ queryKey: studioKeys.fixtures });
      await queryClient.invalidateQueries({ queryKey: studioKeys.console });
      onDone(`Fixture added: ${match.home.name} v ${match.away.name}, ${match.kickOffLocal.date} ${match.kickOffLocal.time}.`);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (body && !create.isPending) create.mutate();
  };

  const competitions = options.competitions.filter((competition) => competition.team === form.team);
  return (
    <form className={consoleStyles.panel} onSubmit={submit} aria-labelledby="new-fixture" noValidate>
      <Heading level={3} as="h2" id="new-fixture">
        New fixture
      </Heading>
      <div className={styles.createForm}>
        <Select label="Team" name="team" value={form.team} onChange={set('team')} options={options.teams.map((team) => ({ value: team.slug, label: team.name }))} />
        <Select label="Season" name="season" value={form.season} onChange={set('season')} options={options.seasons.map((season) => ({ value: season.slug, label: season.name }))} />
        <Select
          label="Competition" name="competition"
          value={form.competition}
          onChange={set('competition')}
          placeholder="Choose a competition"
          options={competitions.map((competition) => ({ value: competition.slug, label: competition.name }))}
          error={shown('competition')}
        />
        <TextField label="Round" name="round" value={form.round} onChange={set('round')} hint="e.g. Matchday 12, Third Round, Friendly" error={shown('round')} />
        <Select
          label="Opponent" name="opponent"
          value={form.opponent}
          onChange={set('opponent')}
          placeholder="Choose a club"
          options={options.clubs.map((club) => ({ value: club.slug, label: club.name }))}
          error={shown('opponent')}
        />
        <Select
          label="Home or away" name="homeAway"
          value={form.homeAway}
          onChange={(value) => set('homeAway')(value === 'away' ? 'away' : 'home')}
          options={[
            { value: 'home', label: 'Home' },
            { value: 'away', label: 'Away' },
          ]}
        />
        <TextField label="Ground" name="venue" value={form.venue} onChange={set('venue')} error={shown('venue')} />
        <NativeField label="Kick-off (London time)" type="datetime-local" value={form.kickOffLocal} onChange={set('kickOffLocal')} error={shown('kickOffLocal')} />
        <div className={styles.wide}>
          <Button type="submit" aria-disabled={create.isPending || undefined}>
            {create.isPending ? 'Adding…' : 'Add fixture'}
          </Button>
          <FormAlert message={create.isError ? refusalOf(create.error, 'The fixture could not be added. Try again.') : null} />
        </div>
      </div>
    </form>
  );
}
