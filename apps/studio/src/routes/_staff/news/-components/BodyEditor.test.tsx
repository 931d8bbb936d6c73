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

  it('should ask for the caption in place, under the toolbar, and save it with the table', async () => {
    const { container, onChange } = renderEditor(withTable);
    await screen.findByRole('table');
    const tool = screen.getByRole('button', { name: 'Table caption' });
    expect(tool.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(tool);
    await act(async () => undefined);
    // The field the tool opened has the focus and the caption it had; no dialog over the page.
    const field = screen.getByRole('textbox', { name: 'Table caption' });
    expect(document.activeElement).toBe(field);
    expect(field).toHaveProperty('value', 'Harbour Lounge prices, per person');
    expect(tool.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    fireEvent.change(field, { target: { value: '  Harbour Lounge prices for 2026/27 ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await act(async () => undefined);
    expect(screen.getByRole('table', { name: 'Harbour Lounge prices for 2026/27' })).toBeDefined();
    expect(onChange.mock.lastCall?.[0]).toContain('<caption>Harbour Lounge prices for 2026/27</caption>');
    expect(screen.queryByRole('textbox', { name: 'Table caption' })).toBeNull();
    // Back in the text, where the caption was set.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Body' }));
  });

  it('should leave the caption as it was on Escape, and give the focus back to the tool', async () => {
    const { onChange } = renderEditor(withTable);
    await screen.findByRole('table');
    const tool = screen.getByRole('button', { name: 'Table caption' });
    fireEvent.click(tool);
    await act(async () => undefined);
    const field = screen.getByRole('textbox', { name: 'Table caption' });
    fireEvent.change(field, { target: { value: 'Something else' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    await act(async () => undefined);
    expect(screen.queryByRole('textbox', { name: 'Table caption' })).toBeNull();
    expect(document.activeElement).toBe(tool);
    expect(screen.getByRole('table', { name: 'Harbour Lounge prices, per person' })).toBeDefined();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should remove the caption when the field is left empty', async () => {
    const { onChange } = renderEditor(withTable);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Table caption' }));
    await act(async () => undefined);
    fireEvent.change(screen.getByRole('textbox', { name: 'Table caption' }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set caption' }));
    await act(async () => undefined);
    expect(onChange.mock.lastCall?.[0]).not.toContain('<caption>');
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

describe('BodyEditor, given a body that opens with a link', () => {
  it('should change a link address typed in place, and remove the link when the address is emptied', async () => {
    // The cursor starts at the body's start, in the link.
    const { onChange } = renderEditor('<p><a href="https://brackwaterblues.example/rules">Ground regulations</a> apply to every fixture.</p>');
    await screen.findByRole('textbox', { name: 'Body' });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    await act(async () => undefined);
    const field = screen.getByRole('textbox', { name: 'Link address' });
    expect(document.activeElement).toBe(field);
    expect(field).toHaveProperty('value', 'https://brackwaterblues.example/rules');
    fireEvent.change(field, { target: { value: 'https://brackwaterblues.example/ground-regulations' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set link' }));
    await act(async () => undefined);
    expect(onChange.mock.lastCall?.[0]).toContain('href="https://brackwaterblues.example/ground-regulations"');
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    await act(async () => undefined);
    fireEvent.change(screen.getByRole('textbox', { name: 'Link address' }), { target: { value: '' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Link address' }), { key: 'Enter' });
    await act(async () => undefined);
    expect(onChange.mock.lastCall?.[0]).toBe('<p>Ground regulations apply to every fixture.</p>');
  });
});
