import { Button } from '@club/ui';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import { checkForm } from '../../../../studio/kit/collection';
import { useKitForm } from '../../../../studio/kit/useKitForm';
import { studioQueries } from '../../../../studio/queries';
import { useStudioApi } from '../../../../studio/studioApi';
import * as editorStyles from '../../news/-components/ArticleEditor.css';
import { EditorFrame } from '../../news/-components/EditorFrame';
import { changePage, type PageExtra, pageCollection } from './pageCollection';
import { PageFields } from './PageFields';
import * as styles from './pages.css';
import { sectionOptions } from './sections';

/**
 * A new page in a section of the club site, drawn from the page collection. Nothing is saved until Add
 * page: then it is on the club site at once, under its section, and opens in the page editor. Checked as
 * it is typed with the platform's own schema.
 */
export function NewPage() {
  const studio = useStudioApi();
  const { data } = useSuspenseQuery(studioQueries.pages(studio));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const extra: PageExtra = { sections: sectionOptions(data.items), isSection: false };
  const { form, change, errorOf, onSubmit, saving, refusal } = useKitForm({
    initial: () => pageCollection.empty(extra),
    openedVersion: 0,
    validate: (state) => checkForm(pageCollection, state, { isNew: true, extra }),
    send: (body) => {
      const { create } = pageCollection.api(studio);
      return create ? create(body) : Promise.reject(new Error('A page is made in the studio.'));
    },
    onSaved: async (page) => {
      queryClient.setQueryData(pageCollection.keys.item(pageCollection.idOf(page)), page);
      await queryClient.invalidateQueries({ queryKey: pageCollection.keys.list });
      await navigate({ href: pageCollection.itemHref(page) });
      return null;
    },
    failure: 'The page could not be added. Try again.',
  });

  return (
    <EditorFrame back={{ href: '/pages', label: 'Pages' }} heading="New page">
      <div className={styles.columns}>
        <form ref={formRef} className={editorStyles.form} noValidate aria-label="New page" onSubmit={onSubmit}>
          <PageFields context={{ isNew: true, form, extra }} onChange={(key, value) => change(key, changePage(form, key, value))} errorOf={errorOf} />
          <FormAlert message={refusal} />
        </form>
        <aside className={editorStyles.side} aria-label="Adding">
          <Button variant="primary-dark" onClick={() => formRef.current?.requestSubmit()} aria-disabled={saving || undefined}>
            Add page
          </Button>
          <p className={editorStyles.hint}>The page is on the club site as soon as it is added.</p>
        </aside>
      </div>
    </EditorFrame>
  );
}
