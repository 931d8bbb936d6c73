import type { NewsCategorySlug } from '@club/api-client';
import authors from '../../../../content/news/authors.json' with { type: 'json' };
import club from '../../../../content/news/club.json' with { type: 'json' };
import templates from '../../../../content/news/match-templates.json' with { type: 'json' };
import opponents from '../../../../content/news/opponents.json' with { type: 'json' };
import signings from '../../../../content/news/signings.json' with { type: 'json' };
import squads from '../../../../content/news/squads.json' with { type: 'json' };
import stories from '../../../../content/news/stories.json' with { type: 'json' };
import {
  type Day,
  type Fixture,
  type TeamSlug,
  addDays,
  isoDay,
  longDate,
  monthName,
  schedule,
  seasons,
  weekday,
  weekdayName,
} from './fixtures';
import { type Block, fill, slugify } from './markup';
import { type Random, createRandom } from './random';

/** An article as the generator writes it, before it becomes a row. */
export interface DraftArticle {
  title: string;
  standfirst: string;
  body: Block[];
  /** London wall-clock time, 'YYYY-MM-DD HH:mm'. */
  published: string;
  author: string;
  category: NewsCategorySlug;
  tags: string[];
}

interface Player {
  name: string;
  position: string;
}

const teams: readonly TeamSlug[] = ['first-team', 'women', 'u21', 'u18'];
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

