import { Heading, Text, TextLink } from '@club/ui';
import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { KitForm } from '../../../../studio/kit/KitForm';
import { advertCollection } from '../-components/advertCollection';
import * as styles from '../../../../studio/desk/desk.css';

function validateSearch(search: Record<string, unknown>): { slot: string } {
  return { slot: typeof search.slot === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(search.slot) ? search.slot : '' };
}

export const Route = createFileRoute('/_staff/commercial/adverts/new')({
  validateSearch,
  head: () => ({ meta: [{ title: `New advert | ${siteName}` }] }),
  component: NewAdvert,
});

function NewAdvert() {
  const { slot } = Route.useSearch();
  return (
    <div className={styles.page}>
      <Heading level={2} as="h1">
        New advert
      </Heading>
      {slot ? (
        <>
          <Text tone="muted">It goes last in the slot {slot}.</Text>
          <KitForm collection={advertCollection} extra={{ slotID: slot }} />
        </>
      ) : (
        <>
          <Text tone="critical">Choose the slot the advert goes in first.</Text>
          <TextLink href="/commercial/adverts">Adverts by slot</TextLink>
        </>
      )}
    </div>
  );
}
