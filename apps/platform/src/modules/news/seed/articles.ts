import type { NewsCategorySlug } from '@club/api-client';
import authors from '../../../../content/news/authors.json' with { type: 'json' };
import club from '../../../../content/news/club.json' with { type: 'json' };
import templates from '../../../../content/news/match-templates.json' with { type: 'json' };
import signings from '../../../../content/news/signings.json' with { type: 'json' };
import stories from '../../../../content/news/stories.json' with { type: 'json' };
import { type DemoWorld, relabelSeasons, seasonSlugOf, seasonStartOf, shiftLocal } from '../../../shared/demo-world';
import { toLondonDateTime } from '../../../shared/london-time';
import type { GeneratedMatches } from '../../matches/seed/generate';
import { squads } from '../../teams/content';
import { type Day, addDays, isoDay, longDate, monthName, weekday, weekdayName } from './calendar';
import { type Block, fill, slugify } from './markup';
import { type ClubMatch, type GoalRecord, type TeamSlug, matchesByTeam } from './matches';
import { type Random, createRandom } from '../../../shared/random';
import { ordinal } from '../../../shared/ordinal';

/** An article as the generator writes it, before it becomes a row. */
export interface DraftArticle {
  /** Set when another module links to the article by a slug of its own (the match centre's report). */
  slug?: string;
  title: string;
  standfirst: string;
  body: Block[];
  /** London wall-clock time, 'YYYY-MM-DD HH:mm'. */
  published: string;
  author: string;
  category: NewsCategorySlug;
  tags: string[];
}

const teams: readonly TeamSlug[] = ['first-team', 'women', 'u21', 'u18'];

/** What the news is written from besides the matches: part of the seed's version. */
export const newsContentFingerprint = { authors, club, templates, signings, stories };
const clubValues = {
  stadium: club.stadium,
  trainingGround: club.trainingGround,
  chiefExecutive: club.chiefExecutive,
  communityManager: club.communityManager,
};

const pronouns = (team: string) =>
  team === 'women'
    ? { his: 'her', pronoun: 'she', pronounCap: 'She', object: 'her' }
    : { his: 'his', pronoun: 'he', pronounCap: 'He', object: 'him' };

const at = (date: Day, time: string): string => `${isoDay(date)} ${time}`;