function ordinal(value: number): string {
  const tens = value % 100;
  if (tens >= 11 && tens <= 13) return `${value}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[value % 10] ?? 'th';
  return `${value}${suffix}`;
}

const at = (date: Day, time: string): string => `${isoDay(date)} ${time}`;

function addMinutes(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function surname(name: string): string {
  return name.split(' ').slice(1).join(' ') || name;
}

/** A starting eleven: a goalkeeper, four defenders, four midfielders and two forwards (fewer if short). */
function lineUp(squad: readonly Player[], random: Random): Player[] {
  const of = (position: string, count: number) =>
    random.shuffle(squad.filter((player) => player.position === position)).slice(0, count);
  return [...of('goalkeeper', 1), ...of('defender', 4), ...of('midfielder', 4), ...of('forward', 2)];
}

function scorerFrom(eleven: readonly Player[], random: Random): Player {
  const weighted = eleven.flatMap((player) => {
    const weight = { forward: 5, midfielder: 3, defender: 1 }[player.position] ?? 0;
    return Array.from({ length: weight }, () => player);
  });
  return random.pick(weighted);
}

function resultPhrase(fixture: Fixture): string {
  const score = `${Math.max(fixture.goalsFor, fixture.goalsAgainst)}-${Math.min(fixture.goalsFor, fixture.goalsAgainst)}`;
  if (fixture.goalsFor > fixture.goalsAgainst) return `a ${score} win over ${fixture.opponent}`;
  if (fixture.goalsFor < fixture.goalsAgainst) return `a ${score} defeat to ${fixture.opponent}`;
  return fixture.goalsFor === 0 ? `a goalless draw with ${fixture.opponent}` : `a ${score} draw with ${fixture.opponent}`;
}

function outcome(fixture: Fixture): 'win' | 'draw' | 'loss' {
  if (fixture.goalsFor > fixture.goalsAgainst) return 'win';
  return fixture.goalsFor < fixture.goalsAgainst ? 'loss' : 'draw';
}

interface Goal {
  minute: number;
  scorer: Player | null;
  assister: Player | null;
}

export interface GoalRecord {
  team: TeamSlug;
  date: Day;
  scorer: string;
}

function matchValues(fixture: Fixture) {
  const team = club.teams[fixture.team];
  return {
    ...clubValues,
    ...pronouns(fixture.team),
    short: team.short,
    shortPossessive: team.short.endsWith('s') ? `${team.short}'` : `${team.short}'s`,
    manager: team.manager,
    managerTitle: team.managerTitle,
    opponent: fixture.opponent,
    home: fixture.home ? team.name : fixture.opponent,
    away: fixture.home ? fixture.opponent : team.name,
    homeScore: fixture.home ? fixture.goalsFor : fixture.goalsAgainst,
    awayScore: fixture.home ? fixture.goalsAgainst : fixture.goalsFor,
    scoreline: `${Math.max(fixture.goalsFor, fixture.goalsAgainst)}-${Math.min(fixture.goalsFor, fixture.goalsAgainst)}`,
    venue: fixture.home ? team.venue : fixture.opponent,
    venuePhrase: fixture.home ? `at ${team.venue}` : 'away from home',
    competition: fixture.cup ? team.cup : team.competition,
    seasonLabel: fixture.season.label,
    kickOff: fixture.kickOff,
  };
}

/** Hands out the items in turn, starting again after the last. */
function cycle(items: readonly string[]): { next(): string } {
  let index = 0;
  return { next: () => items[index++ % items.length] as string };
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

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

function matchReport(fixture: Fixture, next: Fixture | undefined, random: Random, goalLog: GoalRecord[]): DraftArticle {
  const squad: Player[] = squads[fixture.team];
  const eleven = lineUp(squad, random);
  const keeper = eleven.find((player) => player.position === 'goalkeeper') ?? (eleven[0] as Player);
  const pickOf = (position: string) => random.pick(eleven.filter((player) => player.position === position));
  const result = outcome(fixture);
  const minutes = new Set<number>();
  const freshMinute = (): number => {
    let minute = random.int(2, 90);
    while (minutes.has(minute)) minute = random.int(2, 90);
    minutes.add(minute);
    return minute;
  };
  const ours: Goal[] = Array.from({ length: fixture.goalsFor }, () => {
    const scorer = scorerFrom(eleven, random);
    const assister = random.pick(eleven.filter((player) => player !== scorer && player !== keeper));
    return { minute: freshMinute(), scorer, assister };
  });
  const theirs: Goal[] = Array.from({ length: fixture.goalsAgainst }, () => ({
    minute: freshMinute(),
    scorer: null,
    assister: null,
  }));
  const goals = [...ours, ...theirs].sort((a, b) => a.minute - b.minute);
  const firstScorer = ours[0]?.scorer ?? null;
  const values = {
    ...matchValues(fixture),
    scorer: firstScorer ? firstScorer.name : club.teams[fixture.team].manager,
    keeper: keeper.name,
    crowd: fixture.home
      ? `a crowd of ${(fixture.team === 'first-team' ? random.int(7200, 11800) : random.int(400, 3900)).toLocaleString('en-GB')}`
      : 'a noisy travelling support',
  };
  const titlePool = templates.reportTitles[result].filter((title) => firstScorer || !title.includes('{scorer}'));
  const headline = fill(random.pick(titlePool), values);
  const cupName = capitalise(values.competition.replace(/^the /, ''));
  const title = !fixture.cup
    ? headline
    : headline.startsWith('Report: ')
      ? headline.replace('Report: ', `${cupName} report: `)
      : `${cupName}: ${headline}`;
  const standfirstPool = templates.reportStandfirsts[result].filter((text) => firstScorer || !text.includes('{scorer}'));

  const body: Block[] = [fill(random.pick(templates.openings[result]), values)];
  if (goals.length === 0) {
    body.push(
      fill(random.pick(templates.goallessMiddles), {
        ...values,
        midfielder: pickOf('midfielder').name,
        midfielder2: pickOf('midfielder').name,
        forward: pickOf('forward').name,
      }),
    );
  }
  const goalLines = cycle(random.shuffle(templates.goalsFor));
  const againstLines = cycle(random.shuffle(templates.goalsAgainst));
  const plainFinishes = random.shuffle(templates.finishes.filter((finish) => !finish.includes('{assister}')));
  let finishCount = random.int(0, templates.finishes.length - 1);
  for (const goal of goals) {
    const minute = ordinal(goal.minute);
    if (goal.scorer && goal.assister) {
      const goalValues = { ...values, minute, scorer: goal.scorer.name, assister: goal.assister.name };
      // Each goal told a different way, and the assist named once.
      const line = goalLines.next();
      const finishes = line.includes('{assister}') ? plainFinishes : templates.finishes;
      const finish = fill(finishes[finishCount++ % finishes.length] as string, goalValues);
      body.push(fill(line, { ...goalValues, finish }));
      goalLog.push({ team: fixture.team, date: fixture.date, scorer: goal.scorer.name });
    } else {
      body.push(fill(againstLines.next(), { ...values, minute }));
    }
  }
  body.push(
    fill(random.pick(templates.moments), {
      ...values,
      defender: pickOf('defender').name,
      midfielder: pickOf('midfielder').name,
      forward: pickOf('forward').name,
    }),
  );
  body.push(fill(random.pick(templates.quoteIntros), values));
  body.push({ quote: fill(random.pick(templates.quotes[result]), values) });
  body.push({ h2: 'Line-up' });
  body.push(`${lineUpLabels[fixture.team]}: ${eleven.map((player) => surname(player.name)).join(', ')}.`);
  body.push(
    next
      ? fill(random.pick(templates.closings), {
          ...values,
          nextOpponent: next.opponent,
          nextWhen: `on ${longDate(next.date)}`,
        })
      : fill(random.pick(templates.seasonEndClosings), values),
  );

  const kickOffPlusTwo = addMinutes(fixture.kickOff, 115 + random.int(0, 50));
  return {
    title,
    standfirst: fill(random.pick(standfirstPool), values),
    body,
    published: at(fixture.date, kickOffPlusTwo),
    author: random.pick(authors[fixture.team]),
    category: fixture.team,
    tags: [
      'match-report',
      fixture.season.slug,
      slugify(fixture.opponent),
      ...(fixture.cup ? ['cup'] : []),
      ...new Set(ours.flatMap((goal) => (goal.scorer ? [slugify(goal.scorer.name)] : []))),
    ],
  };
}

function matchPreview(fixture: Fixture, previous: Fixture | undefined, random: Random): DraftArticle {
  const squad: Player[] = squads[fixture.team];
  const outfield = squad.filter((player) => player.position !== 'goalkeeper');
  const [injured, returning] = random.shuffle(outfield) as [Player, Player];
  const daysBefore = fixture.team === 'first-team' ? random.int(1, 2) : 1;
  const published = addDays(fixture.date, -daysBefore);
  const when = `on ${longDate(fixture.date)}`;
  const values = {
    ...matchValues(fixture),
    when,
    hostOrTravel: fixture.home ? 'host' : 'travel to',
    injured: injured.name,
    returning: returning.name,
  };
  const body: Block[] = [
    previous
      ? fill(random.pick(templates.previewForm), { ...values, lastResult: resultPhrase(previous) })
      : fill(random.pick(templates.previewFirst), values),
    { h2: 'Team news' },
    fill(random.pick(templates.teamNews), values),
    { quote: fill(random.pick(templates.previewQuotes), values) },
    { h2: fixture.home ? 'Tickets' : 'Travelling supporters' },
    fill(random.pick(fixture.home ? templates.previewTicketsHome : templates.previewTicketsAway), values),
    fill(random.pick(templates.previewCoverage), values),
  ];
  const title = fixture.cup
    ? `${capitalise(values.competition.replace(/^the /, ''))} preview: ${values.home} v ${values.away}`
    : fill(random.pick(templates.previewTitles), values);
  return {
    title,
    standfirst: fill(random.pick(templates.previewStandfirsts), values),
    body,
    published: at(published, `${String(random.int(9, 16)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`),
    author: random.pick(authors[fixture.team]),
    category: fixture.team,
    tags: ['match-preview', fixture.season.slug, slugify(fixture.opponent), ...(fixture.cup ? ['cup'] : [])],
  };
}

function ticketNews(fixture: Fixture, random: Random): DraftArticle {
  const published = addDays(fixture.date, -random.int(9, 14));
  const values = matchValues(fixture);
  const members = addDays(published, 1);
  const general = addDays(published, 4);
  return {
    title: `Ticket news: ${values.home} v ${values.away}`,
    standfirst: `Tickets for the visit of ${fixture.opponent} on ${longDate(fixture.date)} go on sale to members on ${weekdayName(members)}.`,
    body: [
      `Tickets for ${values.shortPossessive} home game against ${fixture.opponent} at ${club.stadium} on ${longDate(fixture.date)} (kick-off ${fixture.kickOff}) go on sale to members on ${longDate(members)} at 10am.`,
      `Any remaining tickets go on general sale on ${longDate(general)}. Season ticket holders have their seat already and do not need to buy.`,
      { h2: 'Prices' },
      { list: ['Adults: £26', 'Over-65s and students: £18', 'Under-18s: £10', 'Under-12s in the Family Stand: £5'] },
      'Supporters with accessibility needs can book through the supporter services team, and a free carer ticket is available for every disabled supporter who needs one.',
    ],
    published: at(published, '10:00'),
    author: random.pick(authors.club),
    category: 'club',
    tags: ['tickets', fixture.season.slug, slugify(fixture.opponent)],
  };
}

function playerOfTheMonth(team: TeamSlug, year: number, month: number, goals: GoalRecord[], random: Random, seasonSlug: string): DraftArticle | undefined {
  const tally = new Map<string, number>();
  for (const goal of goals) {
    if (goal.team === team && goal.date.getUTCFullYear() === year && goal.date.getUTCMonth() + 1 === month) {
      tally.set(goal.scorer, (tally.get(goal.scorer) ?? 0) + 1);
    }
  }
  const [winner, count] = [...tally.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
  if (!winner || !count) return undefined;
  // Announced on the first Friday of the next month.
  let announced = new Date(Date.UTC(month === 12 ? year + 1 : year, month === 12 ? 0 : month, 1));
  while (weekday(announced) !== 5) announced = addDays(announced, 1);
  const team_ = club.teams[team];
  const { pronounCap, his } = pronouns(team);
  const goalsText = count === 1 ? 'a goal' : `${count} goals`;
  return {
    title: `${winner} is ${team === 'women' ? "Blues Women's" : 'the Blues'} Player of the Month for ${monthName(month)}`,
    standfirst: `Supporters voted for ${winner} after ${goalsText} in ${monthName(month)}.`,
    body: [
      `${winner} has been voted ${team === 'women' ? "Blues Women's" : 'the Blues'} Player of the Month for ${monthName(month)} ${year} by supporters, after ${goalsText} in a busy month for ${team_.short}.`,
      `${pronounCap} took almost half of the votes cast on the club app and website, ahead of ${random.pick(squads[team].filter((player) => player.name !== winner)).name} in second place.`,
      { quote: `It's lovely to be recognised by the supporters. The credit goes to the whole group, though: I just try to be in the right place when the chances come.` },
      `${winner} will be presented with ${his} award on the pitch before the next home game.`,
    ],
    published: at(announced, '12:00'),
    author: random.pick(authors[team]),
    category: team,
    tags: ['player-of-the-month', seasonSlug, slugify(winner)],
  };
}

