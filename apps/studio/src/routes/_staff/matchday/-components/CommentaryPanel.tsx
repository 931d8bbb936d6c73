import { commentaryMaxLength, type LiveMatchUpdate, type StudioCommentaryBody, type StudioCommentaryLine, type StudioConsoleMatch } from '@club/api-client';
import { Button, Heading, Text } from '@club/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useStudioApi } from '../../../../studio/studioApi';
import { type CommentaryDraft, type CommentaryProblems, freshDraft, lineMinute, lineWhen, readDraft } from './commentaryDraft';
import * as styles from './console.css';
import * as fields from './fixtures.css';

/**
 * The club's voice on match day (issue 31): staff write a line at a minute, and every open match centre
 * shows it within the live stream's latency; whoever wrote a line may change or remove it (audited on
 * the platform). Changes answer the match's new state, which the console takes as any other change.
 */
export function CommentaryPanel({
  centre,
  onChanged,
  onRefused,
}: {
  centre: StudioConsoleMatch;
  onChanged: (update: LiveMatchUpdate, sentence: string) => void;
  onRefused: (failure: unknown) => void;
}) {
  const studio = useStudioApi();
  const matchId = centre.match.id;
  const [draft, setDraft] = useState<CommentaryDraft>(() => freshDraft(centre.live));
  const [problems, setProblems] = useState<CommentaryProblems>({});
  const [editing, setEditing] = useState<{ id: number; draft: CommentaryDraft; problems: CommentaryProblems } | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  // A line closed after changing it gives the focus back to its Edit button, once that is rendered again.
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const focusEditOf = useRef<number | null>(null);
  useEffect(() => {
    if (focusEditOf.current === null || editing) return;
    editButtons.current.get(focusEditOf.current)?.focus();
    focusEditOf.current = null;
  });
  const closeEditing = (id: number) => {
    focusEditOf.current = id;
    setEditing(null);
  };

  const add = useMutation({
    mutationFn: (body: StudioCommentaryBody) => studio.matchday.addCommentary(matchId, body),
    onSuccess: (update) => {
      // The next line starts at the match's minute again, in the same box.
      setDraft(freshDraft(update.live));
      onChanged(update, 'Line published.');
      textRef.current?.focus();
    },
    onError: onRefused,
  });
  const edit = useMutation({
    mutationFn: ({ id, body }: { id: number; body: StudioCommentaryBody }) => studio.matchday.editCommentary(matchId, id, body),
    onSuccess: (update, { id }) => {
      closeEditing(id);
      onChanged(update, 'Line changed.');
    },
    onError: onRefused,
  });
  const remove = useMutation({
    mutationFn: (id: number) => studio.matchday.removeCommentary(matchId, id),
    onSuccess: (update) => {
      onChanged(update, 'Line removed.');
      // The removed line's buttons are gone: the focus goes to the box for the next line, as after publishing.
      textRef.current?.focus();
    },
    onError: onRefused,
  });
  const busy = add.isPending || edit.isPending || remove.isPending;

  const publish = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const read = readDraft(draft);
    setProblems(read.problems ?? {});
    if (read.body) add.mutate(read.body);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!editing || busy) return;
    const read = readDraft(editing.draft);
    if (read.body) edit.mutate({ id: editing.id, body: read.body });
    else setEditing({ ...editing, problems: read.problems });
  };

  return (
    <section className={styles.panel} aria-labelledby="console-commentary">
      <Heading level={3} as="h2" id="console-commentary">
        Live commentary
      </Heading>
      <form className={styles.form} onSubmit={publish} noValidate aria-label="Write a line">
        <LineFields draft={draft} problems={problems} onChange={setDraft} textRef={textRef} hintId={hintId} />
        <div className={styles.buttonRow}>
          <Button type="submit" variant="primary-dark" disabled={busy}>
            Publish line
          </Button>
        </div>
        <p id={hintId} className={styles.hint}>
          Enter publishes; every open match centre shows the line at once. Shift+Enter starts a new line of text.
        </p>
      </form>
      {centre.commentary.length === 0 ? (
        <Text>No commentary yet.</Text>
      ) : (
        <ol className={styles.eventList} aria-label="Commentary, newest first">
          {centre.commentary.map((line) =>
            editing?.id === line.id ? (
              <li key={line.id} className={styles.eventRow}>
                <form className={styles.form} onSubmit={save} noValidate aria-label={`Change the line at ${lineMinute(line)}`}>
                  <LineFields
                    draft={editing.draft}
                    problems={editing.problems}
                    onChange={(next) => setEditing({ ...editing, draft: next })}
                    autoFocus
                  />
                  <div className={styles.buttonRow}>
                    <Button type="submit" size="small" variant="primary-dark" disabled={busy}>
                      Save line
                    </Button>
                    <Button size="small" variant="ghost-dark" onClick={() => closeEditing(line.id)}>
                      Cancel
                    </Button>
                  </div>
                </form>
              </li>
            ) : (
              <CommentaryItem
                key={line.id}
                line={line}
                busy={busy}
                editRef={(button) => {
                  if (button) editButtons.current.set(line.id, button);
                  else editButtons.current.delete(line.id);
                }}
                onEdit={() => setEditing({ id: line.id, draft: { when: lineWhen(line), text: line.text }, problems: {} })}
                onRemove={() => remove.mutate(line.id)}
              />
            ),
          )}
        </ol>
      )}
    </section>
  );
}

