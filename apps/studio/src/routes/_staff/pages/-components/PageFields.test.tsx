import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { checkForm } from '../../../../studio/kit/collection';
import { changePage, type PageExtra, pageCollection } from './pageCollection';
import { PageFields } from './PageFields';

const sections = [{ value: '4', label: 'Community', fullPath: 'community' }];
const newPage = { isNew: true, form: pageCollection.empty({ sections, isSection: false }), extra: { sections, isSection: false } satisfies PageExtra };

describe('the page collection', () => {
  it('should make the address from the title until one is typed', () => {
    const titled = changePage(newPage.form, 'title', 'Walking Football Tuesdays');
    expect(titled.slug).toBe('walking-football-tuesdays');
    const typed = changePage(titled, 'slug', 'walking-football');
    expect(changePage(typed, 'title', 'Walking Football').slug).toBe('walking-football');
  });

  it("should check a new page and an opened one with the platform's own messages", () => {
    expect(checkForm(pageCollection, newPage.form, newPage).errors).toMatchObject({ parentId: 'Choose the section the page belongs in.', title: 'Give the page a title.' });
    const filled = changePage({ ...newPage.form, parentId: '4' }, 'title', 'Walking Football');
    expect(checkForm(pageCollection, filled, newPage).body).toEqual({ parentId: 4, title: 'Walking Football', slug: 'walking-football', summary: '', body: '' });
    // An opened page sends its words only: its section and address change by moving it.
    expect(checkForm(pageCollection, filled, { ...newPage, isNew: false }).body).toEqual({ title: 'Walking Football', summary: '', body: '' });
  });
});

describe('PageFields', () => {
  it('should label a new page’s fields, say where it will be, tie messages to them and pass axe', async () => {
    const form = changePage({ ...newPage.form, parentId: '4' }, 'title', 'Walking Football');
    const { container } = render(
      <main>
        <form aria-label="New page">
          <PageFields context={{ ...newPage, form }} onChange={() => undefined} errorOf={(field) => (field === 'summary' ? 'Keep the summary to 300 characters or fewer.' : undefined)} />
        </form>
      </main>,
    );
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveProperty('value', '4');
    expect(screen.getByRole('textbox', { name: 'Address (slug)' }).getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'The page will be at /community/walking-football',
    );
    expect(screen.getByRole('textbox', { name: 'Summary' }).getAttribute('aria-invalid')).toBe('true');
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('should leave a section without a body, its section and address to moving it', () => {
    const form = { ...newPage.form, title: 'Community' };
    render(<PageFields context={{ isNew: false, form, extra: { sections, isSection: true } }} onChange={() => undefined} errorOf={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Community');
    expect(screen.queryByRole('combobox', { name: 'Section' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Address (slug)' })).toBeNull();
    expect(screen.queryByText('Body')).toBeNull();
  });
});
