import {
  studioPageRevisionFieldNames,
  type StudioPage,
  type StudioPageRevision,
  type StudioPageRevisionAction,
  type StudioPageRevisionSummary,
} from '@club/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { HistoryPanel } from '../../../../studio/history/HistoryPanel';
import { describeRevision, type HistoryWords } from '../../../../studio/history/revisionDiff';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

const actions: Record<StudioPageRevisionAction, string> = {
  baseline: 'Original, before the studio kept history',
  create: 'Created',
  update: 'Saved',
  restore: 'Restored',
};
/** What a page's history calls its changes and fields. */
export const pageHistoryWords: HistoryWords = { actions, fields: studioPageRevisionFieldNames };

/** What two versions of a page are compared on: all its words. */
const compared = (['title', 'summary', 'body'] as const).map((field) => ({ field, label: studioPageRevisionFieldNames[field] }));
const textsOf = (revision: StudioPageRevision) => ({ title: revision.fields.title, summary: revision.fields.summary, body: revision.bodyText });

export type PageHistoryProps = {
  page: StudioPage;
  dirty: boolean;
  blocked: boolean;
  onRestored: (page: StudioPage) => void;
};

/**
 * A content page's history (issue 28): the studio's history panel on the page's revisions. A page is
 * always live, so a restore is on the club site at once; the page stays where it is.
 */
export function PageHistory({ page, dirty, blocked, onRestored }: PageHistoryProps) {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  return (
    <HistoryPanel
      version={page.version}
      noun="page"
      restoring="Its title, summary and body"
      live
      dirty={dirty}
      blocked={blocked}
      history={{ queryKey: studioKeys.pageRevisions(page.id), queryFn: () => studio.pageRevisions(page.id) }}
      revision={(revisionId) => ({ queryKey: studioKeys.pageRevision(page.id, revisionId), queryFn: () => studio.pageRevision(page.id, revisionId) })}
      restore={(revision: StudioPageRevisionSummary) => studio.restorePage(page.id, revision.id, { version: page.version })}
      describe={(revision) => describeRevision(revision, pageHistoryWords)}
      compared={compared}
      textsOf={textsOf}
      onRestored={(restored) => {
        queryClient.setQueryData(studioKeys.page(restored.id), restored);
        void queryClient.invalidateQueries({ queryKey: studioKeys.pages });
        onRestored(restored);
      }}
    />
  );
}
