import { studioPageUpdateSchema, type StudioPage } from '@club/api-client';
import { Button, Heading, TextField, TextLink } from '@club/ui';
import { siteOrigins } from '@tooling/ssr/app';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { studioQueries } from '../../../../studio/queries';
import { ConflictNotice, SaveStatus } from '../../../../studio/SaveStatus';
import { canSave, refusedSave, savedAt, type SaveState } from '../../../../studio/saving';
import * as editorStyles from '../../news/-components/ArticleEditor.css';
import { BodyField } from '../../news/-components/BodyField';
import { TextArea } from '../../news/-components/TextArea';
import * as styles from './pages.css';
import { MovePage } from './MovePage';
import { RemovePage } from './RemovePage';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

type PageForm = { title: string; summary: string; body: string };
type Field = keyof PageForm;

const formOf = (page: StudioPage): PageForm => ({ title: page.title, summary: page.summary, body: page.body });

/** The form checked with the platform's own schema: the first problem of each field. */
function validate(form: PageForm, version: number): Partial<Record<Field, string>> {
  const result = studioPageUpdateSchema.safeParse({ ...form, version });
  if (result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'title' || field === 'summary' || field === 'body') errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A content page of the club site. Pages are always live, so nothing saves itself: Save changes puts
 * the page on the club site at once. A save from an older version than the stored one is refused
 * (someone else saved), says who, and offers their version; nothing is overwritten.
 */
export function PageEditor({ id }: { id: number }) {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  const { data: stored } = useSuspenseQuery(studioQueries.page(studio, id));
  const [page, setPage] = useState(stored);
  const [form, setForm] = useState<PageForm>(() => formOf(stored));
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [dirty, setDirty] = useState(false);
  const [state, setState] = useState<SaveState>(savedAt(stored.updatedAt));
  const [editorKey, setEditorKey] = useState(0);

  const errors = validate(form, page.version);
  const valid = Object.keys(errors).length === 0;
  const shown = (field: Field) => (touched.has(field) ? errors[field] : undefined);
  const change = (patch: Partial<PageForm>, field: Field) => {
    setForm((previous) => ({ ...previous, ...patch }));
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
    setDirty(true);
  };

  const save = useMutation({
    mutationFn: (snapshot: PageForm) => studio.updatePage(id, { ...snapshot, version: page.version }),
    onMutate: () => setState({ status: 'saving' }),
    onSuccess: (saved, snapshot) => {
      setPage(saved);
      // A saved page always says when it was saved.
      setState(savedAt(saved.updatedAt));
      setForm((current) => {
        if (current === snapshot) setDirty(false);
        return current;
      });
      queryClient.setQueryData(studioKeys.page(id), saved);
      void queryClient.invalidateQueries({ queryKey: studioKeys.pages });
    },
    onError: (error) => setState(refusedSave(error)),
  });

  const submit = () => {
    setTouched(new Set<Field>(['title', 'summary', 'body']));
    if (!valid || !dirty || !canSave(state)) return;
    save.mutate(form);
  };

  const loadTheirs = async () => {
    const latest = await queryClient.fetchQuery({ ...studioQueries.page(studio, id), staleTime: 0 });
    setPage(latest);
    setForm(formOf(latest));
    setDirty(false);
    setEditorKey((key) => key + 1);
    setState(savedAt(latest.updatedAt));
  };

  return (
    <div className={editorStyles.page}>
      <div className={editorStyles.top}>
        <div className={editorStyles.heading}>
          <TextLink href="/pages">Pages</TextLink>
          <Heading level={2} as="h1">
            Edit page
          </Heading>
        </div>
        <SaveStatus state={state} dirty={dirty} noun="page" valid={valid} />
      </div>
      {state.status === 'conflict' && <ConflictNotice message={state.message} onLoadTheirs={() => void loadTheirs()} />}
      <div className={styles.columns}>
        <form
          className={editorStyles.form}
          noValidate
          aria-label="Page"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField label="Title" name="title" required value={form.title} onChange={(title) => change({ title }, 'title')} error={shown('title')} />
          <TextArea
            label="Summary"
            name="summary"
            hint="Under the title in lists and search results, and the page's description for search engines."
            value={form.summary}
            onChange={(summary) => change({ summary }, 'summary')}
            error={shown('summary')}
          />
          {page.template === 'Default' ? (
            <BodyField
              key={editorKey}
              initialHtml={form.body}
              hint="Headings, bold, italic, lists, quotes and links."
              error={shown('body')}
              onChange={(body) => change({ body }, 'body')}
            />
          ) : (
            <p className={editorStyles.hint}>This is a section: the club site shows its summary and the pages under it, not a body.</p>
          )}
        </form>
        <aside className={editorStyles.side} aria-label="Saving">
          <Button
            variant="primary-dark"
            onClick={submit}
            aria-disabled={!dirty || !valid || !canSave(state) || undefined}
          >
            Save changes
          </Button>
          <div className={editorStyles.panel}>
            <TextLink href={`${siteOrigins().club}${page.publicUrl}`} newTab>
              View on the club site
            </TextLink>
            <span className={editorStyles.hint}>/{page.fullPath}</span>
          </div>
          <MovePage
            key={editorKey}
            page={page}
            onMoved={(moved) => setPage(moved)}
            onConflict={(error) => setState(refusedSave(error))}
          />
          {page.addedInStudio && <RemovePage page={page} />}
        </aside>
      </div>
    </div>
  );
}
