import { type MatchEvent, type MatchWhistle, type StudioConsoleMatch } from '@club/api-client';
import { Button, Heading, Loader, Text } from '@club/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import * as styles from './console.css';
import { CommentaryPanel } from './CommentaryPanel';
import { EventForm, eventKindLabels, type EventKind } from './EventForm';
import { eventText, matchStateText } from './eventText';
import { matchdayQueries, setLiveUpdate } from './matchdayQueries';
import { actionForKey, shortcuts } from './shortcuts';
import { refusalOf } from '../../../../studio/refusal';
import { useStudioApi } from '../../../../studio/studioApi';

const whistleLabels: Record<MatchWhistle, string> = {
  'kick-off': 'Kick-off',
  'half-time': 'Half-time',
  'second-half': 'Second half',
  'full-time': 'Full time',
};

/** Which whistle the match is waiting for, if any: the console offers that one. */
function whistleAllowed(centre: StudioConsoleMatch, whistle: MatchWhistle): boolean {
  const { match, live } = centre;
  switch (whistle) {
    case 'kick-off':
      return match.status === 'scheduled';
    case 'half-time':
      return match.status === 'live' && live?.period === 'first-half';
    case 'second-half':
      return match.status === 'live' && live?.period === 'half-time';
    case 'full-time':
      return match.status === 'live' && live?.period === 'second-half';
    default:
      return whistle satisfies never;
  }
}

/** A shortcut as the button shows it (hidden from screen readers, which get `aria-keyshortcuts`). */
function Key({ keys }: { keys: string }) {
  return (
    <kbd className={styles.kbd} aria-hidden="true">
      {keys}
    </kbd>
  );
}

/**
 * The live console of one match: its score and clock (read again every few seconds, and set at once
 * from each change's answer), the whistles, the events with their pickers, and undo. Every change goes
 * through the platform's one live path, so every open page hears it over the live stream.
 */
