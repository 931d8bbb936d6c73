import { type Match, studioFixtureStatuses, studioResultBodySchema, type StudioFixtureStatus } from '@club/api-client';
import { Button, EmptyState, Heading, Loader, Pagination, Select, Text, formatDate, toIsoDateTime } from '@club/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { renderInstant } from '@tooling/ssr/app';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import * as consoleStyles from './console.css';
import { FixtureForm } from './FixtureForm';
import * as styles from './fixtures.css';
import { fixturesHref, type FixturesSearch } from './fixturesSearch';
import { matchdayQueries } from './matchdayQueries';
import { teamNames } from './teamNames';
import { NativeField } from './NativeField';
import { refusalOf } from '../../../../studio/refusal';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

const statusLabels: Record<StudioFixtureStatus, string> = { scheduled: 'To play', live: 'Live', finished: 'Result', postponed: 'Postponed' };
const allValue = 'all';

/** Fixtures and results of the season: filters, the platform's pages, a new fixture, and each match's actions. */
export function FixturesDesk({ search }: { search: FixturesSearch }) {
  const studio = useStudioApi();
  const navigate = useNavigate({ from: '/matchday/fixtures' });
  const options = useQuery(matchdayQueries.options(studio));
  const [adding, setAdding] = useState(false);
  const [said, setSaid] = useState('');
  // From the address as it is when the navigation runs, not as this render saw it: two quick changes
  // (team, then status) keep both.
  const go = (change: (previous: FixturesSearch) => FixturesSearch) =>
    navigate({ search: (previous) => change(previous) });

  return (
    <div className={consoleStyles.page}>
      <div className={consoleStyles.top}>
        <Heading level={2} as="h1">
          Fixtures and results
        </Heading>
        <div className={consoleStyles.buttonRow}>
          <Button href="/matchday" variant="ghost-dark">
            Live console
          </Button>
          <Button icon="Calendar" onClick={() => setAdding((open) => !open)} aria-expanded={adding}>
            New fixture
          </Button>
        </div>
      </div>
      <p className={consoleStyles.status} role="status">
        {said}
      </p>
      {adding && options.data && (
        <FixtureForm
          options={options.data}
          onDone={(message) => {
            setAdding(false);
            setSaid(message);
          }}
        />
      )}
      <div className={styles.filters}>
        <Select
          label="Team" name="team"
          value={search.team ?? allValue}
          onChange={(value) =>
            void go((previous) => ({ ...(value === allValue ? {} : { team: value }), ...(previous.status ? { status: previous.status } : {}) }))
          }
          options={[{ value: allValue, label: 'All teams' }, ...(options.data?.teams ?? []).map((team) => ({ value: team.slug, label: team.name }))]}
        />
        <Select
          label="Status" name="status"
          value={search.status ?? allValue}
          onChange={(value) => {
            const status = studioFixtureStatuses.find((candidate) => candidate === value);
            void go((previous) => ({ ...(previous.team ? { team: previous.team } : {}), ...(status ? { status } : {}) }));
          }}
          options={[{ value: allValue, label: 'All' }, ...studioFixtureStatuses.map((status) => ({ value: status, label: statusLabels[status] }))]}
        />
      </div>
      <FixtureList search={search} onSaid={setSaid} />
    </div>
  );
}

function FixtureList({ search, onSaid }: { search: FixturesSearch; onSaid: (message: string) => void }) {
  const studio = useStudioApi();
  const { data, status, isPlaceholderData } = useQuery({ ...matchdayQueries.fixtures(studio, search), placeholderData: keepPreviousData });
  if (status === 'pending') return <Loader label="Loading fixtures" />;
  if (status === 'error') return <Text tone="critical">The fixtures could not be loaded. Reload the page to try again.</Text>;
  if (data.items.length === 0) return <EmptyState title="No matches here" message="Nothing matches these choices this season." />;
  return (
    <div className={consoleStyles.page} aria-busy={isPlaceholderData || undefined}>
      <ul className={styles.list} aria-label="Fixtures">
        {data.items.map((match) => (
          <FixtureRow key={match.id} match={match} onSaid={onSaid} />
        ))}
      </ul>
      <Pagination
        label="Fixture pages"
        page={data.page}
        pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
        results={{ pageSize: data.pageSize, total: data.total }}
        hrefFor={(page) => fixturesHref({ ...search, page })}
      />
    </div>
  );
}

type Editing = 'none' | 'reschedule' | 'result';

