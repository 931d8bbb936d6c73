import type { StudioArticle } from '@club/api-client';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { PublishPanel } from './PublishPanel';

const live = {
  id: 7,
  version: 4,
  status: 'published',
  hasDraft: true,
  publishedAt: '2026-12-05T15:00:00.000Z',
  publicUrl: '/news/2026/12/05/derby-day',
  updatedAt: '2026-12-05T15:20:00.000Z',
} as StudioArticle;

function renderPanel(article: StudioArticle, missing: ('standfirst' | 'title')[] = []) {
  const handlers = {
    onPublish: vi.fn(async () => true),
    onUnpublish: vi.fn(async () => true),
    onPublishChanges: vi.fn(async () => true),
    onDiscardDraft: vi.fn(async () => true),
  };
  const view = render(
    <main>
      <PublishPanel article={article} missing={missing} blocked={false} {...handlers} />
    </main>,
  );
  return { ...view, ...handlers };
}

describe('PublishPanel, given a live story with draft changes', () => {
  it.each([
    ['Publish changes', 'Changes published: the club site shows them now.'],
    ['Discard draft', 'Draft discarded: the editor shows the published version, as the club site does.'],
  ])('should move the focus to what %s did once its buttons go, and say it', async (action, said) => {
    const view = renderPanel(live);
    fireEvent.click(screen.getByRole('button', { name: action }));
    if (action === 'Discard draft') fireEvent.click(screen.getByRole('button', { name: 'Yes, discard the draft' }));
    await act(async () => undefined);
    // The story has no draft now: the draft's buttons are gone with it.
    view.rerender(
      <main>
        <PublishPanel article={{ ...live, hasDraft: false }} missing={[]} blocked={false} {...view} />
      </main>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(said);
    expect(document.activeElement).toBe(status);
    expect(screen.queryByRole('button', { name: action })).toBeNull();
  });

  it('should say the club site shows the published version, publish the changes and pass axe', async () => {
    const { container, onPublishChanges } = renderPanel(live);
    const draft = screen.getByRole('group', { name: 'Draft changes: the club site shows the published version until you publish them.' });
    await act(async () => {
      fireEvent.click(within(draft).getByRole('button', { name: 'Publish changes' }));
    });
    expect(onPublishChanges).toHaveBeenCalledTimes(1);
    // A live story is not published again, only its changes.
    expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull();
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('should ask before discarding the draft, keep it on Escape with the focus back, and discard on Yes', async () => {
    const { onDiscardDraft, container } = renderPanel(live);
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    const question = screen.getByText('Discard the draft changes? The club site keeps the published version, and the draft stays in the history.');
    expect(document.activeElement).toBe(question);
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    fireEvent.keyDown(question, { key: 'Escape' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Discard draft' }));
    expect(onDiscardDraft).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Yes, discard the draft' }));
    });
    expect(onDiscardDraft).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Discard draft' })).toBeTruthy();
  });

  it('should not publish changes that lack what publishing needs, and say what is missing', () => {
    const { onPublishChanges } = renderPanel(live, ['standfirst']);
    const button = screen.getByRole('button', { name: 'Publish changes' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('Add a standfirst before publishing.');
    fireEvent.click(button);
    expect(onPublishChanges).not.toHaveBeenCalled();
  });

  it('should offer nothing about drafts for a live story without draft changes', () => {
    renderPanel({ ...live, hasDraft: false });
    expect(screen.queryByRole('button', { name: 'Publish changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Discard draft' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy();
  });
});
