import type { VideoFilter } from '@club/api-client';
import { Button, Select } from '@club/ui';
import { useRouter } from '@tanstack/react-router';
import { videosHref, withFilter, type VideoFilterName, type VideoFilterSearch } from './videoSearch';
import * as styles from './Videos.css';

/** 'All teams' and friends: the empty choice that clears a filter. */
const anyLabel: Record<VideoFilterName, string> = { team: 'All teams', season: 'All seasons', duration: 'Any length' };

const filterName = (filter: VideoFilter): VideoFilterName => filter.searchHandler;

export interface VideoFiltersProps {
  /** The page the filters list ('/videos' or a category's page). */
  path: string;
  filters: readonly VideoFilter[];
  search: VideoFilterSearch;
}

/**
 * SPEC 3's Teams, Season and Duration filters (the platform labels the women's team 'Ladies'). A GET
 * form, so it works without JavaScript through 'Filter Results'; with it, each choice changes the URL at
 * once and the route's loader asks the video search again.
 */
export function VideoFilters({ path, filters, search }: VideoFiltersProps) {
  const router = useRouter();
  return (
    <form method="get" action={path} aria-label="Filter videos">
      <div className={styles.filters}>
        {filters.map((filter) => {
          const name = filterName(filter);
          return (
            <Select
              key={name}
              label={filter.label}
              name={name}
              value={search[name] ?? ''}
              options={[{ value: '', label: anyLabel[name] }, ...filter.values.map((value) => ({ value: value.name, label: value.label }))]}
              onChange={(value) => {
                void router.navigate({ href: videosHref(path, withFilter(search, name, value)), resetScroll: false });
              }}
            />
          );
        })}
        <Button type="submit" variant="ghost-dark">
          Filter Results
        </Button>
      </div>
    </form>
  );
}
