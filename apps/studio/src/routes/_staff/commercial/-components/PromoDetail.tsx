import { promoNotFoundMessage } from '@club/api-client';
import { CommercialItemPage, originText } from './CommercialItemPage';
import { PromoForm } from './PromoForm';
import { promoPlaceText } from './promoText';
import { windowBadge } from './windowText';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { useStudioApi } from '../../../../studio/studioApi';

export function PromoDetail({ promoID }: { promoID: string }) {
  const studio = useStudioApi();
  return (
    <CommercialItemPage
      param={promoID}
      query={(id) => deskQueries.promo(studio, id)}
      noun="promo"
      notFound={promoNotFoundMessage}
      listHref="/commercial/promos"
      listLabel="All promos"
      heading={(promo) => `Promo ${promo.promoID}`}
      badge={(promo) => windowBadge(promo.status)}
      about={(promo) => `${promoPlaceText(promo)}. ${originText(promo)}`}
    >
      {(promo) => <PromoForm promo={promo} />}
    </CommercialItemPage>
  );
}
