import type { VideoSectionPage } from '@club/api-client';
import { EmptyState, Pagination, Text } from '@club/ui';
import { videosHref, type VideoFilterSearch } from './videoSearch';
import { VideoTileList } from './VideoTileList';

/** A page of videos as a grid, the count and SPEC 2.5's pagination (a URL per page, so it works without JS). */
export function VideoGrid({
  section,
  path,
  search,
  label,
}: {
  section: VideoSectionPage;
  path: string;
  search: VideoFilterSearch;
  label: string;
}) {
  if (section.itemData.length === 0) {
    return <EmptyState title="No videos found" message="Try another team, season or length." icon="Video" headingAs="h3" />;
  }
  return (
    <>
      <Text tone="muted">
        {section.totalItems === 1 ? 'Showing 1 video' : `Showing ${section.itemData.length} of ${section.totalItems} videos`}
      </Text>
      <VideoTileList items={section.itemData} label={label} />
      <Pagination
        label={`${label}: pages`}
        page={section.pageIndex + 1}
        pageCount={section.totalPages}
        hrefFor={(page) => videosHref(path, { ...search, page })}
      />
    </>
  );
}
