import type { StudioArticle, StudioPage, StudioPageRevision, StudioPageRevisionSummary, StudioRevision, StudioRevisionSummary } from '@club/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ArticleHistory } from '../../routes/_staff/news/-components/ArticleHistory';
import { PageHistory } from '../../routes/_staff/pages/-components/PageHistory';

const article = { id: 7, version: 3, status: 'published', updatedAt: '2026-12-05T15:20:00.000Z' } as StudioArticle;

const summaries: StudioRevisionSummary[] = [
  { id: 13, version: 3, at: '2026-12-05T15:20:00.000Z', action: 'update', by: 'editor@example.com', byName: 'Eddie Editor', changed: ['body'], restoredFrom: null },
  { id: 12, version: 2, at: '2026-12-04T10:00:00.000Z', action: 'publish', by: 'editor@example.com', byName: 'Eddie Editor', changed: ['status', 'publishedAt'], restoredFrom: null },
];
const fieldsOf = (body: string) => ({
  title: 'Derby day',
  slug: 'derby-day',
  standfirst: 'Points at the death.',
  body: `<p>${body}</p>`,
  imageKey: null,
  author: 'Eddie Editor',
  category: 'first-team' as const,
  tags: [],
  relatedSlugs: null,
  status: 'published' as const,
  publishedAt: '2026-12-04T10:00:00.000Z',
});
const revisions: Record<number, StudioRevision> = {
  13: { ...summaries[0]!, fields: fieldsOf('Overwritten by mistake.'), bodyText: 'Overwritten by mistake.' },
  12: { ...summaries[1]!, fields: fieldsOf('A late winner.'), bodyText: 'A late winner.' },
};

const restored = { ...article, version: 4 } as StudioArticle;

// A content page's history: the club's own text, then a save over it.
const page = { id: 15, version: 1, fullPath: 'tickets/loyalty-points', updatedAt: '2026-12-05T15:20:00.000Z' } as StudioPage;
const pageSummaries: StudioPageRevisionSummary[] = [
  { id: 31, version: 1, at: '2026-12-05T15:20:00.000Z', action: 'update', by: 'editor@example.com', byName: 'Eddie Editor', changed: ['summary', 'body'], restoredFrom: null },
  { id: 30, version: 0, at: '2026-12-01T09:00:00.000Z', action: 'baseline', by: null, byName: 'The club (before the studio)', changed: [], restoredFrom: null },
];
const pageRevisions: Record<number, StudioPageRevision> = {
  31: { ...pageSummaries[0]!, fields: { title: 'Loyalty points', summary: 'Points for tickets.', body: '<p>Rewritten.</p>' }, bodyText: 'Rewritten.' },
  30: {
    ...pageSummaries[1]!,
    fields: { title: 'Loyalty points', summary: 'How supporters earn points.', body: '<p>Every ticket earns points.</p>' },
    bodyText: 'Every ticket earns points.',
  },
};
const restoredPage = { ...page, version: 2 } as StudioPage;

const studio = {
  revisions: vi.fn(async () => ({ items: summaries, total: 2, page: 1, pageSize: 50 })),
  revision: vi.fn(async (_id: number, revisionId: number) => revisions[revisionId]!),
  restore: vi.fn(async () => restored),
  pageRevisions: vi.fn(async () => ({ items: pageSummaries, total: 2, page: 1, pageSize: 50 })),
  pageRevision: vi.fn(async (_id: number, revisionId: number) => pageRevisions[revisionId]!),
  restorePage: vi.fn(async () => restoredPage),
};
vi.mock('../studioApi', () => ({ useStudioApi: () => studio }));

function renderPanel(onRestored = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <main>
        <ArticleHistory article={article} dirty={false} blocked={false} onRestored={onRestored} />
      </main>
    </QueryClientProvider>,
  );
  return { ...view, onRestored };
}

function renderPageHistory({ dirty = false, onRestored = vi.fn() } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <main>
        <PageHistory page={page} dirty={dirty} blocked={false} onRestored={onRestored} />
      </main>
    </QueryClientProvider>,
  );
  return { ...view, onRestored, queryClient };
}

