import { ApiError, advertNotFoundMessage } from '@club/api-client';
import { Heading, Loader, Text, TextLink } from '@club/ui';
import { useQuery } from '@tanstack/react-query';
import { AdvertForm } from './AdvertForm';
import { advertPlaceText, advertStatusLabels } from './advertText';
import * as styles from './desk.css';
import { deskQueries } from './deskApi';

export function AdvertDetail({ advertID }: { advertID: string }) {
  const id = /^\d{1,9}$/.test(advertID) ? Number(advertID) : 0;
  const { data, status, error } = useQuery({ ...deskQueries.advert(id), enabled: id > 0 });
  if (id > 0 && status === 'pending') return <Loader label="Loading the advert" />;
  if (id === 0 || status === 'error') {
    return (
      <div className={styles.page}>
        <Heading level={2} as="h1">
          Advert
        </Heading>
        <Text tone="critical">{id === 0 || (error instanceof ApiError && error.statusCode === 404) ? advertNotFoundMessage : 'The advert could not be loaded. Reload the page to try again.'}</Text>
        <TextLink href="/commercial/adverts">All adverts</TextLink>
      </div>
    );
  }
  if (!data) return null;
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Heading level={2} as="h1">
          Advert {data.id}
        </Heading>
        <span className={styles.badge} data-state={data.status === 'running' ? 'active' : data.status}>
          {advertStatusLabels[data.status]}
        </span>
      </div>
      <Text tone="muted">
        {advertPlaceText(data)}. In {data.slots.length === 1 ? 'the slot' : 'the slots'} {data.slots.join(', ') || 'none'}: a change shows in each.{' '}
        {data.origin === 'seed' ? 'From the demo world: saving it here makes it the studio’s, kept when the world is laid out again.' : `Last saved by ${data.updatedByEmail ?? 'staff'}.`}
      </Text>
      <AdvertForm advert={data} />
    </div>
  );
}
