import { accountNotificationAtom, closeAccountNotification } from '@club/site-state';
import { Toast } from '@club/ui';
import { useAtomValue, useSetAtom } from 'jotai';

/** SPEC 2.5's account notification ('Logged In', 'Logged Out'): bottom right, success icon, 4 s. */
export function AccountToast() {
  const notification = useAtomValue(accountNotificationAtom);
  const close = useSetAtom(closeAccountNotification);
  return <Toast open={notification.display} message={notification.message} onClose={close} />;
}
