import { Heading } from '@club/ui';
import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import * as styles from '../../../../studio/desk/desk.css';
import { KitForm } from '../../../../studio/kit/KitForm';
import { promoCollection } from '../-components/promoCollection';

export const Route = createFileRoute('/_staff/commercial/promos/new')({
  head: () => ({ meta: [{ title: `New promo | ${siteName}` }] }),
  component: NewPromo,
});

function NewPromo() {
  return (
    <div className={styles.page}>
      <Heading level={2} as="h1">
        New promo
      </Heading>
      <KitForm collection={promoCollection} extra={undefined} />
    </div>
  );
}
