import type { CommentaryLine, LiveMatchUpdate, StudioConsoleMatch } from '@club/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CommentaryPanel } from './CommentaryPanel';

const at = '2026-12-05T15:23:00.000Z';
const holt: CommentaryLine = { id: 1, minute: 23, addedTime: null, text: 'Holt is down.', at, edited: false };
const okafor: CommentaryLine = { id: 2, minute: 31, addedTime: null, text: 'Okafor is booked.', at, edited: false };
const centreWith = (commentary: CommentaryLine[]) =>
  ({ match: { id: 7 }, live: null, commentary: commentary.map((line) => ({ ...line, by: 'editor@example.com', mine: true })) }) as unknown as StudioConsoleMatch;
const updateWith = (commentary: CommentaryLine[]) => ({ commentary }) as LiveMatchUpdate;

const studio = {
  matchday: {
    addCommentary: vi.fn(),
    editCommentary: vi.fn(async (_matchId: number, _lineId: number, body: { text: string }) => updateWith([okafor, { ...holt, text: body.text, edited: true }])),
    removeCommentary: vi.fn(async () => updateWith([holt])),
  },
};
vi.mock('../../../../studio/studioApi', () => ({ useStudioApi: () => studio }));

/** The console's part: it takes each change's new commentary as the match's. */
function Console() {
  const [centre, setCentre] = useState(() => centreWith([okafor, holt]));
  return <CommentaryPanel centre={centre} onChanged={(update) => setCentre(centreWith(update.commentary ?? []))} onRefused={() => undefined} />;
}

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <main>
        <Console />
      </main>
    </QueryClientProvider>,
  );
}

describe('CommentaryPanel', () => {
  it('should describe the line box with what Enter does, and pass axe', async () => {
    const { container } = renderPanel();
    const hint = screen.getByText(/^Enter publishes;/);
    const box = screen.getByRole('textbox', { name: 'Line' });
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it("should give the focus back to the line's Edit button after Cancel", async () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: "Edit: 23' Holt is down." }));
    expect(document.activeElement).toBe(screen.getByRole('form', { name: "Change the line at 23'" }).querySelector('textarea'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: "Edit: 23' Holt is down." })));
  });

  it("should give the focus back to the line's Edit button after Save", async () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: "Edit: 23' Holt is down." }));
    const form = screen.getByRole('form', { name: "Change the line at 23'" });
    fireEvent.change(form.querySelector('textarea')!, { target: { value: 'Holt is up again.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save line' })));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: "Edit: 23' Holt is up again." })));
  });

  it('should put the focus in the line box after Remove, as after publishing', async () => {
    renderPanel();
    const remove = screen.getByRole('button', { name: "Remove: 31' Okafor is booked." });
    remove.focus();
    await act(async () => fireEvent.click(remove));
    expect(screen.queryByRole('button', { name: "Remove: 31' Okafor is booked." })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Line' })));
  });
});