export function LiveConsole({ matchId }: { matchId: number }) {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  const { data: centre, status } = useQuery(matchdayQueries.match(studio, matchId));
  const [open, setOpen] = useState<EventKind | null>(null);
  const [said, setSaid] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onChanged = (update: Parameters<typeof setLiveUpdate>[1], sentence: string) => {
    setLiveUpdate(queryClient, update);
    setError(null);
    setSaid(update.announcement ?? sentence);
  };
  const onRefused = (failure: unknown) => {
    setError(refusalOf(failure, 'The platform could not be reached. Try again.'));
    void queryClient.invalidateQueries({ queryKey: matchdayQueries.match(studio, matchId).queryKey });
  };

  const record = useMutation({
    mutationFn: (event: MatchEvent) => studio.matchday.recordEvent(matchId, event),
    onSuccess: (update) => {
      setOpen(null);
      onChanged(update, 'Event recorded.');
    },
    onError: onRefused,
  });
  const remove = useMutation({
    mutationFn: ({ index, event }: { index: number; event: MatchEvent }) => studio.matchday.removeEvent(matchId, index, event),
    onSuccess: (update) => onChanged(update, 'Event removed.'),
    onError: onRefused,
  });
  const whistle = useMutation({
    mutationFn: (kind: MatchWhistle) => studio.matchday.whistle(matchId, kind),
    onSuccess: (update) => onChanged(update, 'Whistle recorded.'),
    onError: onRefused,
  });
  const unblow = useMutation({
    mutationFn: (kind: MatchWhistle) => studio.matchday.undoWhistle(matchId, kind),
    onSuccess: (update) => onChanged(update, 'Whistle taken back.'),
    onError: onRefused,
  });
  const busy = record.isPending || remove.isPending || whistle.isPending || unblow.isPending;
  const lastWhistle = centre?.lastWhistle ?? null;

  const live = centre?.match.status === 'live';
  const canRecord = live && centre.lineups !== null;
  const lastIndex = (centre?.events.length ?? 0) - 1;

  const undo = () => {
    const event = centre?.events[lastIndex];
    if (!centre || !event || busy || !live) return;
    remove.mutate({ index: lastIndex, event });
  };
  const undoWhistle = () => {
    if (!lastWhistle || busy) return;
    unblow.mutate(lastWhistle);
  };
  const blow = (kind: MatchWhistle) => {
    if (!centre || busy || !whistleAllowed(centre, kind)) return;
    whistle.mutate(kind);
  };
  const openForm = (kind: EventKind) => {
    if (!canRecord) return;
    setError(null);
    setOpen(kind);
  };

  // The console's keys, for the whole page while it is open (not while typing in a field).
  const handlers = useRef({ undo, undoWhistle, blow, openForm });
  handlers.current = { undo, undoWhistle, blow, openForm };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = actionForKey(event);
      if (!action) return;
      event.preventDefault();
      if (action.kind === 'undo') handlers.current.undo();
      else if (action.kind === 'undo-whistle') handlers.current.undoWhistle();
      else if (action.kind === 'whistle') handlers.current.blow(action.whistle);
      else handlers.current.openForm(action.type);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  if (status === 'pending') return <Loader label="Loading the match" />;
  if (status === 'error') return <Text tone="critical">The match could not be loaded. Reload the page to try again.</Text>;

  const { match } = centre;
  const score = match.score ?? { home: 0, away: 0 };
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="console-match">
        <Heading level={3} as="h2" id="console-match">
          <span className={styles.scoreboard}>
            <span className={styles.side}>{match.home.name}</span>
            <span className={styles.score} aria-label={`Score: ${match.home.name} ${score.home}, ${match.away.name} ${score.away}`}>
              {score.home} – {score.away}
            </span>
            <span className={styles.side}>{match.away.name}</span>
          </span>
        </Heading>
        <p className={styles.state}>
          {matchStateText(match, centre.live)} · {match.competition.name}, {match.round}
          {centre.source === 'simulation' ? ' · played by the demo until staff record an event' : ''}
        </p>
        <p className={styles.status} role="status">
          {said}
        </p>
        <FormAlert message={error} />
        <div className={styles.buttonRow}>
          <Button size="small" variant="ghost-dark" href={`/matchday/lineups?match=${match.id}`}>
            {centre.lineups ? 'Edit the line-ups' : 'Set the line-ups'}
          </Button>
        </div>
      </section>

      <div className={styles.controls}>
        <section className={styles.panel} aria-labelledby="console-whistles">
          <Heading level={3} as="h2" id="console-whistles">
            Whistles
          </Heading>
          <div className={styles.buttonRow}>
            {(['kick-off', 'half-time', 'second-half', 'full-time'] as const).map((kind) => (
              <ConsoleButton
                key={kind}
                keys={shortcuts[kind]}
                disabled={!whistleAllowed(centre, kind) || busy}
                onClick={() => blow(kind)}
                variant="ghost-dark"
              >
                {whistleLabels[kind]}
              </ConsoleButton>
            ))}
          </div>
          <div className={styles.buttonRow}>
            <ConsoleButton keys={shortcuts.undoWhistle} variant="ghost-dark" disabled={!lastWhistle || busy} onClick={undoWhistle}>
              {lastWhistle ? `Undo ${whistleLabels[lastWhistle].toLowerCase()}` : 'Undo whistle'}
            </ConsoleButton>
          </div>
          {match.status === 'scheduled' && <p className={styles.hint}>Kick-off starts the match clock now; the fixture keeps its time.</p>}
        </section>

        <section className={styles.panel} aria-labelledby="console-events">
          <Heading level={3} as="h2" id="console-events">
            Record
          </Heading>
          <div className={styles.buttonRow}>
            {(['goal', 'yellow', 'red', 'substitution'] as const).map((kind) => (
              <ConsoleButton
                key={kind}
                keys={shortcuts[kind]}
                disabled={!canRecord || busy}
                onClick={() => openForm(kind)}
                aria-expanded={open === kind}
              >
                {eventKindLabels[kind]}
              </ConsoleButton>
            ))}
          </div>
          {!live && <p className={styles.hint}>Events can be recorded while the match is live.</p>}
          {!centre.lineups && <p className={styles.hint}>This match has no line-ups yet, so there is nobody to pick: set them first.</p>}
          {open && canRecord && (
            <EventForm key={open} kind={open} centre={centre} pending={record.isPending} onRecord={(event) => record.mutate(event)} onCancel={() => setOpen(null)} />
          )}
        </section>
      </div>

      <CommentaryPanel centre={centre} onChanged={onChanged} onRefused={onRefused} />

      <section className={styles.panel} aria-labelledby="console-list">
        <div className={styles.top}>
          <Heading level={3} as="h2" id="console-list">
            Events
          </Heading>
          <ConsoleButton keys={shortcuts.undo} variant="ghost-dark" disabled={!live || lastIndex < 0 || busy} onClick={undo}>
            Undo last event
          </ConsoleButton>
        </div>
        {centre.events.length === 0 ? (
          <Text>No events yet.</Text>
        ) : (
          <ol className={styles.eventList} aria-label="Match events">
            {centre.events.map((event, index) => {
              const text = eventText(match, event);
              return (
                // The list changes only by whole updates; an index with its text is stable between them.
                <li key={`${index}-${text}`} className={styles.eventRow}>
                  <span className={styles.eventLine}>{text}</span>
                  {live && (
                    <Button size="small" variant="ghost-dark" aria-label={`Remove: ${text}`} aria-disabled={busy || undefined} onClick={() => !busy && remove.mutate({ index, event })}>
                      Remove
                    </Button>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}

function ConsoleButton({
  keys,
  disabled,
  onClick,
  children,
  variant,
  ...aria
}: {
  keys: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
  variant?: 'primary-dark' | 'ghost-dark';
  'aria-expanded'?: boolean;
}) {
  return (
    <Button variant={variant ?? 'primary-dark'} aria-keyshortcuts={keys} disabled={disabled} onClick={onClick} {...aria}>
      {children}
      <Key keys={keys} />
    </Button>
  );
}
