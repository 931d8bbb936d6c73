import { Button, Heading, Text } from '@club/ui';
import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../studio/site';
import * as styles from './-components/desk.css';

/** What the commercial desk has today, and what it has not yet, said plainly. */
export const Route = createFileRoute('/_staff/commercial/')({
  head: () => ({ meta: [{ title: `Commercial | ${siteName}` }] }),
  component: CommercialHome,
});

function CommercialHome() {
  return (
    <div className={styles.page}>
      <Heading level={2} as="h1">
        Commercial
      </Heading>
      <section className={styles.panel} aria-labelledby="promos-heading">
        <Heading level={3} as="h2" id="promos-heading">
          Promos
        </Heading>
        <Text>Make and change the promo overlays fans see on the club site: their dates, image, address, size, and whether children see them. Switch one off at any time.</Text>
        <div className={styles.actions}>
          <Button href="/commercial/promos" icon="Calendar">
            Promos
          </Button>
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="adverts-heading">
        <Heading level={3} as="h2" id="adverts-heading">
          Adverts
        </Heading>
        <Text>See the adverts in each of the club site's slots, change one's name, images, address and dates, switch it off, or make a new one in a slot. The club site shows the change at once.</Text>
        <div className={styles.actions}>
          <Button href="/commercial/adverts" icon="Calendar">
            Adverts
          </Button>
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="sponsors-heading">
        <Heading level={3} as="h2" id="sponsors-heading">
          Sponsors
        </Heading>
        <Text>See the sponsors in each of the footer's rows, change one's name, logo and link, move it to another row or place, unpublish it, or add a new one.</Text>
        <div className={styles.actions}>
          <Button href="/commercial/sponsors" icon="Calendar">
            Sponsors
          </Button>
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="sponsor-slots-heading">
        <Heading level={3} as="h2" id="sponsor-slots-heading">
          Header and section sponsors
        </Heading>
        <Text>Choose the three sponsors in the club site's header, and the sponsors of each section (News, Matches, Club TV, Kids…) in their order. The club site shows a change at once.</Text>
        <div className={styles.actions}>
          <Button href="/commercial/header-sponsors" icon="Calendar">
            Header sponsors
          </Button>
          <Button href="/commercial/sections" icon="Calendar" variant="ghost-dark">
            Section sponsors
          </Button>
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="packages-heading">
        <Heading level={3} as="h2" id="packages-heading">
          Packages and prices
        </Heading>
        <Text>Rename a package, change its description and prices, or take it off sale. Checkout charges a new price as soon as you save it.</Text>
        <div className={styles.actions}>
          <Button href="/commercial/packages" icon="Basket">
            Packages and prices
          </Button>
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="vouchers-heading">
        <Heading level={3} as="h2" id="vouchers-heading">
          Vouchers
        </Heading>
        <Text>Make voucher codes for a package, see who redeemed them, and disable a code. Fans redeem them on the club site straight away.</Text>
        <div className={styles.actions}>
          <Button href="/commercial/vouchers" icon="Tickets">
            Vouchers
          </Button>
        </div>
      </section>
    </div>
  );
}
