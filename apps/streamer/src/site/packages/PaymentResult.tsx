import type { Package, PriceOption } from '@club/api-client';
import { PaymentCancelled, PaymentSuccess } from '@club/packages-widget';
import { Button } from '@club/ui';

/** The streamer's checkout return page (@club/packages-widget's PaymentSuccess): back to the match. */
export function StreamerPaymentSuccess({ pkg, price }: { pkg: Package | null; price: PriceOption | null }) {
  return (
    <PaymentSuccess
      pkg={pkg}
      price={price}
      ownedEnding="you can watch straight away."
      actions={
        <>
          <Button href="/#next-match" icon="Play">
            Go to the next game
          </Button>
          <Button href="/#videos" variant="ghost-dark">
            Watch replays
          </Button>
        </>
      }
    />
  );
}

/** The streamer's checkout cancel page: back to the packages, or to the troubleshooting answers. */
export function StreamerPaymentCancelled({ pkg }: { pkg: Package | null }) {
  return (
    <PaymentCancelled
      pkg={pkg}
      actions={
        <>
          <Button href="/#packages">Choose a package</Button>
          <Button href="/#troubleshooting" variant="ghost-dark">
            Having trouble?
          </Button>
        </>
      }
    />
  );
}
