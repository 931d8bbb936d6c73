import { StudioConflictError, type StudioPageReorder, type StudioPageSummary } from '@club/api-client';
import { Button, Heading, Text, VisuallyHidden, formatDate, toIsoDateTime } from '@club/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useRef, useState } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import { studioQueries } from '../../../../studio/queries';
import { ConflictNotice } from '../../../../studio/SaveStatus';
import * as styles from './pages.css';
import { refusalOf } from '../../../../studio/refusal';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

type Direction = StudioPageReorder['direction'];
type Refusal = { kind: 'conflict' | 'failed'; message: string };

const buttonKey = (id: number, direction: Direction) => `${id}:${direction}`;

/**
 * The club site's content pages, as the navigation tree orders them, each a link to its editor. Move
 * up and Move down change a page's place among its section's pages, on the club site at once; the new
 * place is read out politely and focus stays on the button that was pressed.
 */
export function PageList() {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(studioQueries.pages(studio));
  const [announcement, setAnnouncement] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [pressed, setPressed] = useState<string | null>(null);

  // A row moved in the DOM can take focus with it out of the page: put it back on the pressed button.
  useLayoutEffect(() => {
    if (pressed === null) return;
    const button = buttons.current.get(pressed);
    if (button && document.activeElement !== button) button.focus();
  }, [data, pressed]);

  const reorder = useMutation({
    mutationFn: ({ page, direction }: { page: StudioPageSummary; direction: Direction }) =>
      studio.reorderPage(page.id, { direction, version: page.version }),
    onMutate: ({ page, direction }) => {
      setPressed(buttonKey(page.id, direction));
      setRefusal(null);
    },
    onSuccess: (answer, { page, direction }) => {
      queryClient.setQueryData(studioKeys.pages, answer);
      // The pages it passed were changed too: their editors read them afresh.
      void queryClient.invalidateQueries({ queryKey: studioKeys.everyPage });
      const siblings = answer.items.filter((item) => item.parentId === page.parentId);
      const section = answer.items.find((item) => item.id === page.parentId)?.title ?? 'the top level';
      const position = siblings.findIndex((item) => item.id === page.id) + 1;
      setAnnouncement(`“${page.title}” moved ${direction}: ${position} of ${siblings.length} in ${section}.`);
    },
    onError: (error) =>
      setRefusal(
        error instanceof StudioConflictError
          ? { kind: 'conflict', message: error.message }
          : { kind: 'failed', message: refusalOf(error, 'The page could not be moved. Try again.') },
      ),
  });

  const positions = new Map<number | null, number[]>();
  for (const page of data.items) positions.set(page.parentId, [...(positions.get(page.parentId) ?? []), page.id]);

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <Heading level={2} as="h1">
          Pages
        </Heading>
        <Text tone="muted">
          The pages of the club site’s menus. A saved change is on the club site at once. Sections (pages of pages) show
          their summary and the pages under them. Move a page up or down to change where its section lists it; to move it to
          another section, open it. A page added here can be removed again.
        </Text>
        <Button href="/pages/new" icon="Article">
          New page
        </Button>
      </div>
      <div>
        <p className={styles.announcement} role="status">
          {announcement}
        </p>
        {refusal?.kind === 'conflict' ? (
          <ConflictNotice
            message={refusal.message}
            onLoadTheirs={() => {
              setRefusal(null);
              void queryClient.invalidateQueries({ queryKey: studioKeys.pages });
            }}
          />
        ) : (
          <FormAlert message={refusal?.message ?? null} />
        )}
      </div>
      <ul className={styles.list} aria-label="Pages">
        {data.items.map((page) => {
          const siblings = positions.get(page.parentId) ?? [];
          return (
            <PageRow
              key={page.id}
              page={page}
              first={siblings[0] === page.id}
              last={siblings.at(-1) === page.id}
              busy={reorder.isPending}
              onMove={(direction) => reorder.mutate({ page, direction })}
              buttonRef={(direction, element) => {
                if (element) buttons.current.set(buttonKey(page.id, direction), element);
                else buttons.current.delete(buttonKey(page.id, direction));
              }}
            />
          );
        })}
      </ul>
    </div>
  );
}

function PageRow({
  page,
  first,
  last,
  busy,
  onMove,
  buttonRef,
}: {
  page: StudioPageSummary;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: Direction) => void;
  buttonRef: (direction: Direction, element: HTMLButtonElement | null) => void;
}) {
  // aria-disabled, not disabled: the button keeps focus when its page reaches the end of its section.
  // While a move is on its way the others wait (a second press would start from the old order).
  const moveButton = (direction: Direction, cannot: boolean) => (
    <Button
      ref={(element: HTMLButtonElement | null) => buttonRef(direction, element)}
      variant="ghost-dark"
      size="small"
      aria-disabled={cannot || undefined}
      onClick={() => {
        if (!cannot && !busy) onMove(direction);
      }}
    >
      {direction === 'up' ? 'Move up' : 'Move down'}
      <VisuallyHidden> {page.title}</VisuallyHidden>
    </Button>
  );
  return (
    <li className={styles.row} style={{ paddingInlineStart: `calc(${page.depth} * 1.5rem + 0.75rem)` }}>
      <span className={styles.rowText}>
        <Link to="/pages/$id" params={{ id: String(page.id) }} className={styles.title}>
          {page.title}
        </Link>
        <span className={styles.meta}>
          /{page.fullPath}
          {page.template === 'Hub' ? ' · Section' : ''}
          {page.addedInStudio ? ' · Added in the studio' : ''}
          {page.updatedAt ? (
            <>
              {' · '}Updated <time dateTime={toIsoDateTime(page.updatedAt)}>{formatDate(page.updatedAt)} {formatDate(page.updatedAt, 'time')}</time>
              {page.updatedByEmail ? ` by ${page.updatedByEmail}` : ''}
            </>
          ) : (
            ' · As first written'
          )}
        </span>
      </span>
      <span className={styles.order}>
        {moveButton('up', first)}
        {moveButton('down', last)}
      </span>
    </li>
  );
}
