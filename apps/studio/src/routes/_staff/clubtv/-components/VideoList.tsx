import type { ClubTvVideo } from '@club/api-client';
import { Button, Heading, Select, TextField, formatDate, formatDuration, toIsoDateTime } from '@club/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { clubTvQueries, formatBytes } from './clubTvQueries';
import * as styles from './clubtv.css';
import { clubTvFilters, clubTvListHref, type ClubTvFilter, type ClubTvListSearch } from './listSearch';
import { ClubTvBadges } from './StatusBadge';
import { PagedResults } from '../../../../studio/kit/KitList';
import { useStudioApi } from '../../../../studio/studioApi';

const filterLabels: Record<ClubTvFilter, string> = {
  uploading: 'Uploading',
  queued: 'Queued',
  transcoding: 'Transcoding',
  ready: 'Ready',
  failed: 'Failed',
  published: 'Published',
};

/** The library: a search, a status filter, the platform's pages; transcodes under way move on by themselves. */
export function VideoList({ search }: { search: ClubTvListSearch }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(search.q ?? '');
  const go = (next: ClubTvListSearch) => navigate({ to: '/clubtv', search: next });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    void go({ ...(search.status ? { status: search.status } : {}), ...(q ? { q } : {}) });
  };

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Heading level={2} as="h1">
          Club TV
        </Heading>
        <div className={styles.actions}>
          <Button href="/clubtv/live" variant="ghost-dark" icon="Live">
            Live streams
          </Button>
          <Button href="/clubtv/upload" icon="Video">
            Upload a video
          </Button>
        </div>
      </div>
      <form className={styles.search} role="search" onSubmit={onSearch}>
        <TextField label="Search videos" name="q" hint="Words of the title or file name" value={query} onChange={setQuery} />
        <Select
          label="Status"
          name="status"
          options={[{ value: '', label: 'Any status' }, ...clubTvFilters.map((value) => ({ value, label: filterLabels[value] }))]}
          value={search.status ?? ''}
          onChange={(value) => {
            const status = clubTvFilters.find((candidate) => candidate === value);
            void go({ ...(status ? { status } : {}), ...(search.q ? { q: search.q } : {}) });
          }}
        />
        <Button type="submit" variant="ghost-dark" icon="Search">
          Search
        </Button>
      </form>
      <Videos search={search} />
    </div>
  );
}

function Videos({ search }: { search: ClubTvListSearch }) {
  const studio = useStudioApi();
  const result = useQuery({ ...clubTvQueries.videos(studio, search), placeholderData: keepPreviousData });
  return (
    <PagedResults
      result={result}
      loading="Loading videos"
      failure="The videos could not be loaded. Reload the page to try again."
      empty={{
        title: search.q ? `No videos match “${search.q}”` : 'No videos here yet',
        message: search.status ? `Nothing is ${filterLabels[search.status].toLowerCase()} right now.` : 'Start with Upload a video.',
      }}
      listLabel="Videos"
      pagesLabel="Video pages"
      hrefFor={(page) => clubTvListHref({ ...search, page })}
    >
      {result.data?.items.map((video) => (
        <VideoRow key={video.id} video={video} />
      ))}
    </PagedResults>
  );
}

function VideoRow({ video }: { video: ClubTvVideo }) {
  return (
    <li className={styles.row}>
      {video.posterUrl ? <img className={styles.thumb} src={video.posterUrl} alt="" loading="lazy" /> : <span className={styles.thumb} />}
      <div className={styles.main}>
        <Link to="/clubtv/$id" params={{ id: video.id }} className={styles.title}>
          {video.title}
        </Link>
        <span className={styles.meta}>
          {video.fileName} · {formatBytes(video.fileBytes)}
          {video.duration !== null ? ` · ${formatDuration(video.duration)}` : ''}
        </span>
        <span className={styles.meta}>
          Updated <time dateTime={toIsoDateTime(video.updatedAt)}>{formatDate(video.updatedAt)} {formatDate(video.updatedAt, 'time')}</time> by {video.updatedBy}
        </span>
      </div>
      <div className={styles.state}>
        <ClubTvBadges video={video} />
      </div>
    </li>
  );
}