function addMinutes(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function surname(name: string): string {
  return name.split(' ').slice(1).join(' ') || name;
}

/** The squad's names: who can be injured, returning or runner-up in a vote. */
function squadNames(team: TeamSlug): string[] {
  return (squads.get(team) ?? []).map((player) => `${player.firstName} ${player.lastName}`);
}

function resultPhrase(match: ClubMatch): string {
  const score = `${Math.max(match.goalsFor, match.goalsAgainst)}-${Math.min(match.goalsFor, match.goalsAgainst)}`;
  if (match.goalsFor > match.goalsAgainst) return `a ${score} win over ${match.opponent}`;
  if (match.goalsFor < match.goalsAgainst) return `a ${score} defeat to ${match.opponent}`;
  return match.goalsFor === 0 ? `a goalless draw with ${match.opponent}` : `a ${score} draw with ${match.opponent}`;
}

function outcome(match: ClubMatch): 'win' | 'draw' | 'loss' {
  if (match.goalsFor > match.goalsAgainst) return 'win';
  return match.goalsFor < match.goalsAgainst ? 'loss' : 'draw';
}

/** A goal the club scored, for the Player of the Month tally. */
interface ScorerRecord {
  team: TeamSlug;
  date: Day;
  scorer: string;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Hands out the items in turn, starting again after the last. */
function cycle(items: readonly string[]): { next(): string } {
  let index = 0;
  return { next: () => items[index++ % items.length] as string };
}

const lineUpLabels: Record<TeamSlug, string> = {
  'first-team': 'Blues',
  women: 'Blues Women',
  u21: 'Blues U21s',
  u18: 'Blues U18s',
};

/** Sentences that open with a placeholder ('the Blues were…') still start with a capital. */
function capitaliseBlocks(draft: DraftArticle): DraftArticle {
  return {
    ...draft,
    title: capitalise(draft.title),
    standfirst: capitalise(draft.standfirst),
    body: draft.body.map((block): Block => {
      if (typeof block === 'string') return capitalise(block);
      if ('h2' in block) return { h2: capitalise(block.h2) };
      if ('quote' in block) return { quote: capitalise(block.quote) };
      return block;
    }),
  };
}

function matchValues(match: ClubMatch) {
  const team = club.teams[match.team];
  return {
    ...clubValues,
    ...pronouns(match.team),
    short: team.short,
    shortPossessive: team.short.endsWith('s') ? `${team.short}'` : `${team.short}'s`,
    manager: team.manager,
    managerTitle: team.managerTitle,
    opponent: match.opponent,
    home: match.home ? team.name : match.opponent,
    away: match.home ? match.opponent : team.name,
    homeScore: match.home ? match.goalsFor : match.goalsAgainst,
    awayScore: match.home ? match.goalsAgainst : match.goalsFor,
    scoreline: `${Math.max(match.goalsFor, match.goalsAgainst)}-${Math.min(match.goalsFor, match.goalsAgainst)}`,
    venue: match.venue,
    venuePhrase: match.home ? `at ${match.venue}` : 'away from home',
    competition: match.competition,
    seasonLabel: match.season.label,
    kickOff: match.kickOff,
  };
}

/** 'FA Cup report: …', 'Friendly: …': league games need no label. */
function withCompetition(match: ClubMatch, headline: string, kind: 'report' | 'preview'): string {
  if (match.kind === 'league') return headline;
  const label = match.kind === 'friendly' ? 'Friendly' : match.competition;
  if (kind === 'report' && headline.startsWith('Report: ')) return headline.replace('Report: ', `${label} report: `);
  return `${label}: ${headline}`;
}

const lineKeys = [
  'goalsForFirst',
  'goalsFor',
  'goalsForAssisted',
  'finishes',
  'finishesAssisted',
  'penaltiesFor',
  'ownGoalsFor',
  'goalsAgainst',
  'penaltiesAgainst',
  'ownGoalsAgainst',
] as const;
type GoalLines = Record<(typeof lineKeys)[number], { next(): string }>;

/** Each kind of goal line shuffled for this match, so no two goals are told the same way. */
function goalLines(random: Random): GoalLines {
  const lines = {} as GoalLines;
  for (const key of lineKeys) lines[key] = cycle(random.shuffle(templates[key]));
  return lines;
}

function goalLine(
  goal: GoalRecord,
  first: boolean,
  values: Record<string, string | number>,
  lines: GoalLines,
  random: Random,
): string {
  const goalValues = { ...values, minute: ordinal(goal.minute), scorer: goal.scorer };
  if (!goal.ours) {
    if (goal.kind === 'penalty') return fill(lines.penaltiesAgainst.next(), goalValues);
    if (goal.kind === 'own-goal') return fill(lines.ownGoalsAgainst.next(), goalValues);
    return fill(lines.goalsAgainst.next(), goalValues);
  }
  if (goal.kind === 'penalty') return fill(lines.penaltiesFor.next(), goalValues);
  if (goal.kind === 'own-goal') return fill(lines.ownGoalsFor.next(), goalValues);
  // 'Opened the scoring' only for the first goal of the game.
  const plain = first ? lines.goalsForFirst : lines.goalsFor;
  if (!goal.assist) return fill(plain.next(), { ...goalValues, finish: fill(lines.finishes.next(), goalValues) });
  const assisted = { ...goalValues, assister: goal.assist };
  // The assist is named once: in the line, or in the finish.
  if (random.chance(0.5)) {
    return fill(lines.goalsForAssisted.next(), { ...assisted, finish: fill(lines.finishes.next(), assisted) });
  }
  return fill(plain.next(), { ...assisted, finish: fill(lines.finishesAssisted.next(), assisted) });
}

function matchReport(match: ClubMatch, next: ClubMatch | undefined, random: Random, scorers: ScorerRecord[]): DraftArticle {
  const eleven = match.lineUp;
  const keeper = eleven.find((player) => player.position === 'goalkeeper')?.name ?? 'the goalkeeper';
  const byPosition = (position: string) => {
    const players = eleven.filter((player) => player.position === position);
    return players.length > 0 ? random.pick(players).name : random.pick(eleven).name;
  };
  const result = outcome(match);
  const ours = match.goals.filter((goal) => goal.ours && goal.kind !== 'own-goal');
  const firstScorer = ours[0]?.scorer;
  const values = {
    ...matchValues(match),
    scorer: firstScorer ?? club.teams[match.team].manager,
    keeper,
    crowd: match.home
      ? `a crowd of ${(match.team === 'first-team' ? random.int(7200, 11800) : random.int(400, 3900)).toLocaleString('en-GB')}`
      : 'a noisy travelling support',
  };
  const titlePool = templates.reportTitles[result].filter((title) => firstScorer || !title.includes('{scorer}'));
  const title = withCompetition(match, fill(random.pick(titlePool), values), 'report');
  const standfirstPool = templates.reportStandfirsts[result].filter((text) => firstScorer || !text.includes('{scorer}'));

  const body: Block[] = [fill(random.pick(templates.openings[result]), values)];
  if (match.goals.length === 0) {
    body.push(
      fill(random.pick(templates.goallessMiddles), {
        ...values,
        midfielder: byPosition('midfielder'),
        midfielder2: byPosition('midfielder'),
        forward: byPosition('forward'),
      }),
    );
  }
  const lines = goalLines(random);
  for (const [index, goal] of match.goals.entries()) {
    body.push(goalLine(goal, index === 0, values, lines, random));
    if (goal.ours && goal.kind !== 'own-goal') scorers.push({ team: match.team, date: match.date, scorer: goal.scorer });
  }
  body.push(
    fill(random.pick(templates.moments), {
      ...values,
      defender: byPosition('defender'),
      midfielder: byPosition('midfielder'),
      forward: byPosition('forward'),
    }),
  );
  body.push(fill(random.pick(templates.quoteIntros), values));
  body.push({ quote: fill(random.pick(templates.quotes[result]), values) });
  body.push({ h2: 'Match facts' });
  body.push(`${values.home} ${values.homeScore}-${values.awayScore} ${values.away} (${match.competition}, ${match.round}).`);
  const scorerList = (mine: boolean) =>
    match.goals
      .filter((goal) => goal.ours === mine)
      .map((goal) => `${surname(goal.scorer)} ${goal.minute}${goal.kind === 'penalty' ? ' (pen)' : goal.kind === 'own-goal' ? ' (og)' : ''}`)
      .join(', ');
  const ourScorers = scorerList(true);
  const theirScorers = scorerList(false);
  if (ourScorers) body.push(`${lineUpLabels[match.team]} scorers: ${ourScorers}.`);
  if (theirScorers) body.push(`${match.opponent} scorers: ${theirScorers}.`);
  body.push(
    `${lineUpLabels[match.team]}: ${eleven.map((player) => surname(player.name) + (player.captain ? ' (c)' : '')).join(', ')}.`,
  );
  body.push(
    next
      ? fill(random.pick(templates.closings), { ...values, nextOpponent: next.opponent, nextWhen: `on ${longDate(next.date)}` })
      : fill(random.pick(templates.seasonEndClosings), values),
  );

  return {
    ...(match.reportSlug ? { slug: match.reportSlug } : {}),
    title,
    standfirst: fill(random.pick(standfirstPool), values),
    body,
    published: at(match.date, addMinutes(match.kickOff, 115 + random.int(0, 50))),
    author: random.pick(authors[match.team]),
    category: match.team,
    tags: [
      'match-report',
      match.season.slug,
      slugify(match.opponent),
      ...(match.kind === 'league' ? [] : [slugify(match.competition)]),
      ...new Set(ours.map((goal) => slugify(goal.scorer))),
    ],
  };
}

function matchPreview(match: ClubMatch, previous: ClubMatch | undefined, random: Random): DraftArticle {
  const [injured = 'A defender', returning = 'A midfielder'] = random.shuffle(squadNames(match.team));
  const published = addDays(match.date, -(match.team === 'first-team' ? random.int(1, 2) : 1));
  const values = {
    ...matchValues(match),
    when: `on ${longDate(match.date)}`,
    hostOrTravel: match.home ? 'host' : 'travel to',
    injured,
    returning,
  };
  const academy = match.team === 'u21' || match.team === 'u18';
  const body: Block[] = [
    previous
      ? fill(random.pick(templates.previewForm), { ...values, lastResult: resultPhrase(previous) })
      : fill(random.pick(templates.previewFirst), values),
    { h2: 'Team news' },
    fill(random.pick(templates.teamNews), values),
    { quote: fill(random.pick(templates.previewQuotes), values) },
    ...(academy
      ? [fill(random.pick(match.home ? templates.previewAcademyHome : templates.previewAcademyAway), values)]
      : [
          { h2: match.home ? 'Tickets' : 'Travelling supporters' },
          fill(random.pick(match.home ? templates.previewTicketsHome : templates.previewTicketsAway), values),
        ]),
    fill(random.pick(templates.previewCoverage), values),
  ];
  const title =
    match.kind === 'league'
      ? fill(random.pick(templates.previewTitles), values)
      : `${match.kind === 'friendly' ? 'Friendly' : match.competition} preview: ${values.home} v ${values.away}`;
  return {
    title,
    standfirst: fill(random.pick(templates.previewStandfirsts), values),
    body,
    published: at(published, `${String(random.int(9, 16)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`),
    author: random.pick(authors[match.team]),
    category: match.team,
    tags: ['match-preview', match.season.slug, slugify(match.opponent), ...(match.kind === 'league' ? [] : [slugify(match.competition)])],
  };
}

function postponement(match: ClubMatch, random: Random): DraftArticle {
  const values = matchValues(match);
  return {
    title: fill(random.pick(templates.postponedTitles), values),
    standfirst: `${values.home} v ${values.away} will not go ahead ${longDate(match.date).replace(/^/, 'on ')} after a pitch inspection.`,
    body: templates.postponedBodies.map((paragraph) => fill(paragraph, values)),
    published: at(match.date, addMinutes(match.kickOff, -300)),
    author: random.pick(authors.club),
    category: match.team,
    tags: ['postponed', match.season.slug, slugify(match.opponent)],
  };
}

function ticketNews(match: ClubMatch, random: Random): DraftArticle {
  const published = addDays(match.date, -random.int(9, 14));
  const values = matchValues(match);
  const members = addDays(published, 1);
  const general = addDays(published, 4);
  return {
    title: `Ticket news: ${values.home} v ${values.away}`,
    standfirst: `Tickets for the visit of ${match.opponent} on ${longDate(match.date)} go on sale to members on ${weekdayName(members)}.`,
    body: [
      `Tickets for ${values.shortPossessive} home game against ${match.opponent} at ${club.stadium} on ${longDate(match.date)} (kick-off ${match.kickOff}) go on sale to members on ${longDate(members)} at 10am.`,
      `Any remaining tickets go on general sale on ${longDate(general)}. Season ticket holders have their seat already and do not need to buy.`,
      { h2: 'Prices' },
      { list: ['Adults: £26', 'Over-65s and students: £18', 'Under-18s: £10', 'Under-12s in the Family Stand: £5'] },
      'Supporters with accessibility needs can book through the supporter services team, and a free carer ticket is available for every disabled supporter who needs one.',
    ],
    published: at(published, '10:00'),
    author: random.pick(authors.club),
    category: 'club',
    tags: ['tickets', match.season.slug, slugify(match.opponent)],
  };
}

function playerOfTheMonth(
  team: TeamSlug,
  year: number,
  month: number,
  scorers: readonly ScorerRecord[],
  random: Random,
  seasonSlug: string,
): DraftArticle | undefined {
  const tally = new Map<string, number>();
  for (const goal of scorers) {
    if (goal.team === team && goal.date.getUTCFullYear() === year && goal.date.getUTCMonth() + 1 === month) {
      tally.set(goal.scorer, (tally.get(goal.scorer) ?? 0) + 1);
    }
  }
  const [winner, count] = [...tally.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
  if (!winner || !count) return undefined;
  // Announced on the first Friday of the next month.
  let announced = new Date(Date.UTC(month === 12 ? year + 1 : year, month === 12 ? 0 : month, 1));
  while (weekday(announced) !== 5) announced = addDays(announced, 1);
  const { pronounCap, his } = pronouns(team);
  const goalsText = count === 1 ? 'a goal' : `${count} goals`;
  const who = team === 'women' ? "Blues Women's" : 'the Blues';
  const runnerUp = random.pick(squadNames(team).filter((name) => name !== winner));
  return {
    title: `${winner} is ${who} Player of the Month for ${monthName(month)}`,
    standfirst: `Supporters voted for ${winner} after ${goalsText} in ${monthName(month)}.`,
    body: [
      `${winner} has been voted ${who} Player of the Month for ${monthName(month)} ${year} by supporters, after ${goalsText} in a busy month for ${club.teams[team].short}.`,
      `${pronounCap} took almost half of the votes cast on the club app and website, ahead of ${runnerUp} in second place.`,
      { quote: "It's lovely to be recognised by the supporters. The credit goes to the whole group, though: I just try to be in the right place when the chances come." },
      `${winner} will be presented with ${his} award on the pitch before the next home game.`,
    ],
    published: at(announced, '12:00'),
    author: random.pick(authors[team]),
    category: team,
    tags: ['player-of-the-month', seasonSlug, slugify(winner)],
  };
}

function signingArticle(world: DemoWorld, signing: (typeof signings.players)[number], random: Random): DraftArticle {
  const team = signing.team as TeamSlug;
  const values = {
    ...pronouns(team),
    name: signing.name,
    from: signing.from,
    age: signing.age,
    position: signing.position,
    team: club.teams[team].name,
    manager: club.teams[team].manager,
    contract: random.pick(['two-year', 'three-year', 'two-year', 'four-year']),
    apps: random.int(28, 140),
    quality: random.pick(signings.qualities),
    number: random.int(2, 33),
  };
  const published = shiftLocal(world, signing.date);
  const seasonSlug = seasonOf(published.slice(0, 10));
  return {
    title: relabelSeasons(world, fill(random.pick(signings.templates.titles), values)),
    standfirst: relabelSeasons(world, fill(random.pick(signings.templates.standfirsts), values)),
    body: signings.templates.paragraphs.map((paragraph) => relabelSeasons(world, fill(paragraph, values))),
    published,
    author: random.pick(authors[team]),
    category: team,
    tags: ['signing', seasonSlug, slugify(signing.name), slugify(signing.from)],
  };
}

/** The season a London date belongs to: August to the next July. */
const seasonOf = (date: string): string => seasonSlugOf(seasonStartOf(date));

function storyArticle(world: DemoWorld, story: (typeof stories)[number], random: Random): DraftArticle {
  const text = (value: string) => relabelSeasons(world, fill(value, clubValues));
  const body = (story.body as Block[]).map((block): Block => {
    if (typeof block === 'string') return text(block);
    if ('h2' in block) return { h2: text(block.h2) };
    if ('quote' in block) return { quote: text(block.quote) };
    return { list: block.list.map(text) };
  });
  const category = story.category as NewsCategorySlug;
  const published = shiftLocal(world, story.date);
  return {
    title: text(story.title),
    standfirst: text(story.standfirst),
    body,
    published,
    author: random.pick(authors[category]),
    category,
    tags: [story.kind, seasonOf(published.slice(0, 10))],
  };
}

/**
 * Every seeded article, in no particular order: for each team's matches (from the matches module) a
 * report of every result (first-team and women's under the match centre's report slug), previews of
 * every first-team game and some others, ticket news for some first-team home games, postponements,
 * monthly player awards from the goals the reports describe, signings, and the hand-written stories
 * of content/news/stories.json.
 */
export function generateArticles(world: DemoWorld, generated: GeneratedMatches, seed = 'brackwater-news'): DraftArticle[] {
  const random = createRandom(seed);
  const drafts: DraftArticle[] = [];
  const scorers: ScorerRecord[] = [];
  const byTeam = matchesByTeam(generated);
  const nowLocal = londonLocal(world.nowMs);
  for (const team of teams) {
    const matches = byTeam.get(team) ?? [];
    // Postponed games are left out of "last result" and "next up".
    const played = matches.filter((match) => match.status !== 'postponed');
    for (const match of matches) {
      const matchRandom = random.fork(`${team}/${isoDay(match.date)}/${match.opponent}`);
      if (match.status === 'postponed') {
        drafts.push(postponement(match, matchRandom));
        continue;
      }
      // Nothing is written ahead of time: a preview once the game is played or under way, and for the
      // first team's next game when it is at most three days away (published the day before, or today).
      if (match.status === 'scheduled') {
        const next = played.find((candidate) => candidate.status === 'scheduled');
        if (team === 'first-team' && match === next && isoDay(addDays(match.date, -3)) <= world.today) {
          const preview = matchPreview(match, played[played.indexOf(match) - 1], matchRandom);
          const earlier = londonLocal(world.nowMs - 3_600_000);
          drafts.push({ ...preview, published: preview.published <= earlier ? preview.published : earlier });
        }
        continue;
      }
      const index = played.indexOf(match);
      const previewAll = team === 'first-team' || match.kind !== 'league';
      if (previewAll || matchRandom.chance(team === 'women' ? 0.5 : 0.25)) {
        drafts.push(matchPreview(match, played[index - 1], matchRandom));
      }
      if (team === 'first-team' && match.home && matchRandom.chance(0.35)) drafts.push(ticketNews(match, matchRandom));
      if (match.status === 'finished') {
        // Every first-team and women's result (the match centre links to them), half the academy's.
        const report = match.reportSlug !== null || matchRandom.chance(0.5);
        if (report) drafts.push(matchReport(match, played[index + 1], matchRandom, scorers));
      }
    }
  }
  for (const seasonStart of [world.seasonStartYear - 1, world.seasonStartYear]) {
    const seasonSlug = seasonSlugOf(seasonStart);
    for (const team of ['first-team', 'women'] as const) {
      for (const [year, month] of seasonMonths(seasonStart)) {
        const award = playerOfTheMonth(team, year, month, scorers, random.fork(`potm/${team}/${year}-${month}`), seasonSlug);
        if (award) drafts.push(award);
      }
    }
  }
  for (const signing of signings.players) drafts.push(signingArticle(world, signing, random.fork(`signing/${signing.name}`)));
  for (const story of stories) drafts.push(storyArticle(world, story, random.fork(`story/${story.title}`)));
  // Never news from the future of the clock: a match report written as the match ends is clamped to
  // now (the match centre links to it), anything else dated later is left out.
  return drafts
    .flatMap((draft): DraftArticle[] => {
      if (draft.published <= nowLocal) return [draft];
      return draft.slug ? [{ ...draft, published: nowLocal }] : [];
    })
    .map(capitaliseBlocks);
}

/** An instant as London wall-clock 'YYYY-MM-DD HH:mm', the drafts' `published` format. */
function londonLocal(ms: number): string {
  const { date, time } = toLondonDateTime(new Date(ms));
  return `${date} ${time.slice(0, 5)}`;
}

/** September to April of a season: the months with a Player of the Month award. */
function seasonMonths(startYear: number): [number, number][] {
  return [9, 10, 11, 12, 1, 2, 3, 4].map((month) => [month >= 9 ? startYear : startYear + 1, month]);
}
