import type { NewsSearchQuery, NewsSearchResponse } from '@club/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderUi, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { SearchForm } from './SearchPanel';

/** Each test with a cache of its own, as a fresh page has. */
const render = (ui: ReactElement) =>
  renderUi(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);

/** A news index of `total` articles matching any term but 'zzz', answering as the platform does. */
function newsIndex(total: number) {
  const calls: NewsSearchQuery[] = [];
  const search = vi.fn(async (query: NewsSearchQuery): Promise<NewsSearchResponse> => {
    calls.push(query);
    const found = query.query?.includes('zzz') ? 0 : total;
    const start = Number(query.start ?? 0);
    const size = Number(query.size ?? 8);
    const hit = Array.from({ length: Math.max(0, Math.min(size, found - start)) }, (_, index) => ({
      id: String(start + index + 1),
      fields: {
        slug: [`story-${start + index + 1}`],
        title: [`Story ${start + index + 1}`],
        published_date: ['2025-10-04T14:00:00Z'],
        categories: ['First Team'],
      },
    }));
    return { hits: { found, start, hit } };
  });
  return { search, calls };
}

const lastCall = (calls: NewsSearchQuery[]) => calls.at(-1);

describe('SearchForm (SPEC 2.5 search panel)', () => {
  it('should search once typing pauses, 8 at a time, newest first', async () => {
    const { search, calls } = newsIndex(20);
    render(<SearchForm search={search} />);
    await userEvent.type(screen.getByLabelText('Search news'), 'cup');

    expect(await screen.findByText('Showing 8 of 20 results')).toBeTruthy();
    expect(search).toHaveBeenCalledTimes(1);
    expect(lastCall(calls)).toEqual({ query: 'cup', size: 8, start: 0, sort: 'published_date desc' });
    const links = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links[0]?.getAttribute('href')).toBe('/news/story-1');
    expect(screen.getByText('1 - 8 of 20')).toBeTruthy();
    expect(screen.getAllByText('First Team · 4 Oct 2025')).toHaveLength(8);
  });

  it('should page with the numbers and next, and start again at page 1 for a new term', async () => {
    const { search, calls } = newsIndex(20);
    render(<SearchForm search={search} />);
    const field = screen.getByLabelText('Search news');
    await userEvent.type(field, 'cup{Enter}');
    await screen.findByText('1 - 8 of 20');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('9 - 16 of 20')).toBeTruthy();
    expect(lastCall(calls)?.start).toBe(8);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('17 - 20 of 20')).toBeTruthy();
    expect(screen.getByText('Showing 4 of 20 results')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.type(field, ' final{Enter}');
    expect(await screen.findByText('1 - 8 of 20')).toBeTruthy();
    expect(lastCall(calls)).toMatchObject({ query: 'cup final', start: 0 });
  });

  it('should re-run the search for the term when the filter or the order changes', async () => {
    const { search, calls } = newsIndex(3);
    render(<SearchForm search={search} />);
    await userEvent.type(screen.getByLabelText('Search news'), 'cup run{Enter}');
    await screen.findByText('Showing 3 of 3 results');

    await userEvent.click(screen.getByRole('tab', { name: 'Exact Matches' }));
    await waitFor(() => expect(lastCall(calls)?.query).toBe('"cup run"'));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Relevance');
    await waitFor(() => expect(lastCall(calls)).toEqual({ query: '"cup run"', size: 8, start: 0, sort: '_score desc' }));
    await userEvent.click(screen.getByRole('tab', { name: 'All results' }));
    await waitFor(() => expect(lastCall(calls)).toMatchObject({ query: 'cup run', sort: '_score desc' }));
  });

  it('should not search before there is a term', async () => {
    const { search } = newsIndex(3);
    render(<SearchForm search={search} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Exact Matches' }));
    await userEvent.type(screen.getByLabelText('Search news'), '   {Enter}');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(search).not.toHaveBeenCalled();
  });

  it("should say 'No results' and 'No results found' for a term nothing matches", async () => {
    const { search } = newsIndex(20);
    render(<SearchForm search={search} />);
    await userEvent.type(screen.getByLabelText('Search news'), 'zzz{Enter}');
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No results');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("should say 'Showing 1 result' for one", async () => {
    const { search } = newsIndex(1);
    render(<SearchForm search={search} />);
    await userEvent.type(screen.getByLabelText('Search news'), 'cup{Enter}');
    expect(await screen.findByText('Showing 1 result')).toBeTruthy();
  });

  it('should log a failed search and show no results (SPEC 8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<SearchForm search={() => Promise.reject(new Error('502'))} />);
    await userEvent.type(screen.getByLabelText('Search news'), 'cup{Enter}');
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Problem retrieving search results', expect.any(Error));
    error.mockRestore();
  });

  it('should have no accessibility violations with results', async () => {
    const { search } = newsIndex(20);
    const { container } = render(<SearchForm search={search} />);
    await userEvent.type(screen.getByLabelText('Search news'), 'cup{Enter}');
    await screen.findByText('1 - 8 of 20');
    // happy-dom computes no layout, so contrast is checked in the browser tests instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
