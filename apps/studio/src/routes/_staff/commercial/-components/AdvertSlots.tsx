import type { StudioAdvert, StudioAdvertSlot } from '@club/api-client';
import { Button, Heading, Loader, Text } from '@club/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import * as styles from '../../../../studio/desk/desk.css';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { refusalOf } from '../../../../studio/refusal';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

/**
 * The slots an advert shows in: put it in another (last there) or take it out of one, a button each. The
 * button pressed keeps focus (its words change); what happened is said politely. Each change is saved against
 * the slot's version as the page showed it: someone else's change since is said in words (409).
 */
export function AdvertSlots({ advert }: { advert: StudioAdvert }) {
  const studio = useStudioApi();
  const headingId = useId();
  const queryClient = useQueryClient();
  const { data, status } = useQuery(deskQueries.adverts(studio, {}));
  const [said, setSaid] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: ({ slot, inIt }: { slot: StudioAdvertSlot; inIt: boolean }) =>
      studio.commercial.changeAdvertSlot(slot.slotID, { action: inIt ? 'takeOut' : 'place', advertID: advert.id, version: slot.version }),
    onMutate: () => {
      setRefusal(null);
      setSaid('');
    },
    onSuccess: async (order, { slot, inIt }) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: studioKeys.adverts }), queryClient.invalidateQueries({ queryKey: studioKeys.advert(advert.id) })]);
      setSaid(inIt ? `Taken out of ${slot.name}. The sites no longer show it there.` : `Put in ${slot.name}, last of ${order.advertIDs.length}. The sites show it there now.`);
    },
    onError: (error) => setRefusal(refusalOf(error, 'The slot could not be changed. Check your connection and try again.')),
  });

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading level={3} as="h2" id={headingId}>
        Slots
      </Heading>
      <Text tone="muted">The slots it shows in. Put it in another (it goes last there) or take it out of one; it stays in one slot at least.</Text>
      {status === 'pending' && <Loader label="Loading the slots" />}
      {status === 'error' && <Text tone="critical">The slots could not be loaded. Reload the page to try again.</Text>}
      {data && (
        <ul className={styles.list} aria-label="Slots">
          {data.slots.map((slot) => {
            const inIt = advert.slots.includes(slot.slotID);
            return (
              <li key={slot.slotID} className={styles.slotRow}>
                <div className={styles.main}>
                  <span className={styles.title}>{slot.name}</span>
                  <p className={styles.meta}>{inIt ? 'In this slot' : 'Not in this slot'}</p>
                </div>
                <Button
                  variant="ghost-dark"
                  size="small"
                  onClick={() => !change.isPending && change.mutate({ slot, inIt })}
                  aria-disabled={change.isPending || undefined}
                  aria-label={inIt ? `Take it out of ${slot.name}` : `Put it in ${slot.name}`}
                >
                  {inIt ? 'Take it out' : 'Put it in'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div aria-live="polite">{said && <Text>{said}</Text>}</div>
      <FormAlert message={refusal} />
    </section>
  );
}
