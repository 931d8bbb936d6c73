import { advertNotFoundMessage } from '@club/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { KitForm } from '../../../../studio/kit/KitForm';
import { advertCollection } from './advertCollection';
import { AdvertSlots } from './AdvertSlots';
import { advertPlaceText } from './advertText';
import { KitItemPage, originText } from '../../../../studio/kit/KitItemPage';
import { DeleteItem } from '../../../../studio/kit/DeleteItem';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

export function AdvertDetail({ advertId }: { advertId: string }) {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <KitItemPage
      param={advertId}
      query={(id) => deskQueries.advert(studio, id)}
      noun="advert"
      notFound={advertNotFoundMessage}
      listHref="/commercial/adverts"
      listLabel="All adverts"
      heading={(advert) => `Advert ${advert.id}`}
      badge={advertCollection.columns.badge}
      about={(advert) => `${advertPlaceText(advert)}. In ${advert.slots.length === 1 ? 'the slot' : 'the slots'} ${advert.slots.join(', ') || 'none'}: a change shows in each. ${originText(advert)}`}
    >
      {(advert) => (
        <>
          <KitForm collection={advertCollection} item={advert} extra={{ slotID: advert.slots[0] }} />
          <AdvertSlots advert={advert} />
          <DeleteItem
            what="advert"
            question={`Delete “${advert.advertName}”? It goes from every slot of the club site and the streaming site at once, and the demo world will not bring it back. This cannot be undone.`}
            onDelete={() => studio.commercial.deleteAdvert(advert.id, { version: advert.version })}
            afterDelete={async () => {
              queryClient.removeQueries({ queryKey: studioKeys.advert(advert.id) });
              await queryClient.invalidateQueries({ queryKey: studioKeys.adverts });
              await navigate({ to: '/commercial/adverts', search: advert.slots[0] ? { slot: advert.slots[0] } : {} });
            }}
          />
        </>
      )}
    </KitItemPage>
  );
}