function CommentaryItem({
  line,
  busy,
  editRef,
  onEdit,
  onRemove,
}: {
  line: StudioCommentaryLine;
  busy: boolean;
  editRef: Ref<HTMLButtonElement>;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const said = `${lineMinute(line)} ${line.text}`;
  return (
    <li className={styles.eventRow}>
      <span className={styles.eventLine}>
        <strong>{lineMinute(line)}</strong> {line.text}
        <span className={styles.hint}>{` · ${line.by ?? 'the demo match'}${line.edited ? ' · edited' : ''}`}</span>
      </span>
      {line.mine && (
        <span className={styles.buttonRow}>
          <Button size="small" variant="ghost-dark" aria-label={`Edit: ${said}`} ref={editRef} onClick={onEdit}>
            Edit
          </Button>
          <Button size="small" variant="ghost-dark" aria-label={`Remove: ${said}`} aria-disabled={busy || undefined} onClick={() => !busy && onRemove()}>
            Remove
          </Button>
        </span>
      )}
    </li>
  );
}

function LineFields({
  draft,
  problems,
  onChange,
  textRef,
  hintId,
  autoFocus,
}: {
  draft: CommentaryDraft;
  problems: CommentaryProblems;
  onChange: (draft: CommentaryDraft) => void;
  textRef?: Ref<HTMLTextAreaElement>;
  /** The form's hint on what Enter does, read with the line. */
  hintId?: string;
  autoFocus?: boolean;
}) {
  const id = useId();
  const left = commentaryMaxLength - draft.text.trim().length;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };
  const describedBy = (name: keyof CommentaryDraft, extra?: string) => [problems[name] ? `${id}-${name}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.fields}>
      <div className={fields.field}>
        <label className={fields.label} htmlFor={`${id}-when`}>
          Match time
        </label>
        <span id={`${id}-when-hint`} className={styles.hint}>
          e.g. 23, or 90+2 in added time
        </span>
        <input
          id={`${id}-when`}
          className={`${fields.input} ${fields.goals}`}
          value={draft.when}
          onChange={(event) => onChange({ ...draft, when: event.target.value })}
          aria-invalid={problems.when ? true : undefined}
          aria-describedby={describedBy('when', `${id}-when-hint`)}
        />
        {problems.when && (
          <span className={fields.error} id={`${id}-when-error`}>
            {problems.when}
          </span>
        )}
      </div>
      <div className={`${fields.field} ${fields.wide}`}>
        <label className={fields.label} htmlFor={`${id}-text`}>
          Line
        </label>
        <textarea
          id={`${id}-text`}
          ref={textRef}
          className={`${fields.input} ${styles.lineText}`}
          rows={2}
          value={draft.text}
          onChange={(event) => onChange({ ...draft, text: event.target.value })}
          onKeyDown={onKeyDown}
          aria-invalid={problems.text ? true : undefined}
          aria-describedby={describedBy('text', [`${id}-left`, hintId].filter(Boolean).join(' '))}
          // Opening a line to change it puts the caret in it.
          autoFocus={autoFocus}
        />
        <span id={`${id}-left`} className={styles.hint}>
          {left >= 0 ? `${left} characters left` : `${-left} characters too many`}
        </span>
        {problems.text && (
          <span className={fields.error} id={`${id}-text-error`}>
            {problems.text}
          </span>
        )}
      </div>
    </div>
  );
}
