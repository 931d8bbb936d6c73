import { slugFromTitle, studioSlugMax, type StudioArticle } from '@club/api-client';
import { Button, Select, TextField } from '@club/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { categoryNames } from '../../../../studio/categories';
import { studioQueries } from '../../../../studio/queries';
import { ImageField } from '../../../../studio/ImageField';
import { ConflictNotice, SaveStatus } from '../../../../studio/SaveStatus';
import { canSave } from '../../../../studio/saving';
import { StatusBadge } from '../../../../studio/StatusBadge';
import { emptyArticleForm, formFromArticle, inputFromForm, missingFromForm, type ArticleField, type ArticleForm } from './articleForm';
import * as styles from './ArticleEditor.css';
import { BodyField } from './BodyField';
import { ArticleHistory } from './ArticleHistory';
import { EditorFrame } from './EditorFrame';
import { PreviewDialog } from './PreviewDialog';
import { PublishPanel } from './PublishPanel';
import { RelatedField } from './RelatedField';
import { SlugStatus } from './SlugStatus';
import { TextArea } from './TextArea';
import { useArticleSaver } from './useArticleSaver';
import { validateArticle } from './validation';
import { useStudioApi } from '../../../../studio/studioApi';

/** How long typing must pause before a draft saves itself. */
const autosaveDelayMs = 1_500;

const categoryOptions = Object.entries(categoryNames).map(([value, label]) => ({ value, label }));

export type ArticleEditorProps = {
  /** The stored article, or null for a new one (created by its first save). */
  initial: StudioArticle | null;
  onCreated: (article: StudioArticle) => void;
};

/**
 * The newsroom's editor. Drafts save themselves 1.5 s after typing stops; so do the changes to a live
 * story, as its draft (issue 28): the club site keeps the published version until Publish changes. A
 * scheduled article changes when someone presses Save changes. Every field is checked as it is typed
 * with the platform's own schema.
 */