function FixtureRow({ match, onSaid }: { match: Match; onSaid: (message: string) => void }) {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>('none');
  const [kickOff, setKickOff] = useState(`${match.kickOffLocal.date}T${match.kickOffLocal.time}`);
  const [goals, setGoals] = useState({ home: String(match.score?.home ?? ''), away: String(match.score?.away ?? '') });
  const title = `${match.home.name} v ${match.away.name}`;

  const change = useMutation({
    mutationFn: (action: () => Promise<Match>) => action(),
    onSuccess: async (updated, _action) => {
      setEditing('none');
      await queryClient.invalidateQueries({ queryKey: studioKeys.fixtures });
      await queryClient.invalidateQueries({ queryKey: studioKeys.console });
      onSaid(
        updated.status === 'finished' && updated.score
          ? `Result saved: ${updated.home.name} ${updated.score.home}, ${updated.away.name} ${updated.score.away}.`
          : updated.status === 'postponed'
            ? `${title} is postponed.`
            : `${title} now kicks off ${updated.kickOffLocal.date} ${updated.kickOffLocal.time}.`,
      );
    },
  });

  const result = studioResultBodySchema.safeParse({ home: goals.home === '' ? undefined : Number(goals.home), away: goals.away === '' ? undefined : Number(goals.away) });
  const resultError = goals.home === '' || goals.away === '' ? undefined : result.success ? undefined : result.error.issues[0]?.message;
  const played = match.status === 'finished' || (match.status === 'scheduled' && Date.parse(match.kickOff) <= renderInstant());

  const submitReschedule = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (kickOff) change.mutate(() => studio.matchday.reschedule(match.id, kickOff));
  };
  const submitResult = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (result.success) change.mutate(() => studio.matchday.enterResult(match.id, result.data));
  };

  return (
    <li className={styles.row}>
      <span className={styles.when}>
        <time dateTime={toIsoDateTime(match.kickOff)}>
          {formatDate(match.kickOff)} {match.kickOffLocal.time}
        </time>
      </span>
      <span>
        <span className={styles.teams}>
          {title}
          {match.score ? ` ${match.score.home}–${match.score.away}` : ''}
        </span>
        <br />
        <span className={styles.meta}>
          {statusLabels[match.status]} · {teamNames[match.team] ?? match.team} · {match.competition.name}, {match.round} · {match.venue}
        </span>
      </span>
      <span className={styles.actions}>
        {match.status === 'live' && (
          <Button size="small" href={`/matchday?match=${match.id}`}>
            Open in the console
          </Button>
        )}
        {(match.status === 'scheduled' || match.status === 'live') && (
          <Button size="small" variant="ghost-dark" href={`/matchday/lineups?match=${match.id}`} aria-label={`Line-ups of ${title}`}>
            Line-ups
          </Button>
        )}
        {(match.status === 'scheduled' || match.status === 'postponed') && (
          <Button size="small" variant="ghost-dark" aria-label={`Reschedule ${title}`} aria-expanded={editing === 'reschedule'} onClick={() => setEditing(editing === 'reschedule' ? 'none' : 'reschedule')}>
            Reschedule
          </Button>
        )}
        {match.status === 'scheduled' && (
          <Button size="small" variant="ghost-dark" aria-label={`Postpone ${title}`} onClick={() => change.mutate(() => studio.matchday.postpone(match.id))}>
            Postpone
          </Button>
        )}
        {played && (
          <Button size="small" variant="ghost-dark" aria-label={`Enter the result of ${title}`} aria-expanded={editing === 'result'} onClick={() => setEditing(editing === 'result' ? 'none' : 'result')}>
            {match.status === 'finished' ? 'Correct result' : 'Enter result'}
          </Button>
        )}
      </span>
      {editing === 'reschedule' && (
        <form className={styles.inlineForm} onSubmit={submitReschedule} aria-label={`Reschedule ${title}`}>
          <NativeField label="New kick-off (London time)" type="datetime-local" value={kickOff} onChange={setKickOff} />
          <Button type="submit" size="small">
            Save kick-off
          </Button>
        </form>
      )}
      {editing === 'result' && (
        <form className={styles.inlineForm} onSubmit={submitResult} aria-label={`Result of ${title}`}>
          <NativeField label={match.home.name} type="number" size="goals" value={goals.home} onChange={(home) => setGoals((previous) => ({ ...previous, home }))} />
          <NativeField label={match.away.name} type="number" size="goals" value={goals.away} onChange={(away) => setGoals((previous) => ({ ...previous, away }))} error={resultError} />
          <Button type="submit" size="small" aria-disabled={!result.success || undefined}>
            Save result
          </Button>
        </form>
      )}
      {change.isError && (
        <span className={styles.inlineForm}>
          <FormAlert message={refusalOf(change.error, 'That change could not be saved. Try again.')} />
        </span>
      )}
    </li>
  );
}
