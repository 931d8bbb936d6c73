import { ErrorNotification } from '@club/ui';
import { closeErrorNotification, errorNotificationAtom } from '@club/site-state';
import { useAtomValue, useSetAtom } from 'jotai';

/**
 * The error notification of SPEC 2.5 and 8, shown whenever anything calls `showErrorNotification`
 * (for example 'There was a problem connecting to the video service'); it closes itself after 30 s.
 */
export function ErrorNotice() {
  const notice = useAtomValue(errorNotificationAtom);
  const close = useSetAtom(closeErrorNotification);
  return <ErrorNotification open={notice.display} title={notice.title} message={notice.message} onClose={close} />;
}
