import type { NewsSearchHit, NewsSearchQuery, NewsSearchResponse, NewsSearchSort } from '@club/api-client';
import { Image, Loader, Pagination, Select, SlideInPanel, Tabs, TextField, formatDate, useLinkComponent } from '@club/ui';
import { closeSearch, searchOpenAtom } from '@club/site-state';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import * as styles from './SearchPanel.css';
import {
  clampSearchPage,
  searchCountText,
  searchDebounceMs,
  searchFilters,
  searchHitHref,
  searchPageCount,
  searchPageSize,
  searchRequest,
  searchSorts,
  type SearchFilter,
} from './searchQuery';

interface SearchResults {
  hits: NewsSearchHit[];
  found: number;
}

/** SPEC 8: a failed search is logged and shows as no results. */
async function searchResults(
  search: SearchFormProps['search'],
  request: NewsSearchQuery,
): Promise<SearchResults> {
  try {
    const response = await search(request);
    return { hits: response.hits.hit, found: response.hits.found };
  } catch (error) {
    console.error('Problem retrieving search results', error);
    return { hits: [], found: 0 };
  }
}

/**
 * The news search panel (SPEC 2.5): type a term (searched once typing pauses, or at once on Enter),
 * choose 'All results' or 'Exact Matches' and 'Date Added' or 'Relevance', page through 8 at a time.
 * A new term starts again at the first page; a new filter or order re-runs the search for the term
 * there is (SPEC 4). A failed search is logged and shows as no results (SPEC 8). Loaded on first use.
 */
export function SearchPanel() {
  const open = useAtomValue(searchOpenAtom);
  const close = useSetAtom(closeSearch);
  const { api } = useRouteContext({ from: '__root__' });
  return (
    <SlideInPanel open={open} onClose={close} title="Search" closeLabel="Close search">
      <SearchForm search={api.news.search} />
    </SlideInPanel>
  );
}

export interface SearchFormProps {
  /** SPEC 7's news search call (`api.news.search`). */
  search: (query: NewsSearchQuery) => Promise<NewsSearchResponse>;
}

/** The panel's contents: field, filter tabs, sort, count line, results and pagination. */
export function SearchForm({ search }: SearchFormProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [filter, setFilter] = useState<SearchFilter>('all');
  const [sort, setSort] = useState<NewsSearchSort>(searchSorts[0].value);
  const [page, setPage] = useState(0);
  const request = searchRequest(term, { filter, sort, page });
  // Each term, filter, order and page is one cached answer: paging back, or retyping a term, shows it at once.
  const query = useQuery({
    queryKey: ['news', 'search', request] as const,
    queryFn: request ? () => searchResults(search, request) : skipToken,
  });
  const results = request ? (query.data ?? null) : null;
  const loading = request !== null && query.isPending;

  // Focus starts in the field: the panel exists to type in. The focus trap keeps focus it finds inside.
  useEffect(() => inputRef.current?.focus(), []);

  // Read by the debounce timer, which outlives the render that set it.
  const termRef = useRef(term);
  const commit = useCallback((value: string) => {
    const next = value.trim();
    if (next === termRef.current) return;
    termRef.current = next;
    setTerm(next);
    setPage(0);
  }, []);

  // Typing searches once it pauses.
  useEffect(() => {
    const timer = setTimeout(() => commit(text), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, commit]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit(text);
  };

  const goToPage = (next: number) => {
    setPage(clampSearchPage(next, results?.found ?? 0));
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const body = (
    <div className={styles.controls}>
      <Select
        label="Sort by"
        name="sort"
        options={searchSorts}
        value={sort}
        onChange={(value) => {
          setSort(value as NewsSearchSort);
          setPage(0);
        }}
      />
      <div ref={resultsRef}>
        <p className={styles.count} role="status">
          {!loading && results ? searchCountText(results.hits.length, results.found) : ''}
        </p>
        {loading ? (
          <Loader label="Loading results" />
        ) : results && results.found === 0 ? (
          <p className={styles.empty}>No results found</p>
        ) : results ? (
          <ul className={styles.results} aria-label="Search results">
            {results.hits.map((hit) => (
              <SearchResult key={hit.id} hit={hit} />
            ))}
          </ul>
        ) : null}
      </div>
      {!loading && results && results.found > 0 && (
        <Pagination
          label="Search results pages"
          page={page + 1}
          pageCount={searchPageCount(results.found)}
          results={{ pageSize: searchPageSize, total: results.found }}
          onChange={(next) => goToPage(next - 1)}
        />
      )}
    </div>
  );

  return (
    <div className={styles.root}>
      <form role="search" aria-label="News" onSubmit={onSubmit}>
        <TextField ref={inputRef} label="Search news" name="query" value={text} onChange={setText} autoComplete="off" />
      </form>
      <Tabs
        label="Search filter"
        items={searchFilters.map((item) => ({ value: item.value, label: item.label, content: body }))}
        value={filter}
        onValueChange={(value) => {
          setFilter(value as SearchFilter);
          setPage(0);
        }}
        width="fill"
      />
    </div>
  );
}

function SearchResult({ hit }: { hit: NewsSearchHit }) {
  // The app's router link, so opening a result is a client-side navigation (which closes the panel).
  const AppLink = useLinkComponent();
  const title = hit.fields.title[0] ?? '';
  const slug = hit.fields.slug[0] ?? '';
  const published = hit.fields.published_date[0];
  const category = hit.fields.categories?.[0];
  return (
    <li className={styles.result}>
      <span className={styles.thumb}>
        {hit.imageData ? <Image imageKey={hit.imageData.key} alt="" ratio="1:1" sizes="64px" /> : null}
      </span>
      <span className={styles.resultText}>
        <AppLink href={searchHitHref(slug)} className={styles.resultLink}>
          {title}
        </AppLink>
        <span className={styles.meta}>
          {[category, published ? formatDate(published) : ''].filter(Boolean).join(' · ')}
        </span>
      </span>
    </li>
  );
}
