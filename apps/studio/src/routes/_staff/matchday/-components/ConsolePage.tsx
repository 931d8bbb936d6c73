import type { Match } from '@club/api-client';
import { Button, EmptyState, Heading, Loader, Select, Text, formatDate } from '@club/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import * as styles from './console.css';
import { LiveConsole } from './LiveConsole';
import { matchdayQueries } from './matchdayQueries';
import { teamNames } from './teamNames';
import { useStudioApi } from '../../../../studio/studioApi';

/** A match as the picker lists it: 'Live now: Brackwater Blues v Lanmouth Athletic (First team)'. */
function pickerLabel(match: Match): string {
  const when = match.status === 'live' ? 'Live now' : `${formatDate(match.kickOff)} ${match.kickOffLocal.time}`;
  return `${when}: ${match.home.name} v ${match.away.name} (${teamNames[match.team] ?? match.team})`;
}

/**
 * The picker's options: the console's list, and the match shown when it is no longer there (finished,
 * say), under the words it was last listed with ('Full time: …' for one that was live), else its number.
 */
export function pickerOptions(matches: readonly Match[], chosen: number | undefined, listed: ReadonlyMap<number, string>): { value: string; label: string }[] {
  const options = matches.map((match) => ({ value: String(match.id), label: pickerLabel(match) }));
  if (chosen !== undefined && !options.some((option) => option.value === String(chosen))) {
    options.unshift({ value: String(chosen), label: listed.get(chosen)?.replace(/^Live now:/, 'Full time:') ?? `Match ${chosen}` });
  }
  return options;
}

/** The console's page: which match (the live one first), then that match's console. */
export function ConsolePage({ picked }: { picked: number | undefined }) {
  const studio = useStudioApi();
  const navigate = useNavigate();
  const { data: matches, status } = useQuery(matchdayQueries.console(studio));
  // The match the console opened on stays until staff pick another: full time takes it out of the list
  // as it is blown, and staff may still need to take that whistle back (or read the final score).
  const [openedOn] = useState(() => matches?.[0]?.id);
  const chosen = picked ?? openedOn ?? matches?.[0]?.id;
  const listed = useRef(new Map<number, string>());
  for (const match of matches ?? []) listed.current.set(match.id, pickerLabel(match));
  const options = pickerOptions(matches ?? [], chosen, listed.current);

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Heading level={2} as="h1">
          Match day
        </Heading>
        <Button href="/matchday/fixtures" variant="ghost-dark" icon="Calendar">
          Fixtures and results
        </Button>
      </div>
      {status === 'pending' && <Loader label="Loading matches" />}
      {status === 'error' && <Text tone="critical">The matches could not be loaded. Reload the page to try again.</Text>}
      {status === 'success' && chosen === undefined && (
        <EmptyState title="No match today or to come" message="Add a fixture under Fixtures and results, and it appears here." />
      )}
      {status === 'success' && chosen !== undefined && (
        <>
          <div className={styles.picker}>
            <Select
              label="Match" name="match"
              value={String(chosen)}
              options={options}
              onChange={(value) => void navigate({ to: '/matchday', search: { match: Number(value) } })}
            />
          </div>
          <LiveConsole key={chosen} matchId={chosen} />
        </>
      )}
    </div>
  );
}
