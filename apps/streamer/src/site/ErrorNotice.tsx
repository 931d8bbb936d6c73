import { ErrorNotification } from '@club/ui';
import { closeErrorNotification, errorNotificationAtom } from '@club/site-state';
import { useAtomValue, useSetAtom } from 'jotai';

/** SPEC 2.5 / 8's error notification, shown whenever anything calls `showErrorNotification`; closes itself after 30 s. */
export function ErrorNotice() {
  const notice = useAtomValue(errorNotificationAtom);
  const close = useSetAtom(closeErrorNotification);
  return <ErrorNotification open={notice.display} title={notice.title} message={notice.message} onClose={close} />;
}
