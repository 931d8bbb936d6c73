import { StudioConflictError, studioPageMoveSchema, type StudioPage, type StudioPageMove } from '@club/api-client';
import { Button, Select } from '@club/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import { studioQueries } from '../../../../studio/queries';
import * as editorStyles from '../../news/-components/ArticleEditor.css';
import * as styles from './pages.css';
import { sectionOptions } from './sections';
import { refusalOf } from '../../../../studio/refusal';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

/**
 * Moving a page to another section, with the pages under it: its address becomes the section's path
 * and its slug, and its old address sends visitors to the new one. Checked with the platform's schema;
 * a move from an older version goes to `onConflict` (the editor's conflict notice), other refusals are
 * said here. What happened is read out politely.
 */
export function MovePage({ page, onMoved, onConflict }: { page: StudioPage; onMoved: (moved: StudioPage) => void; onConflict: (error: StudioConflictError) => void }) {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(studioQueries.pages(studio));
  // Not the page itself, nor a section under it.
  const sections = sectionOptions(data.items).filter((section) => section.fullPath !== page.fullPath && !section.fullPath.startsWith(`${page.fullPath}/`));
  const [parentId, setParentId] = useState(page.parentId === null ? '' : String(page.parentId));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [moved, setMoved] = useState('');
  const slug = page.fullPath.split('/').at(-1) ?? '';
  const chosen = sections.find((section) => section.value === parentId);
  const changed = chosen !== undefined && Number(parentId) !== page.parentId;
  const parsed = studioPageMoveSchema.safeParse({ parentId: parentId === '' ? undefined : Number(parentId), version: page.version });

  const move = useMutation({
    mutationFn: (input: StudioPageMove) => studio.movePage(page.id, input),
    onMutate: () => {
      setRefusal(null);
      setMoved('');
    },
    onSuccess: (after) => {
      queryClient.setQueryData(studioKeys.page(page.id), after);
      void queryClient.invalidateQueries({ queryKey: studioKeys.pages });
      setMoved(`Moved. The page is now at ${after.publicUrl}, and /${page.fullPath} sends visitors there.`);
      onMoved(after);
    },
    onError: (error) => {
      if (error instanceof StudioConflictError) onConflict(error);
      else setRefusal(refusalOf(error, 'The page could not be moved. Try again.'));
    },
  });

  const submit = () => {
    if (!changed || !parsed.success || move.isPending) return;
    move.mutate(parsed.data);
  };

  return (
    <div className={editorStyles.panel}>
      <Select
        label="Section"
        name="moveTo"
        hint={
          changed
            ? `The page will be at /${chosen.fullPath}/${slug}${page.template === 'Hub' ? ', with its pages' : ''}; /${page.fullPath} will send visitors there.`
            : 'Choose another section to move the page there, with any pages under it. Its old address will send visitors to the new one.'
        }
        options={sections}
        {...(page.parentId === null ? { placeholder: 'Choose a section' } : {})}
        value={parentId}
        onChange={setParentId}
      />
      <Button variant="ghost-dark" onClick={submit} aria-disabled={!changed || move.isPending || undefined}>
        Move page
      </Button>
      <p className={styles.moved} role="status">
        {moved}
      </p>
      <FormAlert message={refusal} />
    </div>
  );
}
