import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases';
import { studioTestApp } from './testing';

/**
 * Every route the desks declare with `itemRoutes`, and its operation id as the studio API documented it
 * before the ids were made from the item's name (the studio app's client is generated from them).
 */
const itemOperations: [method: string, path: string, operationId: string][] = [
  ['get', '/articles/{id}', 'getStudioArticle'],
  ['put', '/articles/{id}', 'updateStudioArticle'],
  ['post', '/articles/{id}/publish', 'publishStudioArticle'],
  ['post', '/articles/{id}/unpublish', 'unpublishStudioArticle'],
  ['post', '/articles/{id}/publish-changes', 'publishStudioArticleChanges'],
  ['post', '/articles/{id}/discard-draft', 'discardStudioArticleDraft'],
  ['get', '/articles/{id}/revisions', 'listStudioArticleRevisions'],
  ['get', '/articles/{id}/revisions/{revisionId}', 'getStudioArticleRevision'],
  ['post', '/articles/{id}/revisions/{revisionId}/restore', 'restoreStudioArticleRevision'],
  ['get', '/pages/{id}', 'getStudioPage'],
  ['put', '/pages/{id}', 'updateStudioPage'],
  ['post', '/pages/{id}/remove', 'removeStudioPage'],
  ['post', '/pages/{id}/move', 'moveStudioPage'],
  ['post', '/pages/{id}/reorder', 'reorderStudioPage'],
  ['get', '/pages/{id}/revisions', 'listStudioPageRevisions'],
  ['get', '/pages/{id}/revisions/{revisionId}', 'getStudioPageRevision'],
  ['post', '/pages/{id}/revisions/{revisionId}/restore', 'restoreStudioPageRevision'],
  ['get', '/clubtv/videos/{id}', 'getClubTvVideo'],
  ['put', '/clubtv/videos/{id}', 'updateClubTvVideo'],
  ['post', '/clubtv/videos/{id}/publish', 'publishClubTvVideo'],
  ['post', '/clubtv/videos/{id}/unpublish', 'unpublishClubTvVideo'],
  ['post', '/clubtv/videos/{id}/retry', 'retryClubTvVideo'],
  ['get', '/vouchers/{code}', 'getStudioVoucher'],
  ['put', '/vouchers/{code}', 'updateStudioVoucher'],
];

describe.each(testDialects)('the studio item routes (itemRoutes) on $dialect', ({ dialect }) => {
  const studio = studioTestApp(dialect, { signIn: [] });

  it('should keep each item route’s address and operation id, under the studio tag', async () => {
    const document = (await studio.read('/api/docs/json')).body as {
      paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
    };
    for (const [method, path, operationId] of itemOperations) {
      const operation = document.paths[`/api/studio${path}`]?.[method];
      expect(operation?.operationId, `${method} ${path}`).toBe(operationId);
      expect(operation?.tags, `${method} ${path}`).toEqual(['studio']);
    }
  });
});
