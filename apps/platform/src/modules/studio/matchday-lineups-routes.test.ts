import {
  type StudioLineupSide,
  formationSlots,
  matchResponseSchema,
  studioFixtureResponseSchema,
  studioLineupsResponseSchema,
} from '@club/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases';
import type { MatchChanged } from '../live/bus';
import { signIn } from '../payments/testing';
import { seasonSettings } from '../settings/content';
import { buildWorld } from '../../shared/demo-world';
import { generateWorldMatches, replaceMatches } from '../matches/seed';
import { type Who, matchDayDeskApp } from './testing';

// Saturday 21 November 2026, 14:00 in London.
const nowMs = Date.parse('2026-11-21T14:00:00.000Z');

type Squad = { playerId: string; name: string; shirtNumber: number; position: string }[];

/** The club's side in a 4-3-3: a goalkeeper of the squad in goal, the next ten in the outfield places, five on the bench. */
function clubSide(squad: Squad, overrides: Partial<StudioLineupSide> = {}): StudioLineupSide {
  const keeper = squad.find((player) => player.position === 'Goalkeeper');
  const outfield = squad.filter((player) => player.position !== 'Goalkeeper');
  if (!keeper) throw new Error('the squad has no goalkeeper');
  const slots = formationSlots('4-3-3');
  const entry = (player: Squad[number], position: StudioLineupSide['startingXI'][number]['position'], captain = false) => ({
    playerId: player.playerId,
    name: player.name,
    shirtNumber: player.shirtNumber,
    position,
    captain,
  });
  return {
    formation: '4-3-3',
    startingXI: [keeper, ...outfield.slice(0, 10)].map((player, index) => entry(player, slots[index]?.role ?? 'Forward', index === 4)),
    substitutes: outfield.slice(10, 15).map((player) => entry(player, player.position as 'Defender')),
    ...overrides,
  };
}

/** The opponents, named in free text. */
function opponents(): StudioLineupSide {
  const slots = formationSlots('4-4-2');
  return {
    formation: '4-4-2',
    startingXI: slots.map((slot, index) => ({ playerId: null, name: `Lanmouth Player ${index + 1}`, shirtNumber: index + 1, position: slot.role, captain: false })),
    substitutes: [{ playerId: null, name: 'Lanmouth Sub', shirtNumber: 16, position: 'Forward', captain: false }],
  };
}

