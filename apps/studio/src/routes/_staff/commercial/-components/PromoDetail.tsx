import { promoNotFoundMessage } from '@club/api-client';
import { KitForm } from '../../../../studio/kit/KitForm';
import { KitItemPage, originText } from '../../../../studio/kit/KitItemPage';
import { promoCollection } from './promoCollection';
import { promoPlaceText } from './promoText';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { useStudioApi } from '../../../../studio/studioApi';

export function PromoDetail({ promoId }: { promoId: string }) {
  const studio = useStudioApi();
  return (
    <KitItemPage
      param={promoId}
      query={(id) => deskQueries.promo(studio, id)}
      noun="promo"
      notFound={promoNotFoundMessage}
      listHref="/commercial/promos"
      listLabel="All promos"
      heading={(promo) => `Promo ${promo.promoID}`}
      badge={promoCollection.columns.badge}
      about={(promo) => `${promoPlaceText(promo)}. ${originText(promo)}`}
    >
      {(promo) => <KitForm collection={promoCollection} item={promo} extra={undefined} />}
    </KitItemPage>
  );
}
