import {
  type LineupFormation,
  type LineupRole,
  type StudioLineups,
  type StudioSquadPlayer,
  formationSlots,
  lineupFormations,
  lineupMaxSubstitutes,
  studioLineupsBodySchema,
} from '@club/api-client';
import { Button, Heading, Loader, Select, Text, TextField, formatKickOff } from '@club/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import * as styles from './console.css';
import * as lineupStyles from './lineups.css';
import { type RowDraft, type SideDraft, draftsOf, newSubstitute, sideOf, withFormation } from './lineupDraft';
import { matchdayQueries } from './matchdayQueries';
import { refusalOf } from '../../../../studio/refusal';
import { studioKeys } from '../../../../studio/queryKeys';
import { type StudioApi, useStudioApi } from '../../../../studio/studioApi';

type Side = 'home' | 'away';
const roles: LineupRole[] = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'];
const squadLabel = (player: StudioSquadPlayer) => `${player.shirtNumber} ${player.name} (${player.position})`;

/**
 * Both sides' line-ups of one match: a formation, the starting XI in its places, a captain and the
 * substitutes. The club's side is chosen from its squad, the opponents typed. Every control is a native
 * field or button, so the whole sheet is filled with the keyboard; the shared schema checks it before
 * it is sent, and the platform again (409 when someone saved since this was opened).
 */
export function LineupEditor({ matchId }: { matchId: number }) {
  const studio = useStudioApi();
  const { data, status } = useQuery(matchdayQueries.lineups(studio, matchId));
  // Outside the form, which starts afresh with each saved version: the sentence outlives the save.
  const [said, setSaid] = useState('');
  if (status === 'pending') return <Loader label="Loading the line-ups" />;
  if (status === 'error') return <Text tone="critical">The line-ups could not be loaded. Reload the page to try again.</Text>;
  return (
    <>
      <p className={styles.status} role="status">
        {said}
      </p>
      {/* A fresh form for each saved version: what is on screen is what was opened, until saved. */}
      <LineupForm key={data.version} data={data} onSaid={setSaid} />
    </>
  );
}

function LineupForm({ data, onSaid: setSaid }: { data: StudioLineups; onSaid: (sentence: string) => void }) {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  const { match, squad } = data;
  const [drafts, setDrafts] = useState(() => draftsOf(data));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: Parameters<StudioApi['matchday']['saveLineups']>[1]) => studio.matchday.saveLineups(match.id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(studioKeys.lineups(match.id), saved);
      void queryClient.invalidateQueries({ queryKey: studioKeys.match(match.id) });
      setSaid(`Line-ups saved (version ${saved.version}). The match centre shows them now.`);
    },
    onError: (failure) => setError(refusalOf(failure, 'The line-ups could not be saved. Try again.')),
  });
  const sideName = (side: Side) => (side === 'home' ? match.home.name : match.away.name);
  const ours = (side: Side) => match.homeAway === side;
  const update = (side: Side, change: (draft: SideDraft) => SideDraft) => setDrafts((previous) => ({ ...previous, [side]: change(previous[side]) }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaid('');
    const sides = { home: sideOf(drafts.home, ours('home'), squad), away: sideOf(drafts.away, ours('away'), squad) };
    for (const side of ['home', 'away'] as const) {
      const built = sides[side];
      if (typeof built === 'string') return setError(`${sideName(side)}: ${built}`);
    }
    const parsed = studioLineupsBodySchema.safeParse({ version: data.version, ...sides });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const side = issue?.path[0] === 'away' ? 'away' : 'home';
      return setError(`${sideName(side)}: ${issue?.message ?? 'Check the line-up and try again.'}`);
    }
    setError(null);
    save.mutate(parsed.data);
  };

  return (
    <form className={styles.page} onSubmit={submit} aria-label="Line-ups" noValidate>
      <p className={styles.state}>
        {`${match.home.name} v ${match.away.name} · ${match.competition.name}, ${match.round} · ${match.kickOffLocal.date} ${match.kickOffLocal.time}`}
      </p>
      <FormAlert message={error} />
      {!data.editable && <Text>This match is over or postponed: its line-ups can no longer change.</Text>}
      <div className={lineupStyles.sides}>
        {(['home', 'away'] as const).map((side) => (
          <SideForm
            key={side}
            side={side}
            name={sideName(side)}
            ours={ours(side)}
            squad={squad}
            draft={drafts[side]}
            onChange={(change) => update(side, change)}
          />
        ))}
      </div>
      {data.updatedBy && (
        <p className={styles.hint}>
          Last saved by {data.updatedBy}
          {data.updatedAt ? ` at ${formatKickOff(data.updatedAt)}` : ''}.
        </p>
      )}
      <div className={styles.buttonRow}>
        <Button type="submit" aria-disabled={save.isPending || !data.editable || undefined}>
          {save.isPending ? 'Saving…' : 'Save line-ups'}
        </Button>
        <Button variant="ghost-dark" href={`/matchday?match=${match.id}`}>
          Back to the console
        </Button>
      </div>
    </form>
  );
}

