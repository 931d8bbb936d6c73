import { promoNotFoundMessage } from '@club/api-client';
import { CommercialItemPage, originText } from './CommercialItemPage';
import { deskQueries } from './deskApi';
import { PromoForm } from './PromoForm';
import { promoPlaceText } from './promoText';
import { windowBadge } from './windowText';

export function PromoDetail({ promoID }: { promoID: string }) {
  return (
    <CommercialItemPage
      param={promoID}
      query={deskQueries.promo}
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
