import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { Select } from './Select';

const sort = [
  { value: 'date', label: 'Date Added' },
  { value: 'relevance', label: 'Relevance' },
];

describe('Select', () => {
  it('should be a combobox named by its label with its options', () => {
    render(<Select label="Sort by" name="sort" options={sort} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Date Added', 'Relevance']);
    expect((select as HTMLSelectElement).value).toBe('date');
  });

  it('should report the chosen value', async () => {
    const onChange = vi.fn();
    render(<Select label="Sort by" name="sort" options={sort} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Relevance');
    expect(onChange).toHaveBeenCalledWith('relevance');
  });

  it('should start on a placeholder that cannot be chosen again', () => {
    render(
      <Select
        label="Season"
        name="season"
        placeholder="Choose a season"
        options={[
          { value: '2025-26', label: '2025/26' },
          { value: '2024-25', label: '2024/25' },
        ]}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Season' });
    expect(select.value).toBe('');
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Choose a season' }).disabled).toBe(true);
  });

  it('should follow a controlled value', () => {
    render(<Select label="Sort by" name="sort" options={sort} value="relevance" onChange={() => {}} />);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).value).toBe('relevance');
  });

  it('should wire hint and error to the select', () => {
    render(<Select label="Team" name="team" options={sort} hint="Women is listed as Ladies" error="Choose a team" />);
    const select = screen.getByRole('combobox', { name: 'Team' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const described = (select.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Women is listed as Ladies', 'Choose a team']);
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <>
        <Select label="Sort by" name="sort" options={sort} />
        <Select label="Team" name="team" options={sort} placeholder="Choose a team" required error="Choose a team" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