function signingArticle(signing: (typeof signings.players)[number], random: Random): DraftArticle {
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
  const seasonSlug = seasonOf(signing.date.slice(0, 10));
  return {
    title: fill(random.pick(signings.templates.titles), values),
    standfirst: fill(random.pick(signings.templates.standfirsts), values),
    body: signings.templates.paragraphs.map((paragraph) => fill(paragraph, values)),
    published: signing.date,
    author: random.pick(authors[team]),
    category: team,
    tags: ['signing', seasonSlug, slugify(signing.name), slugify(signing.from)],
  };
}

/** The season a London date belongs to: from July to the next June. */
function seasonOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 7 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

function storyArticle(story: (typeof stories)[number], random: Random): DraftArticle {
  const body = (story.body as Block[]).map((block): Block => {
    if (typeof block === 'string') return fill(block, clubValues);
    if ('h2' in block) return { h2: fill(block.h2, clubValues) };
    if ('quote' in block) return { quote: fill(block.quote, clubValues) };
    return { list: block.list.map((item) => fill(item, clubValues)) };
  });
  const category = story.category as NewsCategorySlug;
  return {
    title: fill(story.title, clubValues),
    standfirst: fill(story.standfirst, clubValues),
    body,
    published: story.date,
    author: random.pick(authors[category]),
    category,
    tags: [story.kind, seasonOf(story.date.slice(0, 10))],
  };
}

