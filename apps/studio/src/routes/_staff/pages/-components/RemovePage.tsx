import type { StudioPage } from '@club/api-client';
import { Button } from '@club/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import { useConfirmStep } from '../../../../studio/useConfirmStep';
import * as editorStyles from '../../news/-components/ArticleEditor.css';
import { refusalOf } from '../../../../studio/refusal';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

/**
 * Removing a page added in the studio: asked once more in words, then gone from the club site at once.
 * The question takes focus only because the editor pressed Remove page; Keep it puts focus back.
 */
export function RemovePage({ page }: { page: StudioPage }) {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const questionId = useId();
  const { asking, ask, keep, question, opener } = useConfirmStep<HTMLParagraphElement>();

  const remove = useMutation({
    mutationFn: () => studio.removePage(page.id, { version: page.version }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: studioKeys.page(page.id) });
      await queryClient.invalidateQueries({ queryKey: studioKeys.pages });
      await navigate({ to: '/pages' });
    },
    onError: (error) => setRefusal(refusalOf(error, 'The page could not be removed. Try again.')),
  });

  return (
    <div className={editorStyles.panel}>
      {asking ? (
        <>
          <p id={questionId} ref={question} tabIndex={-1}>
            Remove “{page.title}” from the club site? Its address will no longer work. This cannot be undone.
          </p>
          <Button variant="primary-dark" onClick={() => remove.mutate()} aria-disabled={remove.isPending || undefined} aria-describedby={questionId}>
            Yes, remove the page
          </Button>
          <Button variant="ghost-dark" onClick={keep}>
            Keep it
          </Button>
        </>
      ) : (
        <Button ref={opener} variant="ghost-dark" onClick={ask}>
          Remove page
        </Button>
      )}
      <FormAlert message={refusal} />
    </div>
  );
}
