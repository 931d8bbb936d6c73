import { Button, Loader, Select, VisuallyHidden } from '@club/ui';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmQuestion } from '../ConfirmQuestion';
import { FormAlert } from '../FormAlert';
import { refusalOf } from '../refusal';
import { useConfirmStep } from '../useConfirmStep';
import * as desk from '../desk/desk.css';
import * as styles from './HistoryPanel.css';
import { compareTexts, type ComparedField, type ComparedTexts } from './revisionDiff';

/** One entry of a history as the platform answers it (an article's, a page's). */
export type HistoryEntry = { id: number; version: number };

/** A query the panel runs: its key (from `studioKeys`) and what fetches it. */
export type HistoryQuery<T> = { queryKey: QueryKey; queryFn: () => Promise<T> };

export type HistoryPanelProps<Entry extends HistoryEntry, Revision, Restored extends { version: number }> = {
  /** The version the editor holds: the current entry's, and the one a restore is checked against. */
  version: number;
  /** What the history is of, in its sentences: 'article', 'page'. */
  noun: string;
  /** What a restore brings back, as the question says it: 'Its title, summary and body'. */
  restoring: string;
  /** Whether a restore is on the club site at once (a draft's is not). */
  live: boolean;
  /** Unsaved changes in the form: a restore replaces them, and the question says so. */
  dirty: boolean;
  /** A conflict: nothing is restored over someone else's save until the editor loads theirs. */
  blocked: boolean;
  /** The history, newest first (every save and restore adds to it). */
  history: HistoryQuery<{ items: Entry[]; total: number }>;
  /** One revision (it never changes once kept). */
  revision: (revisionId: number) => HistoryQuery<Revision>;
  /** Brings the entry's revision back as a new save, from `version`. */
  restore: (entry: Entry) => Promise<Restored>;
  /** An entry's line: what happened, who and when; what it changed. */
  describe: (entry: Entry) => { title: string; changed: string };
  /** The fields two revisions are compared on, in order, and each revision's texts of them. */
  compared: readonly ComparedField[];
  textsOf: (revision: Revision) => ComparedTexts;
  /** After a restore: the stored thing as it is now (the caller's caches and form start again from it). */
  onRestored: (restored: Restored) => void;
};

/**
 * A history (issue 28), the newsroom's and the content pages' alike: every save, newest first, with who
 * made it, when and which fields it changed; two versions compared word by word; and "Restore this
 * version", asked once more in words (a restore is a save: the version moves on and the history keeps
 * what was there). What differs between an article and a page comes in as props.
 */
export function HistoryPanel<Entry extends HistoryEntry, Revision, Restored extends { version: number }>(props: HistoryPanelProps<Entry, Revision, Restored>) {
  const { version, noun, restoring, live, dirty, blocked, describe, onRestored } = props;
  const queryClient = useQueryClient();
  const id = useId();
  const history = useQuery({ ...props.history, staleTime: 10_000 });
  const items = history.data?.items ?? [];
  const [asked, setAsked] = useState<Entry | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const step = useConfirmStep<HTMLParagraphElement>();

  const restore = useMutation({
    mutationFn: (revision: Entry) => props.restore(revision),
    onSuccess: (restored, revision) => {
      void queryClient.invalidateQueries({ queryKey: props.history.queryKey });
      setDone(`Version ${revision.version} restored. The ${noun} is now version ${restored.version}.`);
      setAsked(null);
      step.keep();
      onRestored(restored);
    },
    onError: (error) => setRefusal(refusalOf(error, 'The version could not be restored. Check your connection and try again.')),
  });

  const ask = (revision: Entry) => {
    setRefusal(null);
    setDone('');
    setAsked(revision);
    step.ask();
  };

  const question = (revision: Entry) =>
    `Restore version ${revision.version}? ${restoring} replace what the ${noun} holds now` +
    `${live ? ', on the club site at once' : ''}. What is there now stays in the history.` +
    (dirty ? ' Your unsaved changes will be lost.' : '');

  return (
    <section className={desk.panel} aria-labelledby={`${id}-title`}>
      <h2 className={desk.panelTitle} id={`${id}-title`}>
        History
      </h2>
      <p className={desk.hint} role="status">
        {done}
      </p>
      {history.isPending && <Loader label="Loading the history" labelVisibility="visible" />}
      {history.isError && <p className={desk.error}>{refusalOf(history.error, 'The history could not be loaded. Check your connection and try again.')}</p>}
      {history.data && history.data.total > items.length && (
        <p className={desk.hint}>{`The latest ${items.length} of ${history.data.total} versions.`}</p>
      )}
      {items.length > 0 && (
        <ol className={styles.revisionList} aria-label="Versions, newest first">
          {items.map((revision) => {
            const line = describe(revision);
            const current = revision.version === version;
            const asking = step.asking && asked?.id === revision.id;
            return (
              <li key={revision.id} className={styles.revisionItem} onKeyDown={asking ? step.onKeyDown : undefined}>
                <p className={styles.revisionTitle} id={`${id}-version-${revision.id}`}>
                  {line.title}
                  {current && ' (current)'}
                </p>
                <p className={desk.hint}>{line.changed}</p>
                {!current &&
                  (asking ? (
                    <ConfirmQuestion
                      step={step}
                      question={question(revision)}
                      yes="Yes, restore this version"
                      keep="Keep the current version"
                      working={restore.isPending}
                      onYes={() => restore.mutate(revision)}
                      onKeep={() => setRefusal(null)}
                    />
                  ) : (
                    <div className={desk.actions}>
                      <Button
                        ref={asked?.id === revision.id ? step.opener : undefined}
                        variant="ghost-dark"
                        size="small"
                        onClick={() => !blocked && ask(revision)}
                        aria-disabled={blocked || undefined}
                        aria-describedby={`${id}-version-${revision.id}`}
                      >
                        Restore this version
                      </Button>
                    </div>
                  ))}
              </li>
            );
          })}
        </ol>
      )}
      <FormAlert message={refusal} />
      {items.length > 1 && <Compare items={items} revision={props.revision} describe={describe} compared={props.compared} textsOf={props.textsOf} />}
    </section>
  );
}