/**
 * Every seeded article, in no particular order: for each season and team a schedule of games with a
 * report for each (and a preview for the first team's and some others'), ticket news for some home
 * games, monthly player awards from the goals the reports describe, signings, and the hand-written
 * stories of content/news/stories.json.
 */
export function generateArticles(seed = 'brackwater-news'): DraftArticle[] {
  const random = createRandom(seed);
  const drafts: DraftArticle[] = [];
  const goalLog: GoalRecord[] = [];
  for (const season of seasons) {
    for (const team of teams) {
      const teamRandom = random.fork(`${season.slug}/${team}`);
      const fixtures = schedule(team, season, opponents[team], club.teams[team].kickOffs, teamRandom);
      fixtures.forEach((fixture, index) => {
        const gameRandom = teamRandom.fork(`${isoDay(fixture.date)}`);
        drafts.push(matchReport(fixture, fixtures[index + 1], gameRandom, goalLog));
        const previewAll = team === 'first-team' || fixture.cup;
        if (previewAll || gameRandom.chance(team === 'women' ? 0.5 : 0.3)) {
          drafts.push(matchPreview(fixture, fixtures[index - 1], gameRandom));
        }
        if (team === 'first-team' && fixture.home && gameRandom.chance(0.4)) drafts.push(ticketNews(fixture, gameRandom));
      });
    }
    for (const team of ['first-team', 'women'] as const) {
      for (const [year, month] of seasonMonths(season.startYear)) {
        const award = playerOfTheMonth(team, year, month, goalLog, random.fork(`potm/${team}/${year}-${month}`), season.slug);
        if (award) drafts.push(award);
      }
    }
  }
  for (const signing of signings.players) drafts.push(signingArticle(signing, random.fork(`signing/${signing.name}`)));
  for (const story of stories) drafts.push(storyArticle(story, random.fork(`story/${story.title}`)));
  return drafts.map(capitaliseBlocks);
}

/** September to April of a season: the months with a Player of the Month award. */
function seasonMonths(startYear: number): [number, number][] {
  return [9, 10, 11, 12, 1, 2, 3, 4].map((month) => [month >= 9 ? startYear : startYear + 1, month]);
}
