import type { StudioArticle, StudioRevision, StudioRevisionSummary } from '@club/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { HistoryPanel } from './HistoryPanel';

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
const studio = {
  revisions: vi.fn(async () => ({ items: summaries, total: 2, page: 1, pageSize: 50 })),
  revision: vi.fn(async (_id: number, revisionId: number) => revisions[revisionId]!),
  restore: vi.fn(async () => restored),
};
vi.mock('../../../../studio/studioApi', () => ({ useStudioApi: () => studio }));

function renderPanel(onRestored = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <main>
        <HistoryPanel article={article} dirty={false} blocked={false} onRestored={onRestored} />
      </main>
    </QueryClientProvider>,
  );
  return { ...view, onRestored };
}

describe('HistoryPanel', () => {
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
