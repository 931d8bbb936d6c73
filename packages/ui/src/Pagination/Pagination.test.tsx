import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../LinkProvider/LinkProvider';
import { axeViolations } from '../private/testing/axe';
import { Pagination } from './Pagination';

function RouterLink({ href, ...anchorProps }: LinkComponentProps) {
  return <a href={href} data-router-link="" {...anchorProps} />;
}

const pageNumbers = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Pagination', () => {
  it('should be a navigation landmark with page buttons named by number', () => {
    render(<Pagination page={1} pageCount={20} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 20' })).toBeTruthy();
    expect(pageNumbers()).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Page 20', 'Next page']);
  });

  it('should call onChange with the page chosen', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Pagination page={9} pageCount={20} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange.mock.calls).toEqual([[10], [8], [10]]);
  });

  it('should disable previous on the first page and next on the last', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Pagination page={1} pageCount={3} onChange={onChange} />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous).toHaveProperty('disabled', true);
    await user.click(previous);
    rerender(<Pagination page={3} pageCount={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should not call onChange for the current page', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Pagination page={2} pageCount={3} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should clamp a page beyond the last', () => {
    render(<Pagination page={50} pageCount={4} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 4' }).getAttribute('aria-current')).toBe('page');
  });

  describe('given hrefFor', () => {
    it('should render links through the app link component, with the current page as text', () => {
      render(
        <LinkProvider component={RouterLink}>
          <Pagination page={2} pageCount={5} hrefFor={(page) => `/news?page=${page}`} />
        </LinkProvider>,
      );
      const next = screen.getByRole('link', { name: 'Next page' });
      expect(next.getAttribute('href')).toBe('/news?page=3');
      expect(next.hasAttribute('data-router-link')).toBe(true);
      expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/news?page=1');
      expect(screen.queryByRole('link', { name: 'Page 2' })).toBeNull();
      expect(screen.getByText('2', { exact: false, selector: '[aria-current="page"]' })).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
    });

    it('should not link previous from the first page', () => {
      render(<Pagination page={1} pageCount={5} hrefFor={(page) => `/news?page=${page}`} />);
      expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
      expect(screen.getByText('Previous page').closest('[aria-disabled="true"]')).toBeTruthy();
    });
  });

  describe('given results', () => {
    it("should show the 'a - b of total' line and describe the navigation with it", () => {
      render(<Pagination page={2} pageCount={16} onChange={() => {}} results={{ pageSize: 8, total: 124 }} />);
      const line = screen.getByText('9 - 16 of 124');
      expect(screen.getByRole('navigation', { name: 'Pagination' }).getAttribute('aria-describedby')).toBe(line.id);
    });

    it('should show the line without the numbers when everything fits on one page', () => {
      render(<Pagination page={1} pageCount={1} onChange={() => {}} results={{ pageSize: 8, total: 5 }} />);
      expect(screen.getByText('1 - 5 of 5')).toBeTruthy();
      expect(screen.queryByRole('navigation')).toBeNull();
    });
  });

  it('should render nothing for a single page without results', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('should take a label for a second pagination on the page', () => {
    render(<Pagination page={1} pageCount={3} onChange={() => {}} label="Search results pages" />);
    expect(screen.getByRole('navigation', { name: 'Search results pages' })).toBeTruthy();
  });

  it('should have no axe violations as buttons or links', async () => {
    const { container } = render(
      <>
        <Pagination page={9} pageCount={20} onChange={() => {}} results={{ pageSize: 8, total: 160 }} />
        <Pagination page={1} pageCount={20} label="Links" hrefFor={(page) => `/news?page=${page}`} />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
