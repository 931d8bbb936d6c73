import type { StudioArticle, StudioRevision, StudioRevisionSummary } from '@club/api-client';
import { Button, Loader, Select, VisuallyHidden } from '@club/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmQuestion } from '../../../../studio/ConfirmQuestion';
import { FormAlert } from '../../../../studio/FormAlert';
import { studioQueries } from '../../../../studio/queries';
import { studioKeys } from '../../../../studio/queryKeys';
import { refusalOf } from '../../../../studio/refusal';
import { useStudioApi } from '../../../../studio/studioApi';
import { useConfirmStep } from '../../../../studio/useConfirmStep';
import * as desk from '../../../../studio/desk/desk.css';
import * as styles from './ArticleEditor.css';
import { compareTexts, describeRevision, type ComparedTexts } from './revisionDiff';

export type HistoryPanelProps = {
  article: StudioArticle;
  /** Unsaved changes in the form: a restore replaces them, and the question says so. */
  dirty: boolean;
  /** A conflict: nothing is restored over someone else's save until the editor loads theirs. */
  blocked: boolean;
  onRestored: (article: StudioArticle) => void;
};

const textsOf = (revision: StudioRevision): ComparedTexts => ({
  title: revision.fields.title,
  standfirst: revision.fields.standfirst,
  body: revision.bodyText,
});

/**
 * An article's history (issue 28): every save, newest first, with who made it, when and which fields it
 * changed; two versions compared word by word; and "Restore this version", asked once more in words
 * (a restore is a save: the article's version moves on and the history keeps what was there).
 */
export function HistoryPanel({ article, dirty, blocked, onRestored }: HistoryPanelProps) {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  const id = useId();
  const history = useQuery(studioQueries.revisions(studio, article.id));
  const items = history.data?.items ?? [];
  const [asked, setAsked] = useState<StudioRevisionSummary | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const step = useConfirmStep<HTMLParagraphElement>();

  const restore = useMutation({
    mutationFn: (revision: StudioRevisionSummary) => studio.restore(article.id, revision.id, { version: article.version }),
    onSuccess: (restored, revision) => {
      queryClient.setQueryData(studioKeys.article(restored.id), restored);
      void queryClient.invalidateQueries({ queryKey: studioKeys.articles });
      void queryClient.invalidateQueries({ queryKey: studioKeys.revisions(restored.id) });
      setDone(`Version ${revision.version} restored. The article is now version ${restored.version}.`);
      setAsked(null);
      step.keep();
      onRestored(restored);
    },
    onError: (error) => setRefusal(refusalOf(error, 'The version could not be restored. Check your connection and try again.')),
  });

  const ask = (revision: StudioRevisionSummary) => {
    setRefusal(null);
    setDone('');
    setAsked(revision);
    step.ask();
  };

  const live = article.status !== 'draft';
  const question = (revision: StudioRevisionSummary) =>
    `Restore version ${revision.version}? Its title, standfirst, body and other fields replace what the article holds now` +
    `${live ? ', on the club site at once' : ''}. What is there now stays in the history.` +
    (dirty ? ' Your unsaved changes will be lost.' : '');

  return (
    <section className={styles.history} aria-labelledby={`${id}-title`}>
      <h2 className={styles.panelTitle} id={`${id}-title`}>
        History
      </h2>
      <p className={styles.hint} role="status">
        {done}
      </p>
      {history.isPending && <Loader label="Loading the history" labelVisibility="visible" />}
      {history.isError && <p className={styles.error}>{refusalOf(history.error, 'The history could not be loaded. Check your connection and try again.')}</p>}
      {history.data && history.data.total > items.length && (
        <p className={styles.hint}>{`The latest ${items.length} of ${history.data.total} versions.`}</p>
      )}
      {items.length > 0 && (
        <ol className={styles.revisionList} aria-label="Versions, newest first">
          {items.map((revision) => {
            const line = describeRevision(revision);
            const current = revision.version === article.version;
            const asking = step.asking && asked?.id === revision.id;
            return (
              <li key={revision.id} className={styles.revisionItem} onKeyDown={asking ? step.onKeyDown : undefined}>
                <p className={styles.revisionTitle} id={`${id}-version-${revision.id}`}>
                  {line.title}
                  {current && ' (current)'}
                </p>
                <p className={styles.hint}>{line.changed}</p>
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
      {items.length > 1 && <Compare article={article} items={items} />}
    </section>
  );
}

/** Two versions side by side in words: the older's removed runs struck through, the newer's added ones underlined. */
function Compare({ article, items }: { article: StudioArticle; items: readonly StudioRevisionSummary[] }) {
  const studio = useStudioApi();
  const id = useId();
  // The newest two until the editor chooses (a save or a restore moves them on); a choice stays while listed.
  const [chosen, setChosen] = useState<{ older?: string; newer?: string }>({});
  const listed = (value: string | undefined) => (value !== undefined && items.some((item) => String(item.id) === value) ? value : undefined);
  const olderId = listed(chosen.older) ?? String(items[1]!.id);
  const newerId = listed(chosen.newer) ?? String(items[0]!.id);
  const options = items.map((revision) => ({ value: String(revision.id), label: describeRevision(revision).title }));
  const older = useQuery(studioQueries.revision(studio, article.id, Number(olderId)));
  const newer = useQuery(studioQueries.revision(studio, article.id, Number(newerId)));
  const comparison = older.data && newer.data ? compareTexts(textsOf(older.data), textsOf(newer.data)) : null;

  return (
    <section className={styles.field} aria-labelledby={`${id}-compare`}>
      <h3 className={styles.label} id={`${id}-compare`}>
        Compare two versions
      </h3>
      <div className={styles.compareChoices}>
        <Select label="Older version" name="older" options={options} value={olderId} onChange={(value) => setChosen((previous) => ({ ...previous, older: value }))} />
        <Select label="Newer version" name="newer" options={options} value={newerId} onChange={(value) => setChosen((previous) => ({ ...previous, newer: value }))} />
      </div>
      {(older.isError || newer.isError) && <p className={styles.error}>The versions could not be loaded. Check your connection and try again.</p>}
      {comparison && (
        <div aria-label="Differences" role="group">
          {comparison.map((field) => (
            <div key={field.field} className={styles.field}>
              <h4 className={styles.label}>{field.changed ? field.label : `${field.label} (no change)`}</h4>
              <p className={styles.diffText}>
                {field.parts.length === 0 && <span className={styles.hint}>Empty in both.</span>}
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
