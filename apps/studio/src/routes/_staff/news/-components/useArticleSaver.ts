import type { StudioArticle, StudioArticleInput } from '@club/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { refusedSave, savedAt, type SaveState } from '../../../../studio/saving';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

/**
 * Creates, saves, publishes and unpublishes one article (and publishes or discards a live one's draft), one request at a time, always with the
 * version it last saw: a 409 (someone else saved) stops every save until the editor reloads, so
 * nothing is ever overwritten. Every success puts the article in the cache and sends the lists to be
 * read again.
 */
export function useArticleSaver(initial: StudioArticle | null, onCreated: (article: StudioArticle) => void) {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  const [article, setArticle] = useState<StudioArticle | null>(initial);
  const [state, setState] = useState<SaveState>(savedAt(initial?.updatedAt));
  const current = useRef(article);
  const inFlight = useRef<Promise<StudioArticle | null> | null>(null);

  const settle = useCallback(
    (saved: StudioArticle) => {
      current.current = saved;
      setArticle(saved);
      setState({ status: 'saved', at: saved.updatedAt });
      queryClient.setQueryData(studioKeys.article(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: studioKeys.articles });
      // Every save keeps a revision: the history reads itself again.
      void queryClient.invalidateQueries({ queryKey: studioKeys.revisions(saved.id) });
    },
    [queryClient],
  );

  const fail = useCallback((error: unknown) => setState(refusedSave(error)), []);

  const mutation = useMutation({
    mutationFn: async (
      action:
        | { kind: 'save'; input: StudioArticleInput }
        | { kind: 'publish'; publishAt?: string }
        | { kind: 'unpublish' }
        | { kind: 'publishChanges' }
        | { kind: 'discardDraft' },
    ): Promise<StudioArticle> => {
      const existing = current.current;
      if (action.kind === 'save') {
        return existing
          ? studio.update(existing.id, { ...action.input, version: existing.version })
          : studio.create(action.input);
      }
      if (!existing) throw new Error('Save the article before publishing it.');
      const version = { version: existing.version };
      switch (action.kind) {
        case 'publish':
          return studio.publish(existing.id, { ...version, ...(action.publishAt ? { publishAt: action.publishAt } : {}) });
        case 'unpublish':
          return studio.unpublish(existing.id, version);
        case 'publishChanges':
          return studio.publishChanges(existing.id, version);
        case 'discardDraft':
          return studio.discardDraft(existing.id, version);
        default:
          return action satisfies never;
      }
    },
  });

  /** Runs one change after any in flight; resolves with the article, or null when it was refused. */
  const run = useCallback(
    (action: Parameters<typeof mutation.mutateAsync>[0]): Promise<StudioArticle | null> => {
      const previous = inFlight.current ?? Promise.resolve(null);
      const next = previous.then(async () => {
        const wasNew = current.current === null;
        setState({ status: 'saving' });
        try {
          const saved = await mutation.mutateAsync(action);
          settle(saved);
          if (wasNew) onCreated(saved);
          return saved;
        } catch (error) {
          fail(error);
          return null;
        }
      });
      inFlight.current = next;
      return next;
    },
    [mutation, settle, fail, onCreated],
  );

  return {
    article,
    state,
    save: (input: StudioArticleInput) => run({ kind: 'save', input }),
    publish: (publishAt?: string) => run({ kind: 'publish', ...(publishAt ? { publishAt } : {}) }),
    unpublish: () => run({ kind: 'unpublish' }),
    /** A live article's draft made live ("Publish changes"). */
    publishChanges: () => run({ kind: 'publishChanges' }),
    /** A live article's draft dropped ("Discard draft"): the caller starts its form again from the answer. */
    discardDraft: () => run({ kind: 'discardDraft' }),
    /** After a conflict: start again from what is stored now. */
    adopt: (latest: StudioArticle) => {
      current.current = latest;
      setArticle(latest);
      setState({ status: 'saved', at: latest.updatedAt });
    },
  };
}
