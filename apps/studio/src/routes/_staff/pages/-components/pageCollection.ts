import { type StudioPage, type StudioPageCreate, type StudioPageUpdate, slugFromTitle, studioPageCreateSchema, studioPageUpdateSchema, studioSlugMax } from '@club/api-client';
import { defineCollection } from '../../../../studio/kit/collection';
import { studioKeys } from '../../../../studio/queryKeys';
import type { SectionOption } from './sections';

/** What a page's form holds, as typed; the address follows the title until someone types one of their own. */
export type PageFormState = { parentId: string; title: string; slug: string; slugEdited: boolean; summary: string; body: string };

/** What the form knows besides what is typed: the sections a new page can go in, and whether an opened one is a section. */
export type PageExtra = { sections: SectionOption[]; isSection: boolean };

type PageBody = StudioPageCreate | Omit<StudioPageUpdate, 'version'>;

const bodyHint = 'Headings, bold, italic, lists, quotes and links.';

/**
 * The content pages of the club site's navigation (issue 9): a new one in a section, at
 * `/{section}/{slug}`, on the club site at once; an opened one's title, summary and body. Its messages are
 * `studioPageCreateSchema`'s and `studioPageUpdateSchema`'s. The editor's own saving (live at once, a
 * conflict with their version offered) is the pages desk's; its fields and checks are these.
 */
export const pageCollection = defineCollection<StudioPage, PageFormState, PageBody, PageExtra>({
  desk: 'pages',
  subject: 'page',
  plural: 'pages',
  listHref: () => '/pages',
  idOf: (page) => page.id,
  schema: ({ isNew }) => (isNew ? studioPageCreateSchema : studioPageUpdateSchema.omit({ version: true })),
  fields: [
    {
      key: 'parentId',
      kind: 'select',
      label: 'Section',
      hint: "The part of the club site the page belongs in. It is listed after the section's other pages.",
      when: ({ isNew }) => isNew,
      placeholder: () => 'Choose a section',
      choices: ({ extra }) => extra.sections,
    },
    { key: 'title', kind: 'text', label: 'Title' },
    {
      key: 'slug',
      kind: 'text',
      label: 'Address (slug)',
      when: ({ isNew }) => isNew,
      hint: ({ form, extra }) => {
        const section = extra.sections.find((option) => option.value === form.parentId);
        return section ? `The page will be at /${section.fullPath}/${form.slug || '…'}` : 'The end of the page’s address. Made from the title until you change it.';
      },
    },
    { key: 'summary', kind: 'longText', label: 'Summary', hint: "Under the title in lists and search results, and the page's description for search engines." },
    { key: 'body', kind: 'richText', label: 'Body', hint: bodyHint, when: ({ extra }) => !extra.isSection },
  ],
  columns: {
    title: (page) => page.title,
    meta: (page) => [`/${page.fullPath}`],
    badge: (page) => (page.template === 'Hub' ? { state: 'active', label: 'Section' } : { state: 'active', label: 'Page' }),
  },
  empty: () => ({ parentId: '', title: '', slug: '', slugEdited: false, summary: '', body: '' }),
  formOf: (page) => ({ parentId: '', title: page.title, slug: page.fullPath.split('/').at(-1) ?? '', slugEdited: true, summary: page.summary, body: page.body }),
  inputOf: (form, { isNew }) =>
    isNew
      ? { parentId: form.parentId === '' ? undefined : Number(form.parentId), title: form.title, slug: form.slug, summary: form.summary, body: form.body }
      : { title: form.title, summary: form.summary, body: form.body },
  shown: () => true,
  hiddenText: 'The page is not on the club site',
  api: (studio) => ({
    create: (body) => studio.createPage(body as StudioPageCreate),
    update: (page, body, version) => studio.updatePage(page.id, { ...(body as Omit<StudioPageUpdate, 'version'>), version }),
  }),
  keys: { list: studioKeys.pages, item: studioKeys.page },
  itemHref: (page) => `/pages/${page.id}`,
});

/** A change to a page's form: the address follows the title until someone types one of their own. */
export function changePage(form: PageFormState, key: keyof PageFormState, value: string | boolean): PageFormState {
  const next = { ...form, [key]: value };
  if (key === 'slug') next.slugEdited = true;
  if (key === 'title' && !next.slugEdited) next.slug = slugFromTitle(next.title, studioSlugMax);
  return next;
}
