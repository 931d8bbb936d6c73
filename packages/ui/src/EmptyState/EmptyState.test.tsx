import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('should show a heading and a message', () => {
    render(<EmptyState title="No packages available" message="There are currently no Match Passes available." />);
    expect(screen.getByRole('heading', { level: 2, name: 'No packages available' })).toBeTruthy();
    expect(screen.getByText('There are currently no Match Passes available.')).toBeTruthy();
  });

  it('should offer a link action', () => {
    render(<EmptyState title="No results found" action={{ label: 'Browse all videos', href: '/videos' }} />);
    expect(screen.getByRole('link', { name: 'Browse all videos' }).getAttribute('href')).toBe('/videos');
  });

  it('should offer a button action', async () => {
    const onClick = vi.fn();
    render(<EmptyState title="No results found" action={{ label: 'Clear filters', onClick }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('should keep its icon out of the accessibility tree', () => {
    render(<EmptyState title="No results found" icon="Video" headingAs="h3" />);
    expect(document.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('heading', { level: 3 })).toBeTruthy();
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <EmptyState title="No results found" message="Try another search." action={{ label: 'Clear filters', onClick: () => {} }} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
