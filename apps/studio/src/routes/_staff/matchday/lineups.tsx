import { createFileRoute } from '@tanstack/react-router';
import { Heading, Text } from '@club/ui';
import { siteName } from '../../../studio/site';
import { validateConsoleSearch } from './-components/consoleSearch';
import { LineupEditor } from './-components/LineupEditor';
import { matchdayQueries } from './-components/matchdayQueries';
import * as styles from './-components/console.css';
import { loadDesk } from '../../../studio/desk/loadDesk';

/** A match's line-ups (`?match=123`): formation, starting XI, captain and substitutes of both sides. */
export const Route = createFileRoute('/_staff/matchday/lineups')({
  validateSearch: validateConsoleSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadDesk(context, 'matchday', async (queryClient, studio) => deps.match !== undefined && queryClient.ensureQueryData(matchdayQueries.lineups(studio, deps.match))),
  head: () => ({ meta: [{ title: `Line-ups | ${siteName}` }] }),
  component: LineupsRoute,
});

function LineupsRoute() {
  const { match } = Route.useSearch();
  return (
    <div className={styles.page}>
      <Heading level={2} as="h1">
        Line-ups
      </Heading>
      {match === undefined ? <Text>Choose a match in the console or the fixtures list, then its line-ups.</Text> : <LineupEditor matchId={match} />}
    </div>
  );
}
