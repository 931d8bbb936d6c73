import type { Package, PriceOption } from '@club/api-client';
import { PaymentCancelled, PaymentSuccess } from '@club/packages-widget';
import { Button } from '@club/ui';

/** The club's checkout return page (@club/packages-widget's PaymentSuccess): on to Club TV. */
export function ClubPaymentSuccess({ pkg, price }: { pkg: Package | null; price: PriceOption | null }) {
  return (
    <PaymentSuccess
      pkg={pkg}
      price={price}
      ownedEnding="everything it includes is unlocked."
      actions={
        <>
          <Button href="/videos">Watch Club TV</Button>
          <Button href="/videos/subscriptions" variant="ghost-dark">
            See all passes
          </Button>
        </>
      }
    />
  );
}

/** The club's checkout cancel page: back to the passes. */
export function ClubPaymentCancelled({ pkg }: { pkg: Package | null }) {
  return (
    <PaymentCancelled
      pkg={pkg}
      actions={
        <>
          <Button href="/videos/subscriptions">Choose a subscription</Button>
          <Button href="/videos" variant="ghost-dark">
            Back to Club TV
          </Button>
        </>
      }
    />
  );
}
