import { type Lineup, type LineupPlayer, type MatchEvent, type StudioConsoleMatch, matchEventSchema } from '@club/api-client';
import { Button, Select, TextField } from '@club/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import * as styles from './console.css';
import { currentMinuteText, matchTimeMessage, parseMinute, playerLabel } from './eventText';

export type EventKind = 'goal' | 'yellow' | 'red' | 'substitution';

export const eventKindLabels: Record<EventKind, string> = {
  goal: 'Goal',
  yellow: 'Yellow card',
  red: 'Red card',
  substitution: 'Substitution',
};

const goalTypes = [
  { value: 'goal', label: 'Goal' },
  { value: 'penalty', label: 'Penalty' },
  { value: 'own-goal', label: 'Own goal' },
] as const;
type GoalType = (typeof goalTypes)[number]['value'];

type Side = MatchEvent['side'];
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');
const everyone = (lineup: Lineup) => [...lineup.startingXI, ...lineup.substitutes];
const byShirt = (players: readonly LineupPlayer[], shirt: string) => players.find((player) => String(player.shirtNumber) === shirt) ?? null;
const optionsOf = (players: readonly LineupPlayer[]) => players.map((player) => ({ value: String(player.shirtNumber), label: playerLabel(player) }));

/**
 * One event of the live match, the pickers filled from the match's line-ups (the players the platform
 * accepts). Opens with the first choice focused, so a goal is: G, the scorer, Enter.
 */
export function EventForm({
  kind,
  centre,
  pending,
  onRecord,
  onCancel,
}: {
  kind: EventKind;
  centre: StudioConsoleMatch;
  pending: boolean;
  onRecord: (event: MatchEvent) => void;
  onCancel: () => void;
}) {
  const { match, lineups, live } = centre;
  const [side, setSide] = useState<Side>(match.homeAway);
  const [goalType, setGoalType] = useState<GoalType>('goal');
  const [player, setPlayer] = useState('');
  const [playerOff, setPlayerOff] = useState('');
  const [assist, setAssist] = useState('');
  const [minute, setMinute] = useState(() => currentMinuteText(live));
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    first.current?.focus();
  }, [kind]);

  if (!lineups) return <FormAlert message="This match has no line-ups yet, so there is nobody to pick." />;

  const type: MatchEvent['type'] = kind === 'goal' ? goalType : kind;
  const own = everyone(lineups[side]);
  // An own goal counts for `side`, scored by a player of the other side.
  const candidates = type === 'own-goal' ? everyone(lineups[other(side)]) : kind === 'substitution' ? lineups[side].substitutes : own;
  const playerLabelText = kind === 'goal' ? 'Scorer' : kind === 'substitution' ? 'Coming on' : 'Player';
  const minuteError = parseMinute(minute) ? undefined : matchTimeMessage;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const when = parseMinute(minute);
    const chosen = byShirt(candidates, player);
    const off = kind === 'substitution' ? byShirt(lineups[side].startingXI.concat(lineups[side].substitutes), playerOff) : null;
    if (!when) return setError(matchTimeMessage);
    if (!chosen) return setError(`Choose the ${playerLabelText.toLowerCase()}.`);
    if (kind === 'substitution' && !off) return setError('Choose the player going off.');
    // The platform's own schema, so what is refused here is what it would refuse.
    const parsed = matchEventSchema.safeParse({
      ...when,
      type,
      side,
      player: chosen,
      playerOff: off,
      assist: kind === 'goal' && type !== 'own-goal' ? byShirt(own, assist) : null,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the event and try again.');
    setError(null);
    onRecord(parsed.data);
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      // A select does not submit its form on Enter by itself; here it does, so a goal is G, the scorer, Enter.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLSelectElement) {
          event.preventDefault();
          event.currentTarget.requestSubmit();
        }
      }}
      aria-label={`Record: ${eventKindLabels[kind]}`}
    >
      <div className={styles.fields}>
        <Select
          ref={first}
          label="Team" name="side"
          value={side}
          onChange={(value) => {
            setSide(value === 'away' ? 'away' : 'home');
            setPlayer('');
            setPlayerOff('');
            setAssist('');
          }}
          options={[
            { value: 'home', label: match.home.name },
            { value: 'away', label: match.away.name },
          ]}
          hint={type === 'own-goal' ? 'The team the goal counts for' : undefined}
        />
        {kind === 'goal' && (
          <Select
            label="Kind of goal" name="goalType"
            value={goalType}
            onChange={(value) => {
              setGoalType(goalTypes.find((entry) => entry.value === value)?.value ?? 'goal');
              setPlayer('');
            }}
            options={goalTypes}
          />
        )}
        <Select label={playerLabelText} name="player" value={player} onChange={setPlayer} placeholder="Choose a player" options={optionsOf(candidates)} />
        {kind === 'substitution' && (
          <Select label="Going off" name="playerOff" value={playerOff} onChange={setPlayerOff} placeholder="Choose a player" options={optionsOf(own)} />
        )}
        {kind === 'goal' && type !== 'own-goal' && (
          <Select
            label="Assist" name="assist"
            value={assist}
            onChange={setAssist}
            options={[{ value: '', label: 'No assist' }, ...optionsOf(own.filter((candidate) => String(candidate.shirtNumber) !== player))]}
          />
        )}
        <TextField label="Minute" name="minute" value={minute} onChange={setMinute} hint="e.g. 23, or 90+2 in added time" error={minuteError} />
      </div>
      <FormAlert message={error} />
      <div className={styles.buttonRow}>
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? 'Recording…' : `Record ${eventKindLabels[kind].toLowerCase()}`}
        </Button>
        <Button variant="ghost-dark" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
