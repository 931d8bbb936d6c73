import { ApiError, promoNotFoundMessage } from '@club/api-client';
import { Heading, Loader, Text, TextLink } from '@club/ui';
import { useQuery } from '@tanstack/react-query';
import * as styles from './desk.css';
import { deskQueries } from './deskApi';
import { PromoForm } from './PromoForm';
import { promoPlaceText, promoStatusLabels } from './promoText';

export function PromoDetail({ promoID }: { promoID: string }) {
  const id = /^\d{1,9}$/.test(promoID) ? Number(promoID) : 0;
  const { data, status, error } = useQuery({ ...deskQueries.promo(id), enabled: id > 0 });
  if (id > 0 && status === 'pending') return <Loader label="Loading the promo" />;
  if (id === 0 || status === 'error') {
    return (
      <div className={styles.page}>
        <Heading level={2} as="h1">
          Promo
        </Heading>
        <Text tone="critical">{id === 0 || (error instanceof ApiError && error.statusCode === 404) ? promoNotFoundMessage : 'The promo could not be loaded. Reload the page to try again.'}</Text>
        <TextLink href="/commercial/promos">All promos</TextLink>
      </div>
    );
  }
  if (!data) return null;
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Heading level={2} as="h1">
          Promo {data.promoID}
        </Heading>
        <span className={styles.badge} data-state={data.status === 'running' ? 'active' : data.status}>
          {promoStatusLabels[data.status]}
        </span>
      </div>
      <Text tone="muted">
        {promoPlaceText(data)}. {data.origin === 'seed' ? 'From the demo world: saving it here makes it the studio’s, kept when the world is laid out again.' : `Last saved by ${data.updatedByEmail ?? 'staff'}.`}
      </Text>
      <PromoForm promo={data} />
    </div>
  );
}