/** Two versions side by side in words: the older's removed runs struck through, the newer's added ones underlined. */
function Compare<Entry extends HistoryEntry, Revision>({
  items,
  revision,
  describe,
  compared,
  textsOf,
}: { items: readonly Entry[] } & Pick<HistoryPanelProps<Entry, Revision, { version: number }>, 'revision' | 'describe' | 'compared' | 'textsOf'>) {
  const id = useId();
  // The newest two until the editor chooses (a save or a restore moves them on); a choice stays while listed.
  const [chosen, setChosen] = useState<{ older?: string; newer?: string }>({});
  const listed = (value: string | undefined) => (value !== undefined && items.some((item) => String(item.id) === value) ? value : undefined);
  const olderId = listed(chosen.older) ?? String(items[1]!.id);
  const newerId = listed(chosen.newer) ?? String(items[0]!.id);
  const options = items.map((entry) => ({ value: String(entry.id), label: describe(entry).title }));
  const older = useQuery({ ...revision(Number(olderId)), staleTime: Infinity });
  const newer = useQuery({ ...revision(Number(newerId)), staleTime: Infinity });
  const comparison = older.data && newer.data ? compareTexts(compared, textsOf(older.data), textsOf(newer.data)) : null;

  return (
    <section className={desk.field} aria-labelledby={`${id}-compare`}>
      <h3 className={desk.label} id={`${id}-compare`}>
        Compare two versions
      </h3>
      <div className={styles.compareChoices}>
        <Select label="Older version" name="older" options={options} value={olderId} onChange={(value) => setChosen((previous) => ({ ...previous, older: value }))} />
        <Select label="Newer version" name="newer" options={options} value={newerId} onChange={(value) => setChosen((previous) => ({ ...previous, newer: value }))} />
      </div>
      {(older.isError || newer.isError) && <p className={desk.error}>The versions could not be loaded. Check your connection and try again.</p>}
      {comparison && (
        <div className={styles.differences} aria-label="Differences" role="group">
          {comparison.map((field) => (
            <div key={field.field} className={desk.field}>
              <h4 className={desk.label}>{field.changed ? field.label : `${field.label} (no change)`}</h4>
              <p className={styles.diffText}>
                {field.parts.length === 0 && <span className={desk.hint}>Empty in both.</span>}
                {field.parts.map((part, index) =>
                  part.kind === 'same' ? (
                    <span key={index}>{part.text}</span>
                  ) : part.kind === 'removed' ? (
                    <del key={index} className={styles.diffRemoved}>
                      <VisuallyHidden>[removed: </VisuallyHidden>
                      {part.text}
                      <VisuallyHidden>]</VisuallyHidden>
                    </del>
                  ) : (
                    <ins key={index} className={styles.diffAdded}>
                      <VisuallyHidden>[added: </VisuallyHidden>
                      {part.text}
                      <VisuallyHidden>]</VisuallyHidden>
                    </ins>
                  ),
                )}
              </p>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
