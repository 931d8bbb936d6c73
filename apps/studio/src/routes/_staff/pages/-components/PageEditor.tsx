import type { StudioPage, StudioPageUpdate } from '@club/api-client';
import { Button, TextLink } from '@club/ui';
import { siteOrigins } from '@tooling/ssr/app';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { studioQueries } from '../../../../studio/queries';
import { ConflictNotice, SaveStatus } from '../../../../studio/SaveStatus';
import { canSave, refusedSave, savedAt, type SaveState } from '../../../../studio/saving';
import * as editorStyles from '../../news/-components/ArticleEditor.css';
import { EditorFrame } from '../../news/-components/EditorFrame';
import { checkForm } from '../../../../studio/kit/collection';
import { changePage, type PageExtra, type PageFormState, pageCollection } from './pageCollection';
import { PageFields } from './PageFields';
import * as styles from './pages.css';
import { MovePage } from './MovePage';
import { PageHistory } from './PageHistory';
import { RemovePage } from './RemovePage';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

type Field = keyof PageFormState;
const extraOf = (page: StudioPage): PageExtra => ({ sections: [], isSection: page.template !== 'Default' });

/**
 * A content page of the club site. Pages are always live, so nothing saves itself: Save changes puts
 * the page on the club site at once. A save from an older version than the stored one is refused
 * (someone else saved), says who, and offers their version; nothing is overwritten. Below, the page's
 * history (issue 28): every save, two compared, one restored.
 */
export function PageEditor({ id }: { id: number }) {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  const { data: stored } = useSuspenseQuery(studioQueries.page(studio, id));
  const [page, setPage] = useState(stored);
  const [form, setForm] = useState<PageFormState>(() => pageCollection.formOf(stored));
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [dirty, setDirty] = useState(false);
  const [state, setState] = useState<SaveState>(savedAt(stored.updatedAt));
  const [editorKey, setEditorKey] = useState(0);

  const context = { isNew: false, form, extra: extraOf(page) };
  const checked = checkForm(pageCollection, form, context);
  const valid = checked.errors === null;
  const shown = (field: string) => (touched.has(field as Field) ? checked.errors?.[field] : undefined);
  const change = (field: Field, value: string | boolean) => {
    setForm((previous) => changePage(previous, field, value));
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
    setDirty(true);
  };

  const save = useMutation({
    mutationFn: (body: Omit<StudioPageUpdate, 'version'>) => pageCollection.api(studio).update(page, body, page.version),
    // What was typed when the save began: the page is clean after it only if nothing was typed since.
    onMutate: () => {
      setState({ status: 'saving' });
      return form;
    },
    onSuccess: (saved, _body, snapshot) => {
      setPage(saved);
      // A saved page always says when it was saved.
      setState(savedAt(saved.updatedAt));
      setForm((current) => {
        if (current === snapshot) setDirty(false);
        return current;
      });
      queryClient.setQueryData(studioKeys.page(id), saved);
      void queryClient.invalidateQueries({ queryKey: studioKeys.pages });
      void queryClient.invalidateQueries({ queryKey: studioKeys.pageRevisions(id) });
    },
    onError: (error) => setState(refusedSave(error)),
  });

  const submit = () => {
    setTouched(new Set<Field>(['title', 'summary', 'body']));
    if (!checked.body || !dirty || !canSave(state)) return;
    save.mutate(checked.body as Omit<StudioPageUpdate, 'version'>);
  };

  /** The form starts again from a stored version: the newer one after a conflict, or a restored one. */
  const startFrom = (stored: StudioPage) => {
    setPage(stored);
    setForm(pageCollection.formOf(stored));
    setTouched(new Set());
    setDirty(false);
    setEditorKey((key) => key + 1);
    setState(savedAt(stored.updatedAt));
  };

  const loadTheirs = async () => {
    startFrom(await queryClient.fetchQuery({ ...studioQueries.page(studio, id), staleTime: 0 }));
    // Their save is in the history too.
    void queryClient.invalidateQueries({ queryKey: studioKeys.pageRevisions(id) });
  };

  return (
    <EditorFrame back={{ href: '/pages', label: 'Pages' }} heading="Edit page" status={<SaveStatus state={state} dirty={dirty} noun="page" valid={valid} />}>
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
          <PageFields context={context} onChange={change} errorOf={shown} bodyKey={editorKey} />
          {context.extra.isSection && <p className={editorStyles.hint}>This is a section: the club site shows its summary and the pages under it, not a body.</p>}
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
      <PageHistory page={page} dirty={dirty} blocked={state.status === 'conflict'} onRestored={startFrom} />
    </EditorFrame>
  );
}
