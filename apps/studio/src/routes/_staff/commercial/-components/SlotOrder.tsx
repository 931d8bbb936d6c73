import type { StudioAdvert, StudioAdvertsResponse } from '@club/api-client';
import { Button } from '@club/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import * as styles from '../../../../studio/desk/desk.css';
import { refusalOf } from '../../../../studio/refusal';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

type Direction = 'up' | 'down';

/**
 * Moving an advert a place up or down in the slot listed: saved against the slot's version as the page
 * showed it (someone else's change since is said in words, 409), the new place said politely, and focus
 * kept on the button pressed (the row moves, and a moved element would otherwise lose it).
 */
export function useSlotOrder(data: StudioAdvertsResponse | undefined) {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  const [said, setSaid] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const slot = data?.slots.find((known) => known.slotID === data.slot);
  // The button pressed, focused again once the slot's new order is drawn (after its row moved, not before).
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    const key = focusAfter.current;
    if (!key) return;
    focusAfter.current = null;
    buttons.current.get(key)?.focus();
  }, [slot?.version]);

  const move = useMutation({
    mutationFn: ({ advert, direction }: { advert: StudioAdvert; direction: Direction }) =>
      studio.commercial.changeAdvertSlot(data?.slot ?? '', { action: direction === 'up' ? 'moveUp' : 'moveDown', advertID: advert.id, version: slot?.version ?? 0 }),
    onMutate: () => {
      setRefusal(null);
      setSaid('');
    },
    onSuccess: async (order, { advert, direction }) => {
      focusAfter.current = `${advert.id}-${direction}`;
      await queryClient.invalidateQueries({ queryKey: studioKeys.adverts });
      const place = order.advertIDs.indexOf(advert.id) + 1;
      setSaid(`${advert.advertName} moved ${direction}: now ${place} of ${order.advertIDs.length} in ${order.name}. The sites follow the new order now.`);
    },
    onError: (error) => setRefusal(refusalOf(error, 'The advert could not be moved. Check your connection and try again.')),
  });

  return {
    said,
    alert: <FormAlert message={refusal} />,
    pending: move.isPending,
    move: (advert: StudioAdvert, direction: Direction) => move.mutate({ advert, direction }),
    /** Each move button registers itself, so the one pressed gets focus back after its row moved. */
    register: (key: string) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    },
  };
}

/** Move up and Move down for one advert; at either end of the slot the button says so and does nothing. */
export function MoveButtons({ advert, place, total, order }: { advert: StudioAdvert; place: number; total: number; order: ReturnType<typeof useSlotOrder> }): ReactNode {
  const button = (direction: Direction, atEnd: boolean) => (
    <Button
      ref={order.register(`${advert.id}-${direction}`)}
      variant="ghost-dark"
      size="small"
      onClick={() => !atEnd && !order.pending && order.move(advert, direction)}
      aria-disabled={atEnd || order.pending || undefined}
      aria-label={`Move ${direction}: ${advert.advertName}`}
    >
      {direction === 'up' ? 'Move up' : 'Move down'}
    </Button>
  );
  return (
    <div className={styles.moves}>
      {button('up', place === 1)}
      {button('down', place === total)}
    </div>
  );
}
