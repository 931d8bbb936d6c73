import { studioRevisionFieldNames, type StudioArticle, type StudioRevision, type StudioRevisionAction, type StudioRevisionSummary } from '@club/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { HistoryPanel } from '../../../../studio/history/HistoryPanel';
import { describeRevision, type HistoryWords } from '../../../../studio/history/revisionDiff';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

const actions: Record<StudioRevisionAction, string> = {
  baseline: 'Original, before the studio kept history',
  create: 'Created',
  update: 'Saved',
  publish: 'Published',
  unpublish: 'Unpublished',
  restore: 'Restored',
  draft: 'Draft changes saved',
  publishDraft: 'Changes published',
  discardDraft: 'Draft discarded',
};
/** What an article's history calls its changes and fields. */
export const articleHistoryWords: HistoryWords = { actions, fields: studioRevisionFieldNames };

/** What two versions of an article are compared on: the words a reader sees. */
const compared = (['title', 'standfirst', 'body'] as const).map((field) => ({ field, label: studioRevisionFieldNames[field] }));
const textsOf = (revision: StudioRevision) => ({ title: revision.fields.title, standfirst: revision.fields.standfirst, body: revision.bodyText });

export type ArticleHistoryProps = {
  article: StudioArticle;
  dirty: boolean;
  blocked: boolean;
  onRestored: (article: StudioArticle) => void;
};

/**
 * An article's history (issue 28): the studio's history panel on the newsroom's revisions. A restore
 * brings back every field an editor can change; a live story's is on the club site at once.
 */
export function ArticleHistory({ article, dirty, blocked, onRestored }: ArticleHistoryProps) {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  return (
    <HistoryPanel
      version={article.version}
      noun="article"
      restoring="Its title, standfirst, body and other fields"
      live={article.status !== 'draft'}
      dirty={dirty}
      blocked={blocked}
      history={{ queryKey: studioKeys.revisions(article.id), queryFn: () => studio.revisions(article.id) }}
      revision={(revisionId) => ({ queryKey: studioKeys.revision(article.id, revisionId), queryFn: () => studio.revision(article.id, revisionId) })}
      restore={(revision: StudioRevisionSummary) => studio.restore(article.id, revision.id, { version: article.version })}
      describe={(revision) => describeRevision(revision, articleHistoryWords)}
      compared={compared}
      textsOf={textsOf}
      onRestored={(restored) => {
        queryClient.setQueryData(studioKeys.article(restored.id), restored);
        void queryClient.invalidateQueries({ queryKey: studioKeys.articles });
        onRestored(restored);
      }}
    />
  );
}