function SideForm({
  side,
  name,
  ours,
  squad,
  draft,
  onChange,
}: {
  side: Side;
  name: string;
  ours: boolean;
  squad: readonly StudioSquadPlayer[];
  draft: SideDraft;
  onChange: (change: (draft: SideDraft) => SideDraft) => void;
}) {
  const slots = formationSlots(draft.formation);
  const headingId = `lineup-${side}`;
  const squadOptions = squad.map((player) => ({ value: player.playerId, label: squadLabel(player) }));
  const setStarter = (index: number, row: Partial<RowDraft>) =>
    onChange((previous) => ({ ...previous, starters: previous.starters.map((entry, at) => (at === index ? { ...entry, ...row } : entry)) }));
  const setSub = (index: number, row: Partial<RowDraft>) =>
    onChange((previous) => ({ ...previous, substitutes: previous.substitutes.map((entry, at) => (at === index ? { ...entry, ...row } : entry)) }));

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading level={3} as="h2" id={headingId}>
        {`${name} (${side})`}
      </Heading>
      {!ours && <p className={styles.hint}>The opponents are typed: number and name.</p>}
      <Select
        label={`Formation of ${name}`}
        name={`${side}-formation`}
        value={draft.formation}
        options={lineupFormations.map((formation) => ({ value: formation, label: formation }))}
        onChange={(value) => onChange((previous) => withFormation(previous, value as LineupFormation))}
      />
      <fieldset className={lineupStyles.group}>
        <legend className={lineupStyles.legend}>{`${name} starting XI`}</legend>
        {slots.map((slot, index) => {
          const row = draft.starters[index];
          const label = `${slot.label} (${name})`;
          return ours ? (
            <Select
              key={index}
              label={label}
              name={`${side}-starter-${index}`}
              value={row?.playerId ?? ''}
              placeholder="Choose a player"
              options={squadOptions}
              onChange={(playerId) => setStarter(index, { playerId })}
              {...(index === 0 ? { hint: 'One of the squad’s goalkeepers' } : {})}
            />
          ) : (
            <div key={index} className={lineupStyles.typedRow}>
              <TextField label={`${slot.label} number`} name={`${side}-starter-${index}-shirt`} value={row?.shirt ?? ''} onChange={(shirt) => setStarter(index, { shirt })} />
              <TextField label={label} name={`${side}-starter-${index}-name`} value={row?.name ?? ''} onChange={(value) => setStarter(index, { name: value })} />
            </div>
          );
        })}
      </fieldset>
      <Select
        label={`Captain of ${name}`}
        name={`${side}-captain`}
        value={draft.captain}
        options={[
          { value: '', label: 'No captain named' },
          ...slots.map((slot, index) => {
            const row = draft.starters[index];
            const who = ours ? squad.find((player) => player.playerId === row?.playerId)?.name : row?.name.trim();
            return { value: String(index), label: `${slot.label}${who ? `: ${who}` : ''}` };
          }),
        ]}
        onChange={(captain) => onChange((previous) => ({ ...previous, captain }))}
      />
      <fieldset className={lineupStyles.group}>
        <legend className={lineupStyles.legend}>{`${name} substitutes`}</legend>
        {draft.substitutes.length === 0 && <p className={styles.hint}>No substitutes named.</p>}
        {draft.substitutes.map((row, index) => (
          <div key={index} className={lineupStyles.subRow}>
            {ours ? (
              <Select
                label={`Substitute ${index + 1} (${name})`}
                name={`${side}-sub-${index}`}
                value={row.playerId}
                placeholder="Choose a player"
                options={squadOptions}
                onChange={(playerId) => setSub(index, { playerId })}
              />
            ) : (
              <div className={lineupStyles.group}>
                <div className={lineupStyles.typedRow}>
                  <TextField label={`Substitute ${index + 1} number`} name={`${side}-sub-${index}-shirt`} value={row.shirt} onChange={(shirt) => setSub(index, { shirt })} />
                  <TextField label={`Substitute ${index + 1} (${name})`} name={`${side}-sub-${index}-name`} value={row.name} onChange={(value) => setSub(index, { name: value })} />
                </div>
                <Select
                  label={`Substitute ${index + 1} position`}
                  name={`${side}-sub-${index}-position`}
                  value={row.position}
                  options={roles.map((role) => ({ value: role, label: role }))}
                  onChange={(position) => setSub(index, { position: roles.find((role) => role === position) ?? 'Midfielder' })}
                />
              </div>
            )}
            <Button
              size="small"
              variant="ghost-dark"
              aria-label={`Remove substitute ${index + 1} (${name})`}
              onClick={() => onChange((previous) => ({ ...previous, substitutes: previous.substitutes.filter((_, at) => at !== index) }))}
            >
              Remove
            </Button>
          </div>
        ))}
        {draft.substitutes.length < lineupMaxSubstitutes && (
          <div>
            <Button size="small" variant="ghost-dark" onClick={() => onChange((previous) => ({ ...previous, substitutes: [...previous.substitutes, newSubstitute()] }))}>
              {`Add a substitute (${name})`}
            </Button>
          </div>
        )}
      </fieldset>
    </section>
  );
}
