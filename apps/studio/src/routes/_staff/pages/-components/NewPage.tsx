import { slugFromTitle, studioPageCreateSchema, studioSlugMax } from '@club/api-client';
import { Button, Heading, Select, TextField, TextLink } from '@club/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import { studioQueries } from '../../../../studio/queries';
import * as editorStyles from '../../news/-components/ArticleEditor.css';
import { BodyField } from '../../news/-components/BodyField';
import { TextArea } from '../../news/-components/TextArea';
import * as styles from './pages.css';
import { sectionOptions } from './sections';
import { refusalOf } from '../../../../studio/refusal';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

type Field = 'parentId' | 'title' | 'slug' | 'summary' | 'body';
type Form = { parentId: string; title: string; slug: string; slugEdited: boolean; summary: string; body: string };

/**
 * A new page in a section of the club site. Nothing is saved until Add page: then it is on the club
 * site at once, under its section, and opens in the page editor. Checked as it is typed with the
 * platform's own schema.
 */
export function NewPage() {
  const studio = useStudioApi();
  const { data } = useSuspenseQuery(studioQueries.pages(studio));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sections = sectionOptions(data.items);
  const [form, setForm] = useState<Form>({ parentId: '', title: '', slug: '', slugEdited: false, summary: '', body: '' });
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);

  const parsed = studioPageCreateSchema.safeParse({ ...form, parentId: form.parentId === '' ? undefined : Number(form.parentId) });
  const errorOf = (field: Field) =>
    touched.has(field) && !parsed.success ? parsed.error.issues.find((issue) => issue.path[0] === field)?.message : undefined;
  const change = (patch: Partial<Form>, field: Field) => {
    setForm((previous) => {
      const next = { ...previous, ...patch };
      // The address follows the title until someone types one of their own.
      if (field === 'title' && !next.slugEdited) next.slug = slugFromTitle(next.title, studioSlugMax);
      return next;
    });
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  };
  const section = sections.find((option) => option.value === form.parentId);

  const create = useMutation({
    mutationFn: studio.createPage,
    onSuccess: async (page) => {
      queryClient.setQueryData(studioKeys.page(page.id), page);
      await queryClient.invalidateQueries({ queryKey: studioKeys.pages });
      await navigate({ to: '/pages/$id', params: { id: String(page.id) } });
    },
    onError: (error) => setRefusal(refusalOf(error, 'The page could not be added. Try again.')),
  });

  const submit = () => {
    setTouched(new Set<Field>(['parentId', 'title', 'slug', 'summary', 'body']));
    setRefusal(null);
    if (parsed.success && !create.isPending) create.mutate(parsed.data);
  };

  return (
    <div className={editorStyles.page}>
      <div className={editorStyles.top}>
        <div className={editorStyles.heading}>
          <TextLink href="/pages">Pages</TextLink>
          <Heading level={2} as="h1">
            New page
          </Heading>
        </div>
      </div>
      <div className={styles.columns}>
        <form
          className={editorStyles.form}
          noValidate
          aria-label="New page"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Select
            label="Section"
            name="parentId"
            hint="The part of the club site the page belongs in. It is listed after the section's other pages."
            placeholder="Choose a section"
            options={sections}
            value={form.parentId}
            onChange={(parentId) => change({ parentId }, 'parentId')}
            error={errorOf('parentId')}
          />
          <TextField label="Title" name="title" required value={form.title} onChange={(title) => change({ title }, 'title')} error={errorOf('title')} />
          <TextField
            label="Address (slug)"
            name="slug"
            hint={section ? `The page will be at /${section.fullPath}/${form.slug || '…'}` : 'The end of the page’s address. Made from the title until you change it.'}
            value={form.slug}
            onChange={(slug) => change({ slug, slugEdited: true }, 'slug')}
            error={errorOf('slug')}
          />
          <TextArea
            label="Summary"
            name="summary"
            hint="Under the title in lists and search results, and the page's description for search engines."
            value={form.summary}
            onChange={(summary) => change({ summary }, 'summary')}
            error={errorOf('summary')}
          />
          <BodyField initialHtml="" hint="Headings, bold, italic, lists, quotes and links." error={errorOf('body')} onChange={(body) => change({ body }, 'body')} />
          <FormAlert message={refusal} />
        </form>
        <aside className={editorStyles.side} aria-label="Adding">
          <Button variant="primary-dark" onClick={submit} aria-disabled={create.isPending || undefined}>
            Add page
          </Button>
          <p className={editorStyles.hint}>The page is on the club site as soon as it is added.</p>
        </aside>
      </div>
    </div>
  );
}
