import { Heading } from '@club/ui';
import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../studio/site';
import { DeskSection } from './-components/DeskSection';
import * as styles from '../../../studio/desk/desk.css';

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
      <DeskSection id="promos" title="Promos" href="/commercial/promos" icon="Calendar">
        Make and change the promo overlays fans see on the club site: their dates, image, address, size, and whether children see them. Switch one off at any time.
      </DeskSection>
      <DeskSection id="adverts" title="Adverts" href="/commercial/adverts" icon="Calendar">
        See the adverts in each of the club site's slots, change one's name, images, address and dates, put it in more slots or take it out of one, move it up or down
        in a slot, switch it off or delete it, or make a new one in a slot. The sites show the change at once.
      </DeskSection>
      <DeskSection id="sponsors" title="Sponsors" href="/commercial/sponsors" icon="Calendar">
        See the sponsors in each of the footer's rows, change one's name, logo and link, move it to another row or place, unpublish or delete it, or add a new one.
      </DeskSection>
      <DeskSection
        id="sponsor-slots"
        title="Header sponsors"
        href="/commercial/header-sponsors"
        icon="Calendar"
        more={{ title: 'Section sponsors', href: '/commercial/sections' }}
      >
        Choose the three sponsors in the club site's header, and the sponsors of each section (News, Matches, Club TV, Kids…) in their order. The club site shows a
        change at once.
      </DeskSection>
      <DeskSection id="packages" title="Packages and prices" href="/commercial/packages" icon="Basket">
        Rename a package, change its description and prices, or take it off sale. Checkout charges a new price as soon as you save it.
      </DeskSection>
      <DeskSection id="vouchers" title="Vouchers" href="/commercial/vouchers" icon="Tickets">
        Make voucher codes for a package, see who redeemed them, and disable a code. Fans redeem them on the club site straight away.
      </DeskSection>
    </div>
  );
}
