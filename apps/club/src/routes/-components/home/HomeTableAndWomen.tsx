import type { LeagueTable } from '@club/api-client';
import { Box, Container, Heading, Stack, TextLink, VisuallyHidden } from '@club/ui';
import { LeagueTableGrid } from '../LeagueTable';
import * as sportsStyles from '../Sports.css';
import type { ComponentType } from 'react';
import type { TeamMatches as TeamMatchesBlock } from './HomeMatchBlock';
import type { HomeTeamMatches } from './homeData';
import { tableTop } from './homeTable';
import * as styles from './Home.css';

/** The league table's top and, when it is lower down, the club's own line after a marked gap. */
function TableTop({ table }: { table: LeagueTable }) {
  const { rows, clubRowAfterGap } = tableTop(table);
  return (
    <div className={sportsStyles.tableWrap}>
      <LeagueTableGrid
        rows={clubRowAfterGap ? [...rows, clubRowAfterGap] : rows}
        caption={`${table.competition.name} table, ${table.season.name}: the top ${rows.length}${clubRowAfterGap ? ' and our position' : ''}`}
        withForm={false}
        afterGap={clubRowAfterGap}
        afterGapClassName={styles.afterGap}
      />
    </div>
  );
}

/**
 * The table's top with the club's line, and the women's team's next and last match, side by side on a
 * wide screen. Its code loads when it comes on screen (HomePage, HydrateWhenNear); the match list is
 * the first team's block's own, handed over by the page (`TeamMatches`), so this file does not import
 * that block and the home's first load keeps it in the page's chunk.
 */
export function HomeTableAndWomen({
  table,
  women,
  TeamMatches,
}: {
  table: LeagueTable | null;
  women: HomeTeamMatches;
  TeamMatches: ComponentType<Parameters<typeof TeamMatchesBlock>[0]>;
}) {
  return (
    <Container width="wide">
      <Box paddingY={{ base: 'xxlarge', 1024: 'xxxlarge' }}>
        <div className={styles.split}>
          {table && (
            <section aria-labelledby="home-table-title" className={sportsStyles.panel}>
              <Stack space="medium">
                <div className={styles.sectionHeader}>
                  <Heading level={3} as="h2" id="home-table-title">
                    {table.competition.name}
                  </Heading>
                  <TextLink href="/matches">
                    Full table<VisuallyHidden>{` of the ${table.competition.name}`}</VisuallyHidden>
                  </TextLink>
                </div>
                <TableTop table={table} />
              </Stack>
            </section>
          )}
          <section aria-labelledby="home-women-title">
            <Stack space="medium">
              <div className={styles.sectionHeader}>
                <Heading level={3} as="h2" id="home-women-title">
                  Women
                </Heading>
                <TextLink href="/category/women">
                  More<VisuallyHidden> about the women’s team</VisuallyHidden>
                </TextLink>
              </div>
              <TeamMatches matches={women} headingId="home-women-title" />
            </Stack>
          </section>
        </div>
      </Box>
    </Container>
  );
}
