import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { match, updateAt } from '../testing/updates';
import { liveMatchKey, showsLiveMatches, withLiveUpdate, writeLiveUpdate } from './liveCache';

const other = { ...match, id: 8, status: 'scheduled' as const };

describe('the live stream in the query cache', () => {
  it('should put the message in its own entry and the match in every query that shows it', () => {
    const queryClient = new QueryClient();
    const fixtures = { team: { slug: 'first-team' }, matches: [match, other], table: { rows: [] } };
    const centre = { match, live: null, events: [], lineups: { home: [] }, stats: null };
    queryClient.setQueryData(['matches', 'page', 'first-team', null], fixtures);
    queryClient.setQueryData(['matches', 'centre', '7'], centre);
    queryClient.setQueryData(['home'], { firstTeam: { next: match, last: null } });
    // A query that does not say it shows matches is not touched, even if a match is in it.
    queryClient.setQueryData(['news', 'list'], { match });
    for (const key of [['matches', 'page', 'first-team', null], ['matches', 'centre', '7'], ['home']]) {
      queryClient.getQueryCache().find({ queryKey: key })!.options.meta = showsLiveMatches;
    }

    const update = updateAt(23);
    writeLiveUpdate(queryClient, update);

    expect(queryClient.getQueryData(liveMatchKey(7))).toBe(update);
    const page = queryClient.getQueryData<typeof fixtures>(['matches', 'page', 'first-team', null]);
    expect(page?.matches[0]).toEqual(update.match);
    // What did not change keeps its reference, so nothing else re-renders.
    expect(page?.matches[1]).toBe(other);
    expect(page?.table).toBe(fixtures.table);
    expect(queryClient.getQueryData(['matches', 'centre', '7'])).toEqual({
      ...centre,
      match: update.match,
      live: update.live,
      events: update.events,
    });
    expect(queryClient.getQueryData<{ firstTeam: { next: unknown } }>(['home'])?.firstTeam.next).toEqual(update.match);
    expect(queryClient.getQueryData<{ match: unknown }>(['news', 'list'])?.match).toBe(match);
  });

  it('should give a match centre the line-ups a message carries, and keep its own when the message has none', () => {
    const centre = { match, live: null, events: [], lineups: null, stats: null };
    const lineups = { home: { formation: '4-3-3', startingXI: [], substitutes: [] }, away: { formation: '4-4-2', startingXI: [], substitutes: [] } };
    const withLineups = withLiveUpdate(centre, { ...updateAt(23), lineups } as never);
    expect(withLineups.lineups).toEqual(lineups);
    const older = { ...updateAt(24) };
    delete (older as { lineups?: unknown }).lineups;
    expect(withLiveUpdate(withLineups, older).lineups).toEqual(lineups);
  });

  it("should give a match centre the club's commentary a message carries, and keep its own when the message has none", () => {
    const centre = { match, live: null, events: [], lineups: null, stats: null, commentary: [] };
    const commentary = [{ id: 1, minute: 23, addedTime: null, text: 'Holt is down, the physio is on.', at: '2026-12-05T15:23:00.000Z', edited: false }];
    const withLine = withLiveUpdate(centre, { ...updateAt(23), commentary });
    expect(withLine.commentary).toEqual(commentary);
    expect(withLiveUpdate(withLine, updateAt(24)).commentary).toEqual(commentary);
    // A page that shows the match but not its commentary is not given any.
    expect(withLiveUpdate({ match, live: null, events: [] }, { ...updateAt(23), commentary })).not.toHaveProperty('commentary');
  });

  it('should give back the same data when the match is not in it', () => {
    const data = { matches: [other], season: { slug: '2026-27' } };
    expect(withLiveUpdate(data, updateAt(23))).toBe(data);
  });
});
