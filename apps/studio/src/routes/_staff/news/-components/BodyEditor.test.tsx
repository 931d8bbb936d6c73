import { act, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import BodyEditor from './BodyEditor';

// A content page's table first, so the editor's cursor (at the start of the body) is in its first cell.
const withTable =
  '<table><caption>Harbour Lounge prices, per person</caption><thead><tr><th>Fixture</th><th>Adult</th></tr></thead>' +
  '<tbody><tr><td>Category A</td><td>£89</td></tr></tbody></table><p>Smart casual.</p>';

function renderEditor(initialHtml: string) {
  const onChange = vi.fn<(html: string, text: string) => void>();
  const view = render(
    <main>
      <span id="body-label">Body</span>
      <BodyEditor initialHtml={initialHtml} onChange={onChange} labelId="body-label" describedBy={undefined} invalid={false} />
    </main>,
  );
  return { ...view, onChange };
}

describe('BodyEditor, given a page with a table', () => {
  it('should show the table with its caption, header cells and rows, and pass axe', async () => {
    const { container } = renderEditor(withTable);
    const table = await screen.findByRole('table', { name: 'Harbour Lounge prices, per person' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Fixture', 'Adult']);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('should change the caption from the toolbar and save it with the table', async () => {
    const { onChange } = renderEditor(withTable);
    await screen.findByRole('table');
    const prompt = vi.fn(() => 'Harbour Lounge prices for 2026/27');
    vi.stubGlobal('prompt', prompt);
    fireEvent.click(screen.getByRole('button', { name: 'Table caption' }));
    await act(async () => undefined);
    expect(prompt).toHaveBeenCalledWith(expect.stringContaining('Table caption'), 'Harbour Lounge prices, per person');
    expect(screen.getByRole('table', { name: 'Harbour Lounge prices for 2026/27' })).toBeDefined();
    expect(onChange.mock.lastCall?.[0]).toContain('<caption>Harbour Lounge prices for 2026/27</caption>');
    vi.unstubAllGlobals();
  });

  it('should add a row to the table the cursor is in, and delete it again', async () => {
    const { onChange } = renderEditor(withTable);
    const table = await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    await act(async () => undefined);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(onChange.mock.lastCall?.[0].match(/<tr>/g)).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Delete row' }));
    await act(async () => undefined);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });
});

describe('BodyEditor, given a body without a table', () => {
  it('should offer to insert a table, and the row tools only inside one', async () => {
    const { onChange } = renderEditor('<p>Smart casual.</p>');
    await screen.findByRole('textbox', { name: 'Body' });
    expect(screen.getByRole('button', { name: 'Add row' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Table caption' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Insert table' }));
    await act(async () => undefined);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add row' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Insert table' })).toHaveProperty('disabled', true);
    const saved = onChange.mock.lastCall?.[0] ?? '';
    expect(saved).toContain('<p>Smart casual.</p>');
    expect(saved.match(/<th>/g)).toHaveLength(2);
    expect(saved.match(/<td>/g)).toHaveLength(4);
  });
});