export function ArticleEditor({ initial, onCreated }: ArticleEditorProps) {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ArticleForm>(() => (initial ? formFromArticle(initial) : emptyArticleForm));
  const [touched, setTouched] = useState<ReadonlySet<ArticleField>>(new Set());
  const [dirty, setDirty] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  // The body editor takes its text once: a new key starts it again on another version's text.
  const [bodyKey, setBodyKey] = useState(0);
  const formRef = useRef(form);
  formRef.current = form;
  const saver = useArticleSaver(initial, onCreated);
  const { article, state } = saver;

  const errors = validateArticle(form);
  const valid = Object.keys(errors).length === 0;
  const shown = (field: ArticleField) => (touched.has(field) ? errors[field] : undefined);
  // A scheduled story is not a draft and not live: its saves go straight to what goes out at its time.
  const autosaves = article === null || article.status !== 'scheduled';

  const change = (patch: Partial<ArticleForm>, field: ArticleField) => {
    setForm((previous) => {
      const next = { ...previous, ...patch };
      // The address follows the title until someone types one of their own, and never once the story is
      // out or scheduled: a new headline must not move a published story's address (its links would break).
      if (field === 'title' && !next.slugEdited && (article === null || article.status === 'draft')) next.slug = slugFromTitle(next.title, studioSlugMax);
      return next;
    });
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
    setDirty(true);
  };

  /** Saves what the form holds now; true when the platform has it. */
  const save = async (): Promise<boolean> => {
    const snapshot = formRef.current;
    const saved = await saver.save(inputFromForm(snapshot));
    if (saved && formRef.current === snapshot) setDirty(false);
    return saved !== null;
  };

  // Autosave: a draft, changed, valid, nothing in flight, no conflict; 1.5 s after the last change.
  useEffect(() => {
    if (!autosaves || !dirty || !valid || !canSave(state)) return;
    const timer = setTimeout(() => void save(), autosaveDelayMs);
    return () => clearTimeout(timer);
    // `save` reads the form through a ref; the form itself restarts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, autosaves, dirty, valid, state.status]);

  const saveFirst = async () => (dirty ? (valid ? save() : false) : true);

  const reloadLatest = async () => {
    if (!article) return;
    const latest = await queryClient.fetchQuery({ ...studioQueries.article(studio, article.id), staleTime: 0 });
    startFrom(latest);
  };

  /** The form starts again from a stored version: the newer one after a conflict, or a restored one. */
  const startFrom = (stored: StudioArticle) => {
    saver.adopt(stored);
    setForm(formFromArticle(stored));
    setTouched(new Set());
    setDirty(false);
    setBodyKey((key) => key + 1);
  };

  const missing = missingFromForm(form);

  return (
    <EditorFrame
      back={{ href: '/news', label: 'Newsroom' }}
      heading={article ? 'Edit article' : 'New article'}
      beside={
        <>
          {article && <StatusBadge status={article.status} />}
          {article?.status === 'published' && article.hasDraft && <span className={styles.hint}>with draft changes</span>}
        </>
      }
      status={<SaveStatus state={state} dirty={dirty} noun="article" autosaves={autosaves} valid={valid} firstSaveNeeds="give the article a title" />}
    >
      {state.status === 'conflict' && <ConflictNotice message={state.message} onLoadTheirs={() => void reloadLatest()} />}
      <div className={styles.columns}>
        <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()} aria-label="Article">
          <TextField
            label="Title"
            name="title"
            required
            value={form.title}
            onChange={(title) => change({ title }, 'title')}
            error={shown('title')}
          />
          <div className={styles.field}>
            <TextField
              label="Address (slug)"
              name="slug"
              hint="The end of the article’s address on the club site. Made from the title until you change it."
              value={form.slug}
              onChange={(slug) => change({ slug, slugEdited: true }, 'slug')}
              error={shown('slug')}
            />
            <SlugStatus
              slug={form.slug}
              valid={errors.slug === undefined}
              except={article?.id}
              onUseSuggestion={(slug) => change({ slug, slugEdited: true }, 'slug')}
            />
          </div>
          <TextArea
            label="Standfirst"
            name="standfirst"
            hint="The line under the headline, and the summary in lists and search."
            value={form.standfirst}
            onChange={(standfirst) => change({ standfirst }, 'standfirst')}
            error={shown('standfirst')}
          />
          <Select
            label="Category"
            name="category"
            options={categoryOptions}
            value={form.category}
            onChange={(category) => change({ category: category as ArticleForm['category'] }, 'category')}
            error={shown('category')}
          />
          <TextField
            label="Tags"
            name="tags"
            hint="Separated by commas, e.g. match-report, derby"
            value={form.tags}
            onChange={(tags) => change({ tags }, 'tags')}
            error={shown('tags')}
          />
          {/* The studio's image picker (issue 28): upload one, or choose one of the newsroom's recent uploads. */}
          <ImageField
            label="Lead image"
            name="imageKey"
            desk="news"
            value={form.imageKey ?? ''}
            hint="Shown 16:9 at the top of the article and on its cards. Without one, the club site shows its placeholder."
            error={shown('imageKey')}
            saveWhat={autosaves ? 'It saves with the article.' : 'Save changes to use it.'}
            onChange={(key) => change({ imageKey: key.trim() === '' ? null : key.trim() }, 'imageKey')}
          />
          <BodyField
            key={bodyKey}
            initialHtml={form.body}
            hint="Headings, bold, italic, lists, quotes and links. Ctrl+B makes a word bold."
            error={shown('body')}
            onChange={(body, bodyText) => change({ body, bodyText }, 'body')}
          />
          <RelatedField value={form.related} onChange={(related) => change({ related }, 'relatedSlugs')} selfSlug={form.slug} />
          {shown('relatedSlugs') && <span className={styles.error}>{shown('relatedSlugs')}</span>}
        </form>
        <aside className={styles.side} aria-label="Publishing">
          {!autosaves && (
            <Button
              variant="primary-dark"
              onClick={() => void save()}
              aria-disabled={!dirty || !valid || !canSave(state) || undefined}
            >
              Save changes
            </Button>
          )}
          <Button
            variant="ghost-dark"
            icon="Eye"
            onClick={() => void saveFirst().then((ok) => ok && setPreviewOpen(true))}
            aria-disabled={!article || undefined}
          >
            Preview
          </Button>
          <PublishPanel
            article={article}
            missing={missing}
            blocked={state.status === 'conflict'}
            onPublish={async (publishAt) => (await saveFirst()) && (await saver.publish(publishAt)) !== null}
            onUnpublish={async () => (await saver.unpublish()) !== null}
            onPublishChanges={async () => (await saveFirst()) && (await saver.publishChanges()) !== null}
            onDiscardDraft={async () => {
              // No autosave of what is typed now may bring the draft back after it goes.
              setDirty(false);
              const discarded = await saver.discardDraft();
              if (discarded) startFrom(discarded);
              return discarded !== null;
            }}
          />
        </aside>
      </div>
      {article && <ArticleHistory article={article} dirty={dirty} blocked={state.status === 'conflict'} onRestored={startFrom} />}
      {article && <PreviewDialog open={previewOpen} onClose={() => setPreviewOpen(false)} article={article} />}
    </EditorFrame>
  );
}
