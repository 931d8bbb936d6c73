import { studioRelatedMax, type StudioArticleSummary } from '@club/api-client';
import { Button } from '@club/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { studioQueries } from '../../../../studio/queries';
import type { RelatedPick } from './articleForm';
import * as styles from './ArticleEditor.css';
import { useStudioApi } from '../../../../studio/studioApi';

/** How long the search must stay the same before the newsroom is asked. */
const searchDelayMs = 300;

export type RelatedFieldProps = {
  /** The articles chosen by hand, in order; null: picked automatically. */
  value: readonly RelatedPick[] | null;
  onChange: (next: RelatedPick[] | null) => void;
  /** The article being edited, never its own related article. */
  selfSlug: string;
};

/**
 * Related articles under the story on the club site: picked automatically (same team, tags and words),
 * or chosen by hand from the published articles, in order. Places left over are still filled
 * automatically, so a story never shows fewer than the page has room for.
 */
export function RelatedField({ value, onChange, selfSlug }: RelatedFieldProps) {
  const name = useId();
  const hintId = useId();
  const byHand = value !== null;
  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend className={styles.label}>Related articles</legend>
      <p className={styles.hint} id={hintId}>
        Shown under the article on the club site, {studioRelatedMax} in all.
      </p>
      <div className={styles.choices}>
        <label className={styles.choice}>
          <input type="radio" name={name} checked={!byHand} onChange={() => onChange(null)} />
          Picked automatically: same team and similar stories
        </label>
        <label className={styles.choice}>
          <input type="radio" name={name} checked={byHand} onChange={() => onChange(value ? [...value] : [])} />
          Chosen by hand
        </label>
      </div>
      {byHand && <ChosenByHand picks={value} onChange={onChange} selfSlug={selfSlug} />}
    </fieldset>
  );
}

function ChosenByHand({ picks, onChange, selfSlug }: { picks: readonly RelatedPick[]; onChange: (next: RelatedPick[]) => void; selfSlug: string }) {
  const studio = useStudioApi();
  const searchId = useId();
  const resultsId = useId();
  const [search, setSearch] = useState('');
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(search.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [search]);

  const full = picks.length >= studioRelatedMax;
  const { data, isFetching } = useQuery({
    ...studioQueries.articles(studio, { q: settled, status: 'published' }),
    enabled: settled.length >= 2 && !full,
  });
  const chosen = new Set(picks.map((pick) => pick.slug));
  const results = (data?.items ?? []).filter((item) => item.slug !== selfSlug && !chosen.has(item.slug)).slice(0, 6);

  const add = (item: StudioArticleSummary) => onChange([...picks, { slug: item.slug, title: item.title }]);
  const move = (index: number, by: -1 | 1) => {
    // At either end the button says it is disabled; a press there changes nothing.
    if (index + by < 0 || index + by >= picks.length) return;
    const next = [...picks];
    const [pick] = next.splice(index, 1);
    next.splice(index + by, 0, pick!);
    onChange(next);
  };
  const remove = (index: number) => onChange(picks.filter((_pick, at) => at !== index));

  return (
    <div className={styles.related}>
      {picks.length === 0 ? (
        <p className={styles.hint}>None chosen yet: until you add some, they are picked automatically.</p>
      ) : (
        <ol className={styles.relatedList} aria-label="Chosen related articles">
          {picks.map(({ slug, title }, index) => (
            <li key={slug} className={styles.relatedItem}>
              <span className={styles.relatedTitle}>{title}</span>
              <span className={styles.relatedActions}>
                <Button variant="ghost-dark" size="small" onClick={() => move(index, -1)} aria-disabled={index === 0 || undefined} aria-label={`Move up: ${title}`}>
                  Up
                </Button>
                <Button
                  variant="ghost-dark"
                  size="small"
                  onClick={() => move(index, 1)}
                  aria-disabled={index === picks.length - 1 || undefined}
                  aria-label={`Move down: ${title}`}
                >
                  Down
                </Button>
                <Button variant="ghost-dark" size="small" onClick={() => remove(index)} aria-label={`Remove: ${title}`}>
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {full ? (
        <p className={styles.hint}>That is all {studioRelatedMax}. Remove one to choose another.</p>
      ) : (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={searchId}>
            Find a published article
          </label>
          <input
            id={searchId}
            className={styles.input}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-controls={resultsId}
            autoComplete="off"
          />
          <div id={resultsId} aria-live="polite">
            {settled.length >= 2 && !isFetching && results.length === 0 && <p className={styles.hint}>No published article matches “{settled}”.</p>}
            {results.length > 0 && (
              <ul className={styles.relatedList} aria-label="Published articles found">
                {results.map((item) => (
                  <li key={item.slug} className={styles.relatedItem}>
                    <span className={styles.relatedTitle}>{item.title}</span>
                    <Button variant="ghost-dark" size="small" onClick={() => add(item)} aria-label={`Add: ${item.title}`}>
                      Add
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
