import { publishRequirementMessage, type StudioArticle, type StudioPublishField } from '@club/api-client';
import { Button, Text, TextLink, clubTimeZone, formatDate } from '@club/ui';
import { siteOrigins } from '@tooling/ssr/app';
import { fromZonedTime } from 'date-fns-tz';
import { useEffect, useId, useRef, useState } from 'react';
import * as styles from './ArticleEditor.css';
import { DraftChanges } from './DraftChanges';

export type PublishPanelProps = {
  article: StudioArticle | null;
  missing: readonly StudioPublishField[];
  /** A conflict: nothing may be published over someone else's save. (A save in flight just goes first.) */
  blocked: boolean;
  /** Saves what is unsaved, then publishes now or at the instant; true when it worked. */
  onPublish: (publishAt?: string) => Promise<boolean>;
  onUnpublish: () => Promise<boolean>;
  /** A live article's draft made live, after saving what is unsaved; true when it worked. */
  onPublishChanges: () => Promise<boolean>;
  onDiscardDraft: () => Promise<boolean>;
};

/** London wall-clock 'yyyy-MM-ddTHH:mm' (what a datetime-local input holds) as an ISO instant. */
export function londonInputToInstant(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const instant = fromZonedTime(value, clubTimeZone);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** Publish now, schedule for a London time, unpublish, and the way to the article on the club site. */
export function PublishPanel({ article, missing, blocked, onPublish, onUnpublish, onPublishChanges, onDiscardDraft }: PublishPanelProps) {
  const id = useId();
  const [when, setWhen] = useState('');
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const ready = article !== null && missing.length === 0 && !blocked;
  const requirement = article === null ? 'Give the article a title to save it as a draft first.' : missing.length > 0 ? publishRequirementMessage(missing) : null;
  const live = article && article.status !== 'draft';
  // What Publish changes or Discard draft did, said where the focus goes: their buttons go with the draft.
  const [outcome, setOutcome] = useState<{ text: string } | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  // A new object each time: the same sentence said again runs the focus effect again.
  const say = (text: string) => setOutcome({ text });
  const hasDraft = article?.status === 'published' && article.hasDraft;
  // Once the draft is gone (and its buttons with it), the focus goes to what was done, which is read out.
  useEffect(() => {
    if (outcome && !hasDraft) outcomeRef.current?.focus();
  }, [outcome, hasDraft]);
  // A new draft makes the last outcome old news.
  useEffect(() => {
    if (hasDraft) setOutcome(null);
  }, [hasDraft]);

  const schedule = async () => {
    const instant = londonInputToInstant(when);
    if (!instant) return setScheduleError('Choose a date and a time.');
    setScheduleError(null);
    await onPublish(instant);
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 className={styles.panelTitle} id={`${id}-title`}>
        Publishing
      </h2>
      {article?.status === 'published' && article.publishedAt && (
        <Text size="small">Published {formatDate(article.publishedAt)} at {formatDate(article.publishedAt, 'time')} (London).</Text>
      )}
      {article?.status === 'scheduled' && article.publishedAt && (
        <Text size="small">Scheduled for {formatDate(article.publishedAt)} at {formatDate(article.publishedAt, 'time')} (London).</Text>
      )}
      {live && article.publicUrl && (
        <TextLink href={`${siteOrigins().club}${article.publicUrl}`} newTab>
          {article.status === 'published' ? 'View on the club site' : 'Its address on the club site'}
        </TextLink>
      )}
      {requirement && (
        <p className={styles.hint} id={`${id}-requirement`}>
          {requirement}
        </p>
      )}
      {article?.status === 'published' && article.hasDraft && (
        <DraftChanges
          ready={ready}
          describedBy={requirement ? `${id}-requirement` : undefined}
          blocked={blocked}
          onPublishChanges={async () => {
            const done = await onPublishChanges();
            if (done) say('Changes published: the club site shows them now.');
            return done;
          }}
          onDiscard={async () => {
            const done = await onDiscardDraft();
            if (done) say('Draft discarded: the editor shows the published version, as the club site does.');
            return done;
          }}
        />
      )}
      <p ref={outcomeRef} tabIndex={-1} role="status" className={styles.hint}>
        {outcome?.text ?? ''}
      </p>
      {article?.status !== 'published' && (
        <Button onClick={() => void (ready && onPublish())} aria-disabled={!ready || undefined} aria-describedby={requirement ? `${id}-requirement` : undefined}>
          Publish now
        </Button>
      )}
      {article?.status !== 'published' && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-when`}>
            Publish at (London time)
          </label>
          <input
            className={styles.input}
            id={`${id}-when`}
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            aria-invalid={scheduleError ? true : undefined}
            aria-describedby={scheduleError ? `${id}-when-error` : undefined}
          />
          {scheduleError && (
            <span className={styles.error} id={`${id}-when-error`}>
              {scheduleError}
            </span>
          )}
          <Button variant="ghost-dark" onClick={() => void (ready && schedule())} aria-disabled={!ready || undefined}>
            Schedule
          </Button>
        </div>
      )}
      {live && (
        <Button variant="ghost-dark" onClick={() => void (!blocked && onUnpublish())} aria-disabled={blocked || undefined}>
          Unpublish
        </Button>
      )}
    </section>
  );
}
