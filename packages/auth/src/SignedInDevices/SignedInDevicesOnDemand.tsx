import { Button, type ButtonVariant, Loader, Stack } from '@club/ui';
import { Suspense, lazy, useId, useState } from 'react';
import * as styles from './SignedInDevices.css';

const SignedInDevices = lazy(() => import('./onDemand').then((module) => ({ default: module.SignedInDevices })));
const ChangeEmailForm = lazy(() => import('./onDemand').then((module) => ({ default: module.ChangeEmailForm })));

/** "Signed-in devices", its code loaded as it is first shown. */
export function SignedInDevicesOnDemand({ buttonVariant }: { buttonVariant?: ButtonVariant }) {
  return (
    <Suspense fallback={<Loader label="Loading your signed-in devices" size="small" />}>
      <SignedInDevices {...(buttonVariant ? { buttonVariant } : {})} />
    </Suspense>
  );
}

/** The email change (password and a mailed code), its code loaded as it is first shown. */
export function ChangeEmailFormOnDemand({ email }: { email: string }) {
  return (
    <Suspense fallback={<Loader label="Loading" size="small" />}>
      <ChangeEmailForm email={email} />
    </Suspense>
  );
}

/**
 * The account panel's "Signed-in devices": a disclosure button; the list (and its code) come when it is
 * first opened, so the panel costs a button more than before.
 */
export function SignedInDevicesDisclosure({ headingTag }: { headingTag: 'h2' | 'h3' }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const Heading = headingTag;
  return (
    <Stack space="xsmall">
      <Heading className={styles.disclosureHeading}>
        <Button variant="label-dark" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          Signed-in devices
        </Button>
      </Heading>
      <div id={id} hidden={!open}>
        {open && <SignedInDevicesOnDemand buttonVariant="ghost-dark" />}
      </div>
    </Stack>
  );
}