describe('HistoryPanel, given an article (the newsroom)', () => {
  it('should list the versions, compare the newest two word by word and pass axe', async () => {
    const { container } = renderPanel();
    const list = await screen.findByRole('list', { name: 'Versions, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveProperty('textContent', expect.stringContaining('Version 3: Saved by Eddie Editor, 5 Dec 2026, 15:20 (current)'));
    expect(items[0]!.textContent).toContain('Changed: Body');
    // The current version has nothing to restore; the earlier one does.
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: 'Restore this version' })).toBeTruthy();

    const differences = await screen.findByRole('group', { name: 'Differences' });
    // Every removed run is named as such for a screen reader, and struck through (its element).
    const runs = (tag: 'del' | 'ins') => [...differences.querySelectorAll(tag)].map((run) => run.textContent);
    expect(runs('del').length).toBeGreaterThan(0);
    expect(runs('del').every((text) => /^\[removed: .+\]$/.test(text ?? ''))).toBe(true);
    expect(runs('ins').every((text) => /^\[added: .+\]$/.test(text ?? ''))).toBe(true);
    expect(runs('del')).toEqual(['[removed: A late winner]']);
    expect(runs('ins')).toEqual(['[added: Overwritten by mistake]']);
    expect(differences.textContent).toContain('Title (no change)');

    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('should ask before restoring, keep on Escape with the focus back, and restore from the version it holds', async () => {
    const { onRestored } = renderPanel();
    const list = await screen.findByRole('list', { name: 'Versions, newest first' });
    const earlier = within(list).getAllByRole('listitem')[1]!;
    const button = within(earlier).getByRole('button', { name: 'Restore this version' });

    fireEvent.click(button);
    const question = within(earlier).getByText(/^Restore version 2\? .*on the club site at once\. What is there now stays in the history\.$/);
    expect(document.activeElement).toBe(question);
    fireEvent.keyDown(question, { key: 'Escape' });
    expect(document.activeElement).toBe(within(earlier).getByRole('button', { name: 'Restore this version' }));
    expect(studio.restore).not.toHaveBeenCalled();

    fireEvent.click(within(earlier).getByRole('button', { name: 'Restore this version' }));
    await act(async () => {
      fireEvent.click(within(earlier).getByRole('button', { name: 'Yes, restore this version' }));
    });
    expect(studio.restore).toHaveBeenCalledWith(7, 12, { version: 3 });
    expect(onRestored).toHaveBeenCalledWith(restored);
    expect((await screen.findByRole('status')).textContent).toBe('Version 2 restored. The article is now version 4.');
  });
});

describe('HistoryPanel, given a content page', () => {
  it("should list the page's versions down to the club's own text, compare its title, summary and body, and pass axe", async () => {
    const { container } = renderPageHistory();
    const list = await screen.findByRole('list', { name: 'Versions, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Version 1: Saved by Eddie Editor, 5 Dec 2026, 15:20 (current)');
    expect(items[0]!.textContent).toContain('Changed: Summary, Body');
    expect(items[1]!.textContent).toContain('Version 0: Original, before the studio kept history, 1 Dec 2026, 09:00');
    expect(within(items[1]!).getByRole('button', { name: 'Restore this version' })).toBeTruthy();
    expect(studio.pageRevisions).toHaveBeenCalledWith(15);

    const differences = await screen.findByRole('group', { name: 'Differences' });
    expect(within(differences).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Title (no change)', 'Summary', 'Body']);
    expect([...differences.querySelectorAll('del')].map((run) => run.textContent)).toEqual(['[removed: How supporters earn points]', '[removed: Every ticket earns points]']);
    expect([...differences.querySelectorAll('ins')].map((run) => run.textContent)).toEqual(['[added: Points for tickets]', '[added: Rewritten]']);

    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it("should ask in the page's words, say unsaved changes go, and restore the club's text from the version the editor holds", async () => {
    const { onRestored, queryClient } = renderPageHistory({ dirty: true });
    const list = await screen.findByRole('list', { name: 'Versions, newest first' });
    const original = within(list).getAllByRole('listitem')[1]!;

    fireEvent.click(within(original).getByRole('button', { name: 'Restore this version' }));
    expect(
      within(original).getByText(
        'Restore version 0? Its title, summary and body replace what the page holds now, on the club site at once. What is there now stays in the history. Your unsaved changes will be lost.',
      ),
    ).toBe(document.activeElement);
    await act(async () => {
      fireEvent.click(within(original).getByRole('button', { name: 'Yes, restore this version' }));
    });
    expect(studio.restorePage).toHaveBeenCalledWith(15, 30, { version: 1 });
    expect(onRestored).toHaveBeenCalledWith(restoredPage);
    expect((await screen.findByRole('status')).textContent).toBe('Version 0 restored. The page is now version 2.');
    // The editor reopens on the restored page without asking the platform again.
    expect(queryClient.getQueryData(['studio', 'page', 15])).toEqual(restoredPage);
  });
});