describe.each(testDialects)('line-ups in the match-day desk on $dialect', ({ dialect }) => {
  const t = matchDayDeskApp(dialect, nowMs);
  const heard: MatchChanged[] = [];
  let matchId = 0;
  let squad: Squad = [];

  const studio = (method: string, path: string, who: Who | undefined, body?: unknown) => t.call(method, `/api/studio${path}`, who, body);

  beforeAll(async () => {
    t.app.live.bus.subscribe((change) => heard.push(change));
    // Tonight's friendly at home, made in the studio: no plan, no line-ups.
    const created = await studio('POST', '/matchday/fixtures', 'matchday', {
      team: 'first-team',
      season: '2026-27',
      competition: 'friendly',
      round: 'Friendly',
      opponent: 'lanmouth-athletic',
      homeAway: 'home',
      venue: 'The Quayside',
      kickOffLocal: '2026-11-21T19:45',
    });
    matchId = studioFixtureResponseSchema.parse(created.body).data.id;
  });

  it('should answer a visitor 401, and a fan and an editor 403', async () => {
    for (const [method, body] of [['GET'], ['PUT', { version: 0, home: opponents(), away: opponents() }]] as const) {
      expect((await studio(method, `/matchday/matches/${matchId}/lineups`, undefined, body)).status).toBe(401);
      expect((await studio(method, `/matchday/matches/${matchId}/lineups`, 'fan', body)).status).toBe(403);
      expect((await studio(method, `/matchday/matches/${matchId}/lineups`, 'editor', body)).status).toBe(403);
    }
    expect((await studio('GET', `/matchday/matches/${matchId}/lineups`, 'admin')).status).toBe(200);
    expect((await studio('GET', '/matchday/matches/9999999/lineups', 'matchday')).status).toBe(404);
  });

  it('should number a studio fixture clear of the seed’s matches, and offer the team’s squad with no line-ups yet', async () => {
    expect(matchId).toBeGreaterThan(1_000_000);
    const answer = studioLineupsResponseSchema.parse((await studio('GET', `/matchday/matches/${matchId}/lineups`, 'matchday')).body).data;
    expect(answer).toMatchObject({ version: 0, lineups: null, updatedBy: null, editable: true });
    squad = answer.squad;
    expect(squad.length).toBeGreaterThan(16);
    expect(squad[0]?.position).toBe('Goalkeeper');
  });

  it('should refuse, in words, a line-up without 11 starters, with a player twice, or with no goalkeeper in goal (400), and store nothing', async () => {
    const side = clubSide(squad);
    const ten = await studio('PUT', `/matchday/matches/${matchId}/lineups`, 'matchday', { version: 0, home: { ...side, startingXI: side.startingXI.slice(0, 10) }, away: opponents() });
    expect(ten.status).toBe(400);
    expect(JSON.stringify(ten.body)).toMatch(/Pick 11 starters/);

    const twice = { ...side, substitutes: [...side.substitutes, { ...(side.startingXI[3] as StudioLineupSide['startingXI'][number]), position: 'Defender' as const }] };
    const doubled = await studio('PUT', `/matchday/matches/${matchId}/lineups`, 'matchday', { version: 0, home: twice, away: opponents() });
    expect(doubled.status).toBe(400);
    expect(JSON.stringify(doubled.body)).toMatch(/is in the line-up twice/);

    // A defender of the squad in the goalkeeper's place.
    const [, defender, ...rest] = side.startingXI;
    const noKeeper = { ...side, startingXI: [{ ...(defender as StudioLineupSide['startingXI'][number]), position: 'Goalkeeper' as const }, { ...(side.startingXI[0] as StudioLineupSide['startingXI'][number]), position: 'Defender' as const }, ...rest] };
    const refused = await studio('PUT', `/matchday/matches/${matchId}/lineups`, 'matchday', { version: 0, home: noKeeper, away: opponents() });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^The starting XI needs a goalkeeper in goal\. .* is not one of the squad’s goalkeepers\.$/);

    const stranger = await studio('PUT', `/matchday/matches/${matchId}/lineups`, 'matchday', {
      version: 0,
      home: { ...side, substitutes: [{ playerId: 'not-a-player', name: 'Nobody', shirtNumber: 98, position: 'Forward', captain: false }] },
      away: opponents(),
    });
    expect(stranger.status).toBe(400);
    const opponentFromSquad = await studio('PUT', `/matchday/matches/${matchId}/lineups`, 'matchday', { version: 0, home: side, away: side });
    expect(opponentFromSquad.status).toBe(400);
    expect(opponentFromSquad.body.message).toMatch(/opponents’ players in words/);
    expect(matchResponseSchema.parse((await t.read(`/api/matches/${matchId}`)).body).data.lineups).toBeNull();
  });

  it('should save both sides, show them on the match centre at once, tell the live stream, and audit the change', async () => {
    const saved = await studio('PUT', `/matchday/matches/${matchId}/lineups`, 'matchday', { version: 0, home: clubSide(squad), away: opponents() });
    expect(saved.status, saved.text).toBe(200);
    const answer = studioLineupsResponseSchema.parse(saved.body).data;
    expect(answer).toMatchObject({ version: 1, updatedBy: 'matchday@example.com', lineups: { home: { formation: '4-3-3' }, away: { formation: '4-4-2' } } });
    expect(answer.lineups?.home.startingXI[0]).toMatchObject({ playerId: squad[0]?.playerId, position: 'Goalkeeper' });

    const centre = matchResponseSchema.parse((await t.read(`/api/matches/${matchId}`)).body).data;
    expect(centre.match.status).toBe('scheduled');
    expect(centre.lineups).toEqual(answer.lineups);
    expect(heard.at(-1)).toEqual({ matchId, announcement: 'Team news: the line-ups for Brackwater Blues v Lanmouth Athletic are in' });

    const rows = await t.testDatabase.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'before_json', 'after_json'])
      .where('entity', '=', 'match')
      .where('entity_id', '=', String(matchId))
      .where('action', '=', 'match.lineups')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_email: 'matchday@example.com', before_json: null });
    expect(JSON.parse(rows[0]?.after_json ?? 'null')).toEqual(answer.lineups);
  });

  it('should answer 409 with who saved since to a save from the version before, and keep theirs', async () => {
    const stale = await studio('PUT', `/matchday/matches/${matchId}/lineups`, 'admin', { version: 0, home: clubSide(squad, { formation: '4-3-3' }), away: opponents() });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'versionConflict', updatedBy: 'matchday@example.com', version: 1 });
    expect(stale.body.message).toMatch(/^Someone else saved this line-up since you opened it \(.+ at \d\d:\d\d\)\./);
    expect((await studio('GET', `/matchday/matches/${matchId}/lineups`, 'admin')).body.data.version).toBe(1);
  });

  it('should kick the studio’s fixture off from its line-ups, and take a goal by a player of them', async () => {
    const started = await studio('POST', `/matches/${matchId}/whistles`, 'matchday', { kind: 'kick-off' });
    expect(started.status, started.text).toBe(200);
    const centre = matchResponseSchema.parse((await t.read(`/api/matches/${matchId}`)).body).data;
    const scorer = centre.lineups?.home.startingXI[9];
    expect(scorer?.playerId).toBe(clubSide(squad).startingXI[9]?.playerId);
    const goal = await studio('POST', `/matches/${matchId}/events`, 'matchday', { minute: 3, addedTime: null, type: 'goal', side: 'home', player: scorer, playerOff: null, assist: null });
    expect(goal.status, goal.text).toBe(200);
    expect(goal.body.data.match.score).toEqual({ home: 1, away: 0 });
    expect(goal.body.data.lineups.home.startingXI[9]).toEqual(scorer);

    // A change of the bench during the match reaches the live centre too.
    const bench = clubSide(squad, { substitutes: [] });
    const changed = await studio('PUT', `/matchday/matches/${matchId}/lineups`, 'matchday', { version: 1, home: bench, away: opponents() });
    expect(changed.status, changed.text).toBe(200);
    expect(matchResponseSchema.parse((await t.read(`/api/matches/${matchId}`)).body).data.lineups?.home.substitutes).toEqual([]);
  });

  it('should take back a whistle staff blew: half-time and full time play on, each audited and heard; one out of turn 409s', async () => {
    const centreOf = async () => matchResponseSchema.parse((await t.read(`/api/matches/${matchId}`)).body).data;
    const undo = (kind: string) => studio('POST', `/matches/${matchId}/whistles/undo`, 'matchday', { kind });
    const gone = await undo('half-time');
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe('That whistle has already been taken back, or the match has moved on. The console now shows the match as it is.');
    expect((await undo('kick-off')).body.message).toBe('Take back the match’s events first, then the kick-off.');
    expect((await studio('POST', `/matches/${matchId}/whistles/undo`, 'fan', { kind: 'half-time' })).status).toBe(403);

    // Twenty minutes in, half-time is blown by mistake and taken back: the first half plays on at its minute.
    t.clock.set(nowMs + 20 * 60_000);
    // The access cookie lives 15 minutes of the clock: staff sign in again.
    for (const who of ['matchday', 'fan'] as const) t.cookies[who] = await signIn(t.base, `${who}@example.com`);
    expect((await studio('POST', `/matches/${matchId}/whistles`, 'matchday', { kind: 'half-time' })).status).toBe(200);
    expect((await centreOf()).live).toMatchObject({ period: 'half-time' });
    const back = await undo('half-time');
    expect(back.status, back.text).toBe(200);
    expect(back.body.data.live).toMatchObject({ period: 'first-half', minute: 21 });
    expect(back.body.data.announcement).toBe('Correction: the half-time whistle has been taken back. Brackwater Blues 1, Lanmouth Athletic 0');
    expect(heard.at(-1)?.announcement).toBe(back.body.data.announcement);
    expect((await centreOf()).live).toMatchObject({ period: 'first-half', minute: 21 });
    expect((await studio('GET', `/matchday/matches/${matchId}`, 'matchday')).body.data.lastWhistle).toBe('kick-off');

    // Half-time, the second half and full time; full time taken back makes the result live again.
    for (const kind of ['half-time', 'second-half', 'full-time']) {
      const blown = await studio('POST', `/matches/${matchId}/whistles`, 'matchday', { kind });
      expect(blown.status, `${kind}: ${blown.text}`).toBe(200);
    }
    expect((await centreOf()).match).toMatchObject({ status: 'finished', score: { home: 1, away: 0 } });
    const reopened = await undo('full-time');
    expect(reopened.status, reopened.text).toBe(200);
    expect(reopened.body.data.match).toMatchObject({ status: 'live', score: { home: 1, away: 0 }, result: null });
    expect(reopened.body.data.live).toMatchObject({ period: 'second-half' });
    expect((await undo('full-time')).status).toBe(409);
    const halfTime = await undo('second-half');
    expect(halfTime.status, halfTime.text).toBe(200);
    expect(halfTime.body.data.live).toMatchObject({ period: 'half-time' });
    expect((await studio('POST', `/matches/${matchId}/whistles`, 'matchday', { kind: 'second-half' })).status).toBe(200);

    const rows = await t.testDatabase.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('entity_id', '=', String(matchId))
      .where('action', 'like', '%.undo')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { action: 'match.half-time.undo', actor_email: 'matchday@example.com' },
      { action: 'match.full-time.undo', actor_email: 'matchday@example.com' },
      { action: 'match.second-half.undo', actor_email: 'matchday@example.com' },
    ]);
  });

  it('should take back a kick-off before any event: a fixture again, with its line-ups, waiting for staff’s whistle', async () => {
    const created = await studio('POST', '/matchday/fixtures', 'matchday', {
      team: 'first-team', season: '2026-27', competition: 'friendly', round: 'Friendly', opponent: 'lanmouth-athletic', homeAway: 'away', venue: 'Harbour Road', kickOffLocal: '2026-11-21T14:00',
    });
    const id = studioFixtureResponseSchema.parse(created.body).data.id;
    expect((await studio('PUT', `/matchday/matches/${id}/lineups`, 'matchday', { version: 0, home: opponents(), away: clubSide(squad) })).status).toBe(200);
    // Its time has come, but staff drive it: the engine does not kick it off.
    await t.app.live.engine.tick();
    expect(matchResponseSchema.parse((await t.read(`/api/matches/${id}`)).body).data.match.status).toBe('scheduled');
    expect((await studio('POST', `/matches/${id}/whistles`, 'matchday', { kind: 'kick-off' })).status).toBe(200);
    const undone = await studio('POST', `/matches/${id}/whistles/undo`, 'matchday', { kind: 'kick-off' });
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.data).toMatchObject({ match: { status: 'scheduled', score: null }, live: null, events: [] });
    expect(undone.body.data.announcement).toBe('Correction: the kick-off has been taken back. Lanmouth Athletic v Brackwater Blues has not started');
    await t.app.live.engine.tick();
    const centre = matchResponseSchema.parse((await t.read(`/api/matches/${id}`)).body).data;
    expect(centre.match.status).toBe('scheduled');
    expect(centre.lineups?.away.formation).toBe('4-3-3');
    expect((await studio('POST', `/matches/${id}/whistles/undo`, 'matchday', { kind: 'kick-off' })).status).toBe(409);
  });

  it('should keep the studio’s fixture, its line-up and its events through the demo world’s daily reseed', async () => {
    const { db } = t.testDatabase.database;
    const before = matchResponseSchema.parse((await t.read(`/api/matches/${matchId}`)).body).data;
    expect(before.events).toHaveLength(1);
    // A fixture made in the studio before its ids were counted from far above the seed's, on an id the seed lays out.
    await db
      .insertInto('match')
      .values({ id: 5, origin: 'studio', team_slug: 'first-team', season_slug: '2026-27', competition_slug: 'friendly', round: 'Friendly', home_club: 'brackwater-blues', away_club: 'lanmouth-athletic', venue: 'The Quayside', kick_off: '2026-12-28T15:00:00.000Z', status: 'scheduled', home_score: null, away_score: null, report_slug: null, highlights_video_id: null })
      .execute();

    // The next day's world, laid out as the matches seed does it.
    const generated = generateWorldMatches(buildWorld(nowMs + 24 * 3_600_000, seasonSettings));
    await db.transaction().execute((trx) => replaceMatches(trx, generated));

    const after = matchResponseSchema.parse((await t.read(`/api/matches/${matchId}`)).body).data;
    // The clubs are the new world's (the test's small world named them differently); the match is the same.
    const { id, status, score, kickOff, round, venue, homeAway } = before.match;
    expect(after.match).toMatchObject({ id, status, score, kickOff, round, venue, homeAway, opponent: { slug: 'lanmouth-athletic' } });
    expect(after.events).toEqual(before.events);
    expect(after.lineups).toEqual(before.lineups);
    const lineups = studioLineupsResponseSchema.parse((await studio('GET', `/matchday/matches/${matchId}/lineups`, 'matchday')).body).data;
    expect(lineups).toMatchObject({ version: 2, updatedBy: 'matchday@example.com' });
    expect(await db.selectFrom('match_plan').select('source').where('match_id', '=', matchId).executeTakeFirst()).toEqual({ source: 'manual' });
    // The seed's own matches are all laid out, the one on id 5 moved to a free id; the studio's id 5 stays.
    const seeded = await db.selectFrom('match').select((eb) => eb.fn.countAll<string | number>().as('count')).where('origin', '=', 'seed').executeTakeFirstOrThrow();
    expect(Number(seeded.count)).toBe(generated.matches.length);
    expect(await db.selectFrom('match').select(['origin', 'kick_off']).where('id', '=', 5).executeTakeFirst()).toEqual({ origin: 'studio', kick_off: '2026-12-28T15:00:00.000Z' });
  });

  it('should refuse, in words naming the event (409), line-ups that contradict the events recorded, and store nothing', async () => {
    const created = await studio('POST', '/matchday/fixtures', 'matchday', {
      team: 'first-team', season: '2026-27', competition: 'friendly', round: 'Friendly', opponent: 'lanmouth-athletic', homeAway: 'home', venue: 'The Quayside', kickOffLocal: '2026-11-21T20:00',
    });
    const id = studioFixtureResponseSchema.parse(created.body).data.id;
    const { squad } = studioLineupsResponseSchema.parse((await studio('GET', `/matchday/matches/${id}/lineups`, 'matchday')).body).data;
    const ours = clubSide(squad);
    expect((await studio('PUT', `/matchday/matches/${id}/lineups`, 'matchday', { version: 0, home: ours, away: opponents() })).status).toBe(200);
    expect((await studio('POST', `/matches/${id}/whistles`, 'matchday', { kind: 'kick-off' })).status).toBe(200);
    const lineups = matchResponseSchema.parse((await t.read(`/api/matches/${id}`)).body).data.lineups;
    if (!lineups) throw new Error('no line-ups');
    const [scorer, assist, goingOff] = [lineups.home.startingXI[9], lineups.home.startingXI[8], lineups.home.startingXI[7]];
    const comingOn = lineups.home.substitutes[0];
    const booked = lineups.away.startingXI[4];
    const record = async (event: object) => {
      const answer = await studio('POST', `/matches/${id}/events`, 'matchday', { addedTime: null, playerOff: null, assist: null, ...event });
      expect(answer.status, answer.text).toBe(200);
    };
    await record({ minute: 12, type: 'goal', side: 'home', player: scorer, assist });
    await record({ minute: 34, type: 'yellow', side: 'away', player: booked });
    await record({ minute: 61, type: 'substitution', side: 'home', player: comingOn, playerOff: goingOff });

    const save = (home: StudioLineupSide, away: StudioLineupSide = opponents()) => studio('PUT', `/matchday/matches/${id}/lineups`, 'matchday', { version: 1, home, away });
    const entry = (player: Squad[number]) => ({ playerId: player.playerId, name: player.name, shirtNumber: player.shirtNumber, position: 'Forward' as const, captain: false });
    const outsider = squad.filter((player) => player.position !== 'Goalkeeper')[16];
    if (!outsider || !scorer || !assist || !goingOff || !comingOn || !booked) throw new Error('the squad is too small for this test');
    // Into the same place of the formation.
    const replace = (list: StudioLineupSide['startingXI'], who: { name: string }, by: StudioLineupSide['startingXI'][number]) =>
      list.map((player) => (player.name === who.name ? { ...by, position: player.position } : player));
    const { home, away: opponent } = matchResponseSchema.parse((await t.read(`/api/matches/${id}`)).body).data.match;

    // The scorer left out of the starting XI.
    const noScorer = await save({ ...ours, startingXI: replace(ours.startingXI, scorer, entry(outsider)) });
    expect(noScorer.status).toBe(409);
    expect(noScorer.body.message).toBe(`${scorer.name} scored in the 12th minute: keep them in ${home.name}’s line-up, or take the goal back first.`);
    // The one who made it.
    const noAssist = await save({ ...ours, startingXI: replace(ours.startingXI, assist, entry(outsider)) });
    expect(noAssist.body.message).toBe(`${assist.name} assisted a goal in the 12th minute: keep them in ${home.name}’s line-up, or take the goal back first.`);
    // The player substituted, and the substitute put in the starting XI as if they had started.
    const noGoingOff = await save({ ...ours, startingXI: replace(ours.startingXI, goingOff, entry(outsider)) });
    expect(noGoingOff.body.message).toBe(`${goingOff.name} was substituted in the 61st minute: keep them in ${home.name}’s line-up, or take the substitution back first.`);
    const started = await save({
      ...ours,
      startingXI: replace(ours.startingXI, goingOff, { ...comingOn, playerId: comingOn.playerId, position: 'Midfielder' }),
      substitutes: [...ours.substitutes.filter((player) => player.name !== comingOn.name), { ...goingOff, playerId: goingOff.playerId, position: 'Midfielder' }],
    });
    expect(started.status).toBe(409);
    expect(started.body.message).toBe(`${comingOn.name} came on as a substitute in the 61st minute: keep them among ${home.name}’s substitutes, or take the substitution back first.`);
    // An opponent booked, named in words, renamed away.
    const away = opponents();
    const renamed = await save(ours, { ...away, startingXI: away.startingXI.map((player) => (player.name === booked.name ? { ...player, name: 'Somebody Else' } : player)) });
    expect(renamed.body.message).toBe(`${booked.name} was booked in the 34th minute: keep them in ${opponent.name}’s line-up, or take the booking back first.`);

    // Nothing was stored: the line-ups are as saved before kick-off.
    const after = studioLineupsResponseSchema.parse((await studio('GET', `/matchday/matches/${id}/lineups`, 'matchday')).body).data;
    expect(after.version).toBe(1);
    expect(after.lineups).toEqual(lineups);
    // A change the events allow still saves: another name on the bench, and an opponent's shirt number put right.
    const fine = await save(
      { ...ours, substitutes: [...ours.substitutes, entry(outsider)] },
      { ...away, startingXI: away.startingXI.map((player) => (player.name === booked.name ? { ...player, shirtNumber: 55 } : player)) },
    );
    expect(fine.status, fine.text).toBe(200);
  });
});
